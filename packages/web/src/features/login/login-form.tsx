import { EyeInvisibleOutlined, EyeOutlined, LockOutlined, MailOutlined } from '@ant-design/icons';
import { isValidEmail, MESSAGES } from '@dialysis/domain';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { isRegistered, ROUTE_PATHS } from '../../shared/routes.ts';

export interface LoginValues {
  email: string;
  password: string;
  stayLoggedIn: boolean;
}

type Field = 'email' | 'password';

const RULES: Record<Field, (value: string) => string | null> = {
  email: (value) => (!value ? MESSAGES.required : isValidEmail(value) ? null : MESSAGES.invalidEmail),
  password: (value) => (value ? null : MESSAGES.required),
};

/**
 * Email, password, Stay logged in, Forgot password (once that screen exists) and Log In. Plain elements
 * styled like antd's form (styles.css, `.plain-*`): the login page loads no antd, so it shows fast on a
 * slow tablet (docs/performance.md, Web loading). Validates as antd's Form did: a field once edited, and
 * every field on submit.
 */
export function LoginForm({
  initialStay,
  submitting,
  onSubmit,
}: {
  initialStay: boolean;
  submitting: boolean;
  onSubmit: (values: LoginValues) => void;
}) {
  const [values, setValues] = useState({ email: '', password: '' });
  const [stayLoggedIn, setStay] = useState(initialStay);
  const [errors, setErrors] = useState<Partial<Record<Field, string | null>>>({});
  const [showPassword, setShowPassword] = useState(false);

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: RULES[field](value) }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = { email: RULES.email(values.email), password: RULES.password(values.password) };
    setErrors(found);
    if (found.email || found.password) return;
    onSubmit({ email: values.email.trim(), password: values.password, stayLoggedIn });
  };

  return (
    <form className="plain-form" id="login" onSubmit={submit} noValidate>
      <PlainField id="login_email" label="Email" error={errors.email}>
        <span className={`plain-input${errors.email ? ' plain-input-error' : ''}`}>
          <MailOutlined className="plain-input-prefix" />
          <input
            id="login_email"
            type="text"
            value={values.email}
            onChange={(event) => change('email', event.target.value)}
            autoComplete="username"
            inputMode="email"
            // biome-ignore lint/a11y/noAutofocus: the login page's one task; antd's form focused it too
            autoFocus
            aria-invalid={Boolean(errors.email)}
            aria-describedby={errors.email ? 'login_email_help' : undefined}
          />
        </span>
      </PlainField>
      <PlainField id="login_password" label="Password" error={errors.password}>
        <span className={`plain-input${errors.password ? ' plain-input-error' : ''}`}>
          <LockOutlined className="plain-input-prefix" />
          <input
            id="login_password"
            type={showPassword ? 'text' : 'password'}
            value={values.password}
            onChange={(event) => change('password', event.target.value)}
            autoComplete="current-password"
            aria-invalid={Boolean(errors.password)}
            aria-describedby={errors.password ? 'login_password_help' : undefined}
          />
          <button
            type="button"
            className="plain-input-suffix"
            onClick={() => setShowPassword((shown) => !shown)}
            aria-label={showPassword ? 'Hide password' : 'Show password'}
          >
            {showPassword ? <EyeOutlined /> : <EyeInvisibleOutlined />}
          </button>
        </span>
      </PlainField>
      <div className="plain-row">
        <label className="plain-checkbox" htmlFor="login_stayLoggedIn">
          <input
            id="login_stayLoggedIn"
            type="checkbox"
            checked={stayLoggedIn}
            onChange={(event) => setStay(event.target.checked)}
          />
          <span>Stay logged in</span>
        </label>
        {isRegistered('forgotPassword') && (
          <Link className="plain-link" to={ROUTE_PATHS.forgotPassword}>
            Forgot password
          </Link>
        )}
      </div>
      <button
        type="submit"
        className={`plain-button plain-button-primary plain-button-large plain-button-block${submitting ? ' plain-button-loading' : ''}`}
        aria-busy={submitting}
      >
        {submitting && <span className="plain-button-spinner" aria-hidden="true" />}
        <span>Log In</span>
      </button>
    </form>
  );
}

function PlainField({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error: string | null | undefined;
  children: ReactNode;
}) {
  return (
    <div className={`plain-field${error ? ' plain-field-has-error' : ''}`}>
      <label className="plain-label" htmlFor={id}>
        {label}
      </label>
      {children}
      <div className="plain-field-help" id={`${id}_help`}>
        {error && <div role="alert">{error}</div>}
      </div>
    </div>
  );
}
