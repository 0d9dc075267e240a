import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { isValidEmail, MESSAGES } from '@dialysis/domain';
import { Button, Checkbox, Flex, Form, Input } from 'antd';
import { Link } from 'react-router';
import { isRegistered, ROUTE_PATHS } from '../../shared/routes.ts';

export interface LoginValues {
  email: string;
  password: string;
  stayLoggedIn: boolean;
}

/** Email, password, Stay logged in, Forgot password (once that screen exists) and Log In. */
export function LoginForm({
  initialStay,
  submitting,
  onSubmit,
}: {
  initialStay: boolean;
  submitting: boolean;
  onSubmit: (values: LoginValues) => void;
}) {
  return (
    <Form<LoginValues>
      layout="vertical"
      requiredMark={false}
      initialValues={{ stayLoggedIn: initialStay }}
      onFinish={(values) => onSubmit({ ...values, email: values.email.trim() })}
      name="login"
    >
      <Form.Item
        label="Email"
        name="email"
        rules={[
          { required: true, message: MESSAGES.required },
          {
            validator: (_, value: string | undefined) =>
              !value || isValidEmail(value)
                ? Promise.resolve()
                : Promise.reject(new Error(MESSAGES.invalidEmail)),
          },
        ]}
      >
        <Input prefix={<MailOutlined />} autoComplete="username" inputMode="email" autoFocus />
      </Form.Item>
      <Form.Item label="Password" name="password" rules={[{ required: true, message: MESSAGES.required }]}>
        <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
      </Form.Item>
      <Flex justify="space-between" align="center" style={{ marginBottom: 24 }}>
        <Form.Item name="stayLoggedIn" valuePropName="checked" noStyle>
          <Checkbox>Stay logged in</Checkbox>
        </Form.Item>
        {isRegistered('forgotPassword') && <Link to={ROUTE_PATHS.forgotPassword}>Forgot password</Link>}
      </Flex>
      <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
        Log In
      </Button>
    </Form>
  );
}
