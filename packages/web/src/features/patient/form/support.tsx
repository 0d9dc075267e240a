import { Row } from 'antd';
import { TextField } from './fields.tsx';

/** Support: social worker and funding (vwoSupport is shown as Funded). */
export function Support() {
  return (
    <Row gutter={16}>
      <TextField name="socialWorker" label="Social Worker" />
      <TextField name="vwoSupport" label="Funded" />
    </Row>
  );
}
