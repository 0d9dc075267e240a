import { ACCOUNTING_MESSAGES as M, QUICKBOOKS_LINK_REDIRECT_PATH } from '@dialysis/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useCallback, useEffect, useRef } from 'react';
import { authorizeURL } from '../../shared/accounting/api.ts';
import { unlinkedInvoiceKeys } from './keys.ts';

/**
 * Refresh authentication: a window opened synchronously on the click (a window opened after an await is a
 * popup the browser blocks), then sent to the provider's connection page for the centre (its client id is the
 * server's to use). The redirect page (/redirect/quickbooks/link) finishes the connection and closes the
 * window; the status reloads when it is closed (checked every second) and whenever this page regains focus.
 */
export function useRefreshAuthentication() {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);
  const { mutateAsync, isPending, variables } = useMutation({
    mutationFn: (clinicID: number) => authorizeURL(clinicID, QUICKBOOKS_LINK_REDIRECT_PATH),
    meta: { failed: M.connectFailed },
  });

  const reload = useCallback(
    () => queryClient.invalidateQueries({ queryKey: unlinkedInvoiceKeys.status() }),
    [queryClient],
  );

  useEffect(() => {
    window.addEventListener('focus', reload);
    return () => {
      window.removeEventListener('focus', reload);
      clearInterval(timer.current);
    };
  }, [reload]);

  const refresh = useCallback(
    async (clinicID: number) => {
      const win = window.open('about:blank', '_blank');
      if (!win) {
        void message.error(M.connectFailed);
        return;
      }
      let url: string;
      try {
        url = await mutateAsync(clinicID);
      } catch {
        win.close(); // the failure is told by the mutation's meta
        return;
      }
      win.location.href = url;
      clearInterval(timer.current);
      timer.current = setInterval(() => {
        if (!win.closed) return;
        clearInterval(timer.current);
        void reload();
      }, 1000);
    },
    [message, mutateAsync, reload],
  );

  return { refresh, connecting: isPending ? variables : undefined };
}
