import { LockOutlined } from '@ant-design/icons';
import { MESSAGES } from '@dialysis/domain';
import { Button, Form, Input } from 'antd';
import { newPasswordRule } from '../../lib/password-rule.ts';

export interface NewPasswordValues {
  newPassword: string;
}

/**
 * The confirm form the NEW_PASSWORD_REQUIRED challenge switches to: email shown disabled, new password
 * (the domain's password rules, and not the temporary password just typed) and its confirmation.
 */
export function NewPasswordForm({
  email,
  temporaryPassword,
  submitting,
  onSubmit,
  onCancel,
}: {
  email: string;
  /** The temporary password the user signed in with: it cannot be kept as the new one. */
  temporaryPassword: string;
  submitting: boolean;
  onSubmit: (values: NewPasswordValues) => void;
  onCancel: () => void;
}) {
  return (
    <Form<NewPasswordValues & { email: string; confirmPassword: string }>
      layout="vertical"
      requiredMark={false}
      initialValues={{ email }}
      onFinish={({ newPassword }) => onSubmit({ newPassword })}
      name="new-password"
    >
      <Form.Item label="Email" name="email">
        <Input disabled />
      </Form.Item>
      <Form.Item
        label="New Password"
        name="newPassword"
        rules={[{ required: true, message: MESSAGES.required }, newPasswordRule(temporaryPassword)]}
        hasFeedback
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" autoFocus />
      </Form.Item>
      <Form.Item
        label="Confirm Password"
        name="confirmPassword"
        dependencies={['newPassword']}
        hasFeedback
        rules={[
          { required: true, message: MESSAGES.required },
          ({ getFieldValue }) => ({
            validator: (_, value: string | undefined) =>
              !value || getFieldValue('newPassword') === value
                ? Promise.resolve()
                : Promise.reject(new Error(MESSAGES.passwordsDiffer)),
          }),
        ]}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
        Confirm
      </Button>
      <Button type="link" block onClick={onCancel} style={{ marginTop: 8 }}>
        Back to Login
      </Button>
    </Form>
  );
}
