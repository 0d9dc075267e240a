import { App as AntApp, ConfigProvider } from 'antd';
import enGB from 'antd/locale/en_GB';
import type { ReactNode } from 'react';
import { MutationToasts } from '../api/mutation-toasts-host.tsx';
import { appTheme } from '../components/themed.tsx';
import { RootLayout } from './root-layout.tsx';
import { RouteError } from './route-error.tsx';

function Antd({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={appTheme} locale={enGB}>
      <AntApp>{children}</AntApp>
    </ConfigProvider>
  );
}

/**
 * Every page but login: antd's theme, locale and App (message, modal), the mutation toasts, and the page
 * frame with its header. A chunk of its own, so the login page loads none of it (docs/performance.md).
 */
export function AntdShell() {
  return (
    <Antd>
      <MutationToasts />
      <RootLayout />
    </Antd>
  );
}

/** A page that failed to render or load, inside the shell: the themed RouteError. */
export function ShellRouteError() {
  return (
    <Antd>
      <RouteError />
    </Antd>
  );
}
