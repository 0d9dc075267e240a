import { MESSAGES, STAFF_MESSAGES } from '@dialysis/domain';
import { Form, Input, Modal } from 'antd';
import { newPasswordRule } from '../../lib/password-rule.ts';
import type { StaffMember } from './queries.ts';

interface Values {
  password: string;
  confirm: string;
}

/**
 * Reset Password (spec 002 section 5): new password of at least 8 characters and its confirmation. The
 * server makes it temporary and ends the member's sessions.
 */
export function ResetPasswordModal({
  member,
  onClose,
  onSave,
}: {
  member: StaffMember | null;
  onClose: () => void;
  onSave: (member: StaffMember, password: string) => void;
}) {
  const [form] = Form.useForm<Values>();
  return (
    <Modal
      title="Reset Password"
      open={member !== null}
      width={600}
      okText="Save"
      onCancel={onClose}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      {member && (
        <Form<Values>
          form={form}
          clearOnDestroy
          layout="vertical"
          name="reset-password"
          preserve={false}
          onFinish={(values) => onSave(member, values.password)}
        >
          <p>
            {member.name} ({member.email}) will choose a new password at next sign-in, and is signed out
            everywhere now.
          </p>
          <Form.Item
            name="password"
            label="New Password"
            rules={[{ required: true, message: STAFF_MESSAGES.required }, newPasswordRule()]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            name="confirm"
            label="Confirm Password"
            dependencies={['password']}
            rules={[
              { required: true, message: STAFF_MESSAGES.required },
              ({ getFieldValue }) => ({
                validator: (_, value: string | undefined) =>
                  !value || getFieldValue('password') === value
                    ? Promise.resolve()
                    : Promise.reject(new Error(MESSAGES.passwordsDiffer)),
              }),
            ]}
          >
            <Input.Password autoComplete="new-password" />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
