import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense, useRef, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { errorText } from '../../api/errors.ts';
import { request } from '../../api/graphql.ts';
import { loadAntdStyles } from '../../components/antd-styles.ts';
import { Logo } from '../../components/logo.tsx';
import { PlainSpin } from '../../components/plain-spin.tsx';
import { usePageTitle } from '../../components/use-page-title.ts';
import { type OriginState, originOf, originOrHome } from '../../shared/location-state.ts';
import { ROUTE_PATHS } from '../../shared/routes.ts';
import { useAuth } from '../../shared/session/auth-context.tsx';
import type { SignInResult } from '../../shared/session/documents.ts';
import { COMPLETE_NEW_PASSWORD, SIGN_IN } from '../../shared/session/documents.ts';
import { toast } from '../../shared/toast.ts';
import { LoginForm, type LoginValues } from './login-form.tsx';
import { NOT_AUTHORISED, SIGN_IN_FAILED, signInOutcome } from './sign-in-result.ts';

// The new-password challenge (a first sign-in) is antd's form, loaded with antd's stylesheet when the challenge
// comes.
const NewPasswordForm = lazy(() =>
  Promise.all([import('./new-password-card.tsx'), loadAntdStyles()]).then(([m]) => m),
);

/**
 * Login (spec 000 section 2). Once signed in, the redirect below takes over. Drawn without antd (the card,
 * the title and the form are plain elements styled like antd's, styles.css): the first page every visitor
 * loads stays small (docs/performance.md, Web loading).
 */
export function LoginPage() {
  const auth = useAuth();
  const location = useLocation();
  const titleRef = useRef<HTMLHeadingElement>(null);
  usePageTitle('Login', titleRef);
  // Kept between the two forms: completeNewPassword needs the password the user just typed.
  const [challenge, setChallenge] = useState<LoginValues | null>(null);

  const finish = (result: SignInResult, values: LoginValues) => {
    const outcome = signInOutcome(result);
    if (outcome.kind === 'new-password') setChallenge(values);
    else if (outcome.kind === 'signed-in') auth.signedIn(outcome.user, values.stayLoggedIn);
    else toast('error', NOT_AUTHORISED);
  };
  const onError = (error: unknown) => toast('error', errorText(error, SIGN_IN_FAILED));

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
      <div className="centred-card plain-card">
        <div className="plain-card-head">
          <Logo showName={false} />
          <h1 ref={titleRef} tabIndex={-1} className="plain-title">
            Login
          </h1>
        </div>
        {challenge ? (
          <Suspense fallback={<PlainSpin />}>
            <NewPasswordForm
              email={challenge.email}
              temporaryPassword={challenge.password}
              submitting={completeNewPassword.isPending}
              onSubmit={({ newPassword }) => completeNewPassword.mutate({ ...challenge, newPassword })}
              onCancel={() => setChallenge(null)}
            />
          </Suspense>
        ) : (
          <LoginForm initialStay={auth.stayLoggedIn} submitting={signIn.isPending} onSubmit={signIn.mutate} />
        )}
      </div>
    </main>
  );
}
