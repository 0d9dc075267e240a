import { Form, Modal } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { ExpiryDateItem } from './parts.tsx';
import type { Certification } from './queries.ts';

/**
 * Update Status (both screens): asks for the New Expiry Date; the screen then asks 'Are you sure?'. The server decides the
 * new status from the date and the screen's rule.
 */
export function UpdateStatusModal({
  certification,
  showStaff = true,
  onClose,
  onSave,
}: {
  certification: Certification | null;
  /** The staff member's name beside the certification's (not on one's own account screen). */
  showStaff?: boolean;
  onClose: () => void;
  onSave: (certification: Certification, expiry: string) => void;
}) {
  const [form] = Form.useForm<{ expiry: Dayjs }>();
  useEffect(() => {
    if (certification) form.resetFields();
  }, [certification, form]);

  return (
    <Modal
      title="Update Status"
      open={certification !== null}
      width={600}
      okText="Save"
      onCancel={onClose}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      {certification && (
        <Form
          form={form}
          clearOnDestroy
          layout="vertical"
          name="update-certification-status"
          onFinish={(values) => onSave(certification, values.expiry.format('YYYY-MM-DD'))}
        >
          <p>
            {certification.name}
            {showStaff ? ` — ${certification.staffName}` : ''}
          </p>
          <ExpiryDateItem label="New Expiry Date" />
        </Form>
      )}
    </Modal>
  );
}
