import { LockOutlined, MailOutlined, SafetyOutlined } from '@ant-design/icons';
import { isValidEmail, MANAGE_MESSAGES, MESSAGES } from '@dialysis/domain';
import { useIsMutating, useMutation } from '@tanstack/react-query';
import { Button, Card, Flex, Form, Input } from 'antd';
import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { request } from '../../api/graphql.ts';
import { doneText } from '../../api/mutation-toasts.ts';
import { Logo } from '../../components/logo.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { useConfirmedMutation } from '../../components/use-confirmed-mutation.ts';
import { newPasswordRule } from '../../lib/password-rule.ts';
import { ROUTE_PATHS } from '../../shared/routes.ts';
import { useAuth } from '../../shared/session/auth-context.tsx';
import { toast } from '../../shared/toast.ts';
import {
  codeSentText,
  FORGOT_PASSWORD,
  FORGOT_PASSWORD_SUBMIT,
  RESET_DONE,
  RESET_FAILED,
  SEND_FAILED,
} from './documents.ts';

interface ResetValues {
  email: string;
  code: string;
  newPassword: string;
  confirmPassword: string;
}

const RESET_KEY = ['forgotPassword', 'reset'] as const;
const REQUIRED = { required: true, message: MANAGE_MESSAGES.required };

/**
 * Forgot password (spec 002): step 1 asks for the e-mail and sends a verification code; step 2 takes the
 * code and a new password (confirmed with 'Are you sure?'); on success the user goes back to login. Public; a signed-in user has Change
 * Password instead and is sent home.
 */
export function ForgotPasswordPage() {
  const auth = useAuth();
  const navigate = useNavigate();
  const [email, setEmail] = useState<string | null>(null);

  const send = useMutation({
    mutationFn: (address: string) => request(FORGOT_PASSWORD, { email: address }),
    meta: { done: doneText((_data: unknown, address: string) => codeSentText(address)), failed: SEND_FAILED },
    onSuccess: (_data, address) => setEmail(address),
  });
  // Every save asks first (spec 002 section 4); a failure is told by the MutationCache. The success shows on the
  // login page it leads to, outside antd's shell (whose message host unmounts with this page): shared/toast.
  const reset = useConfirmedMutation({
    mutationKey: RESET_KEY,
    mutationFn: (values: ResetValues) =>
      request(FORGOT_PASSWORD_SUBMIT, {
        email: values.email,
        code: values.code.trim(),
        newPassword: values.newPassword,
      }),
    meta: { failed: RESET_FAILED },
  });
  const resetting = useIsMutating({ mutationKey: RESET_KEY }) > 0;

  if (auth.user) return <Navigate to={ROUTE_PATHS.dashboard} replace />;

  return (
    <main className="centred-page">
      <Card className="centred-card" variant="borderless" style={{ boxShadow: '0 8px 24px rgb(0 0 0 / 8%)' }}>
        <Flex vertical align="center" gap={8} style={{ marginBottom: 16 }}>
          <Logo showName={false} />
          <PageTitle size={3}>Forgot Password</PageTitle>
        </Flex>
        {email === null ? (
          <Form<{ email: string }>
            name="forgot-password"
            layout="vertical"
            requiredMark={false}
            onFinish={(values) => send.mutate(values.email.trim())}
          >
            <Form.Item
              label="Email"
              name="email"
              rules={[
                REQUIRED,
                {
                  validator: (_, value: string | undefined) =>
                    !value || isValidEmail(value)
                      ? Promise.resolve()
                      : Promise.reject(new Error(MANAGE_MESSAGES.invalidEmail)),
                },
              ]}
            >
              <Input prefix={<MailOutlined />} autoComplete="username" inputMode="email" autoFocus />
            </Form.Item>
            <Button type="primary" htmlType="submit" block size="large" loading={send.isPending}>
              Send Verifcation Code
            </Button>
          </Form>
        ) : (
          <Form<ResetValues>
            name="reset-password"
            layout="vertical"
            requiredMark={false}
            initialValues={{ email }}
            onFinish={(values) =>
              reset({ ...values, email }, () => {
                toast('success', RESET_DONE);
                navigate(ROUTE_PATHS.login, { replace: true });
              })
            }
          >
            <Form.Item label="Email" name="email">
              <Input prefix={<MailOutlined />} disabled />
            </Form.Item>
            <Form.Item label="Verification Code" name="code" rules={[REQUIRED]}>
              <Input
                prefix={<SafetyOutlined />}
                autoComplete="one-time-code"
                inputMode="numeric"
                maxLength={12}
                autoFocus
              />
            </Form.Item>
            <Form.Item
              label="New Password"
              name="newPassword"
              hasFeedback
              rules={[REQUIRED, newPasswordRule()]}
            >
              <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
            </Form.Item>
            <Form.Item
              label="Confirm New Password"
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
            <Button type="primary" htmlType="submit" block size="large" loading={resetting}>
              Reset Password
            </Button>
            <Button
              type="link"
              block
              style={{ marginTop: 8 }}
              loading={send.isPending}
              onClick={() => send.mutate(email)}
            >
              Send the code again
            </Button>
          </Form>
        )}
        <Flex justify="center" style={{ marginTop: 16 }}>
          <Link to={ROUTE_PATHS.login}>Back to Login</Link>
        </Flex>
      </Card>
    </main>
  );
}
