import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { themeFor } from '../theme.ts';

/** The app's antd theme (theme.ts), without motion when the user asks for reduced motion. */
export const appTheme = themeFor(window.matchMedia('(prefers-reduced-motion: reduce)').matches);

/** antd components with the app's theme, where no shell provides it (the login page's new-password form). */
export function Themed({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={appTheme}>{children}</ConfigProvider>;
}
