// A nurse's day at its lightest: antd's header menu, the page title, and one shift of 15 patient cards (an
// avatar, a name, a status tag, buttons with tooltips), with antd's stylesheet loaded as the app loads it.
// No data, no sign-in, no router lazy loading: whatever Lighthouse measures here, the app cannot beat with antd.
import { Avatar, Button, Card, Collapse, Flex, Layout, Menu, Tag, Tooltip, Typography } from 'antd';
import { loadAntdStyles } from '../../packages/web/src/components/antd-styles.ts';
import { mount } from './providers.tsx';

const menu = [
  { key: 'dashboard', label: 'Dashboard' },
  { key: 'manage', label: 'Manage', children: [{ key: 'patients', label: 'Patients' }] },
];
const patients = Array.from({ length: 15 }, (_, i) => ({ seat: i + 1, name: `Patient ${i + 1}` }));

function ShiftCards() {
  return (
    <Flex wrap gap={12}>
      {patients.map(({ seat, name }) => (
        <Card key={seat} size="small" style={{ width: 300 }}>
          <Flex gap={8} align="center">
            <Avatar>{name[0]}</Avatar>
            <Typography.Text strong>{name}</Typography.Text>
            <Tag color="green">Checked in</Tag>
          </Flex>
          <Typography.Paragraph type="secondary">Seat {seat}</Typography.Paragraph>
          <Flex gap={4}>
            <Tooltip title="Check in">
              <Button size="small">Check in</Button>
            </Tooltip>
            <Tooltip title="Sessions">
              <Button size="small">Sessions</Button>
            </Tooltip>
          </Flex>
        </Card>
      ))}
    </Flex>
  );
}

await loadAntdStyles();
mount(
  <Layout>
    <Layout.Header>
      <Menu mode="horizontal" items={menu} />
    </Layout.Header>
    <Layout.Content style={{ padding: 16 }}>
      <Typography.Title level={3}>Dashboard</Typography.Title>
      <Collapse defaultActiveKey={['M']} items={[{ key: 'M', label: 'Morning', children: <ShiftCards /> }]} />
    </Layout.Content>
  </Layout>,
);
