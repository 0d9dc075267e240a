import { useMutation } from '@tanstack/react-query';
import { App, Card, Flex } from 'antd';
import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { errorText } from '../../api/errors.ts';
import { request } from '../../api/graphql.ts';
import { Logo } from '../../components/logo.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { type OriginState, originOf, originOrHome } from '../../shared/location-state.ts';
import { ROUTE_PATHS } from '../../shared/routes.ts';
import { useAuth } from '../../shared/session/auth-context.tsx';
import type { SignInResult } from '../../shared/session/documents.ts';
import { COMPLETE_NEW_PASSWORD, SIGN_IN } from '../../shared/session/documents.ts';
import { LoginForm, type LoginValues } from './login-form.tsx';
import { NewPasswordForm } from './new-password-form.tsx';
import { NOT_AUTHORISED, SIGN_IN_FAILED, signInOutcome } from './sign-in-result.ts';

/** Login (spec 000 section 2). Once signed in, the redirect below takes over. */
export function LoginPage() {
  const auth = useAuth();
  const location = useLocation();
  const { message } = App.useApp();
  // Kept between the two forms: completeNewPassword needs the password the user just typed.
  const [challenge, setChallenge] = useState<LoginValues | null>(null);

  const finish = (result: SignInResult, values: LoginValues) => {
    const outcome = signInOutcome(result);
    if (outcome.kind === 'new-password') setChallenge(values);
    else if (outcome.kind === 'signed-in') auth.signedIn(outcome.user, values.stayLoggedIn);
    else message.error(NOT_AUTHORISED);
  };
  // A block body on purpose: message.error returns a thenable that TanStack would wait for, keeping the
  // Log In button busy until the toast closes.
  const onError = (error: unknown) => {
    message.error(errorText(error, SIGN_IN_FAILED));
  };

  const signIn = useMutation({
    mutationFn: (values: LoginValues) => request(SIGN_IN, values).then((data) => data.signIn),
    onSuccess: finish,
    onError,
  });
  const completeNewPassword = useMutation({
    mutationFn: (vars: LoginValues & { newPassword: string }) =>
      request(COMPLETE_NEW_PASSWORD, vars).then((data) => data.completeNewPassword),
    onSuccess: (result, vars) => finish(result, vars),
    onError,
  });

  if (auth.user) {
    if (auth.centreId !== null) return <Navigate to={originOrHome(location.state)} replace />;
    const state: OriginState = { from: originOf(location.state) };
    return <Navigate to={ROUTE_PATHS.settingsCentreSelection} replace state={state} />;
  }

  return (
    <main className="centred-page">
      <Card className="centred-card" variant="borderless" style={{ boxShadow: '0 8px 24px rgb(0 0 0 / 8%)' }}>
        <Flex vertical align="center" gap={8} style={{ marginBottom: 16 }}>
          <Logo showName={false} />
          <PageTitle size={3}>Login</PageTitle>
        </Flex>
        {challenge ? (
          <NewPasswordForm
            email={challenge.email}
            temporaryPassword={challenge.password}
            submitting={completeNewPassword.isPending}
            onSubmit={({ newPassword }) => completeNewPassword.mutate({ ...challenge, newPassword })}
            onCancel={() => setChallenge(null)}
          />
        ) : (
          <LoginForm initialStay={auth.stayLoggedIn} submitting={signIn.isPending} onSubmit={signIn.mutate} />
        )}
      </Card>
    </main>
  );
}
