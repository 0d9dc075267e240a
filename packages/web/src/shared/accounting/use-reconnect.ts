import { ACCOUNTING_MESSAGES as M, QUICKBOOKS_LINK_REDIRECT_PATH } from '@dialysis/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useCallback } from 'react';
import { useCan } from '../session/use-can.ts';
import { authorizeURL } from './api.ts';
import type { Reconnect } from './invoice-feedback.ts';

/**
 * The Refresh beside the token message (issue 30 item 2), for the roles the policy lets connect
 * (`accounting:connect`); null for the others, whose message says who can. A connection window is opened on
 * the click (a window opened after an await is a popup the browser blocks), then sent to the provider's page
 * for the centre; the redirect page finishes the connection and closes it, and the app's data reloads then.
 */
export function useReconnect(clinicID: number | null | undefined): Reconnect {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const canConnect = useCan('accounting:connect');
  const refresh = useCallback(() => {
    if (!clinicID) return;
    const win = window.open('about:blank', '_blank');
    if (!win) {
      void message.error(M.connectFailed);
      return;
    }
    authorizeURL(clinicID, QUICKBOOKS_LINK_REDIRECT_PATH)
      .then((url) => {
        win.location.href = url;
        const timer = setInterval(() => {
          if (!win.closed) return;
          clearInterval(timer);
          void queryClient.invalidateQueries();
        }, 1000);
      })
      .catch(() => {
        win.close();
        void message.error(M.connectFailed);
      });
  }, [clinicID, message, queryClient]);
  return canConnect && clinicID ? refresh : null;
}
