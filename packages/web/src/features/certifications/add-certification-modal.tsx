import { STAFF_MESSAGES, TEXT_LIMITS } from '@dialysis/domain';
import { Form, Input, Modal, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useStaffChoices } from '../staff/index.ts';
import { ExpiryDateItem } from './parts.tsx';

interface Values {
  accountID: string;
  name: string;
  expiry: Dayjs;
}

/** Manage Certifications' Add: staff, certification name and expiry date, all required; then 'Are you sure?'. */
export function AddCertificationModal({
  open,
  onClose,
  onSave,
}: {
  open: boolean;
  onClose: () => void;
  onSave: (input: { accountID: string; name: string; expiry: string }) => void;
}) {
  const [form] = Form.useForm<Values>();
  const staff = useStaffChoices(open);
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
      <Form<Values>
        form={form}
        clearOnDestroy
        layout="vertical"
        name="add-certification"
        preserve={false}
        onFinish={(values) =>
          onSave({
            accountID: values.accountID,
            name: values.name.trim(),
            expiry: values.expiry.format('YYYY-MM-DD'),
          })
        }
      >
        <Form.Item
          name="accountID"
          label="Staff"
          rules={[{ required: true, message: STAFF_MESSAGES.required }]}
        >
          <Select
            aria-label="Staff"
            showSearch
            optionFilterProp="label"
            loading={staff.isPending}
            options={(staff.data ?? []).map((s) => ({
              value: s.accountID,
              label: s.designation ? `${s.name} (${s.designation})` : s.name,
            }))}
          />
        </Form.Item>
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
