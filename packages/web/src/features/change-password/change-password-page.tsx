import { LockOutlined } from '@ant-design/icons';
import { MANAGE_MESSAGES, MESSAGES } from '@dialysis/domain';
import { useMutation } from '@tanstack/react-query';
import { Alert, App, Button, Card, Flex, Form, Input, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { errorText, isUnauthenticated } from '../../api/errors.ts';
import { request } from '../../api/graphql.ts';
import { ROUTE_PATHS } from '../../app/routes.ts';
import { confirmThen } from '../../components/confirm.ts';
import { newPasswordRule } from '../../lib/password-rule.ts';
import { CHANGE_FAILED, CHANGE_MY_PASSWORD, PASSWORD_UPDATED } from './documents.ts';

interface ChangeValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const REQUIRED = { required: true, message: MANAGE_MESSAGES.required };

/**
 * Change Password (spec 002): Current, New and Confirm New. The server ends the user's other sessions; this
 * one stays. Cancel (and a successful change) return to Manage Account.
 */
export function ChangePasswordPage() {
  const navigate = useNavigate();
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<ChangeValues>();
  const change = useMutation({
    mutationFn: (values: ChangeValues) =>
      request(CHANGE_MY_PASSWORD, {
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
      }),
    onSuccess: () => {
      message.success(PASSWORD_UPDATED);
      navigate(ROUTE_PATHS.settingsAccount);
    },
    onError: (error) => {
      if (!isUnauthenticated(error)) message.error(errorText(error, CHANGE_FAILED));
    },
  });

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        Manage Password - Change Password
      </Typography.Title>
      <Card style={{ maxWidth: 560 }}>
        <Form<ChangeValues>
          form={form}
          name="change-password"
          layout="vertical"
          requiredMark={false}
          onFinish={(values) => confirmThen(modal, () => change.mutateAsync(values).catch(() => undefined))}
        >
          <Form.Item
            label="Current"
            name="currentPassword"
            rules={[{ required: true, message: MESSAGES.required }]}
          >
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" autoFocus />
          </Form.Item>
          <Form.Item label="New" name="newPassword" hasFeedback rules={[REQUIRED, newPasswordRule()]}>
            <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
          </Form.Item>
          <Form.Item
            label="Confirm New"
            name="confirmPassword"
            dependencies={['newPassword']}
            hasFeedback
            rules={[
              REQUIRED,
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
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 24 }}
            message="Forget your password?"
            description="Log out, then use Forgot password on the login page to receive a verification code by e-mail."
          />
          <Flex gap={8} justify="end">
            <Button onClick={() => navigate(ROUTE_PATHS.settingsAccount)}>Cancel</Button>
            <Button type="primary" htmlType="submit" loading={change.isPending}>
              Save
            </Button>
          </Flex>
        </Form>
      </Card>
    </Flex>
  );
}
