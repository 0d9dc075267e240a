// The INP script's floor (scripts/inp.mjs): a trivial antd page with nothing of the app, measured with the same
// interactions under the same CPU slowdown as the app's, so a reader can tell the machine's share of a figure
// from the app's. The providers every signed-in page has (antd's ConfigProvider with the app's theme and locale,
// App), a form with one text input, a radio group like the dashboard's session tab, a button, and a save's
// 'Are you sure?' (antd's modal.confirm through App, as the app asks before every save).
import { App, Button, ConfigProvider, Form, Input, Radio, Typography } from 'antd';
import enGB from 'antd/locale/en_GB';
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import 'antd/dist/antd.css';
import { theme } from '../../packages/web/src/theme.ts';

function Floor() {
  const [clicks, setClicks] = useState(0);
  const { modal } = App.useApp();
  return (
    <Form layout="vertical" style={{ maxWidth: 480, margin: 24 }}>
      <Form.Item name="reading" label="Reading">
        <Input inputMode="decimal" autoComplete="off" />
      </Form.Item>
      <Form.Item name="session" label="Session">
        <Radio.Group
          optionType="button"
          buttonStyle="solid"
          options={['All', 'Morning', 'Noon', 'Evening Sessions']}
        />
      </Form.Item>
      <Button type="primary" onClick={() => setClicks((n) => n + 1)}>
        Press
      </Button>
      <Typography.Text style={{ marginInlineStart: 12 }}>{clicks}</Typography.Text>
      <Button
        style={{ marginInlineStart: 12 }}
        onClick={() =>
          modal.confirm({ title: 'Are you sure?', okText: 'Yes', cancelText: 'No', onOk: () => setClicks(0) })
        }
      >
        Save
      </Button>
    </Form>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <ConfigProvider theme={theme} locale={enGB}>
    <App>
      <Floor />
    </App>
  </ConfigProvider>,
);
