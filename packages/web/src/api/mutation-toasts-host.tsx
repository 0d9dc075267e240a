import { App } from 'antd';
import { useEffect } from 'react';
import { setToaster } from './mutation-toasts.ts';

/** Mount once inside antd's <App>: mutation toasts use its message API. */
export function MutationToasts() {
  const { message } = App.useApp();
  useEffect(() => setToaster(message), [message]);
  return null;
}
