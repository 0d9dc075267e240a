import { STAFF_MESSAGES, TEXT_LIMITS } from '@dialysis/domain';
import { Form, Input, Modal } from 'antd';
import type { Dayjs } from 'dayjs';
import { ExpiryDateItem } from './parts.tsx';

interface Values {
  name: string;
  expiry: Dayjs;
}

/** Manage Account's Add Certification: Certification Name and Expiry Date, then 'Are you sure?'. */
export function AddMyCertificationModal({
  open,
  onClose,
  onSave,
}: {
  open: boolean;
  onClose: () => void;
  onSave: (name: string, expiry: string) => void;
}) {
  const [form] = Form.useForm<Values>();
  return (
    <Modal
      title="Add Certification"
      open={open}
      width={600}
      okText="Save"
      onCancel={onClose}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form
        form={form}
        clearOnDestroy
        layout="vertical"
        name="add-my-certification"
        preserve={false}
        onFinish={(values) => onSave(values.name.trim(), values.expiry.format('YYYY-MM-DD'))}
      >
        <Form.Item
          name="name"
          label="Certification Name"
          rules={[{ required: true, whitespace: true, message: STAFF_MESSAGES.required }]}
        >
          <Input maxLength={TEXT_LIMITS.line} showCount />
        </Form.Item>
        <ExpiryDateItem label="Expiry Date" />
      </Form>
    </Modal>
  );
}
