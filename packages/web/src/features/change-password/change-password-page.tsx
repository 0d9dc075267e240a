import { LockOutlined } from '@ant-design/icons';
import { MANAGE_MESSAGES, MESSAGES } from '@dialysis/domain';
import { Alert, Button, Card, Flex, Form, Input } from 'antd';
import { useNavigate } from 'react-router';
import { request } from '../../api/graphql.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { useConfirmedMutation } from '../../components/use-confirmed-mutation.ts';
import { newPasswordRule } from '../../lib/password-rule.ts';
import { ROUTE_PATHS } from '../../shared/routes.ts';
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
  const [form] = Form.useForm<ChangeValues>();
  const change = useConfirmedMutation({
    mutationFn: (values: ChangeValues) =>
      request(CHANGE_MY_PASSWORD, {
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
      }),
    meta: { done: PASSWORD_UPDATED, failed: CHANGE_FAILED },
  });

  return (
    <Flex vertical gap={16}>
      <PageTitle>Manage Password - Change Password</PageTitle>
      <Card style={{ maxWidth: 560 }}>
        <Form<ChangeValues>
          form={form}
          name="change-password"
          layout="vertical"
          requiredMark={false}
          onFinish={(values) => change(values, () => navigate(ROUTE_PATHS.settingsAccount))}
        >
          <Form.Item
            label="Current"
            name="currentPassword"
            rules={[{ required: true, message: MESSAGES.required }]}
          >
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" autoFocus />
          </Form.Item>
          <Form.Item
            label="New"
            name="newPassword"
            dependencies={['currentPassword']}
            hasFeedback
            rules={[
              REQUIRED,
              ({ getFieldValue }) => newPasswordRule(undefined, getFieldValue('currentPassword')),
            ]}
          >
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
            <Button type="primary" htmlType="submit">
              Save
            </Button>
          </Flex>
        </Form>
      </Card>
    </Flex>
  );
}
