import { loadAntdStyles } from '../components/antd-styles.ts';

/**
 * A toast that outlives the page that raised it ('Log out successfully' and 'Token has expired' show on the
 * login page they lead to; a failed sign-in shows on the login page, which loads no antd). antd's message
 * is loaded on the first toast, not with the login page (docs/performance.md, Web loading).
 */
export function toast(kind: 'success' | 'error', text: string): void {
  void Promise.all([import('./toast-host.tsx'), loadAntdStyles()]).then(([{ showToast }]) =>
    showToast(kind, text),
  );
}
