import {
  ACCOUNTING_MESSAGES as M,
  QUICKBOOKS_LINK_REDIRECT_PATH,
  type QuickbooksLoginAnswer,
} from '@dialysis/domain';
import { App, Button, Flex, Spin, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { request } from '../../api/graphql.ts';
import { Result } from '../../components/result.tsx';
import { CONNECT_CENTRE_KEY, LOGIN_QUICKBOOKS, redirectAddress } from '../../shared/accounting/api.ts';
import { takePendingCheckout } from '../../shared/accounting/pending-checkout.ts';
import { pathOf } from '../../shared/routes.ts';

/**
 * The accounting redirect (spec 000 section 4, spec 002): where QuickBooks sends the browser back, with code,
 * state and realmId in the query string. On /redirect/quickbooks/link (the refresh-token mode: a connection
 * window opened by Refresh authentication or Create Invoice) it sends loginQuickbooks and closes its window.
 * On /redirect/quickbooks it resumes the stored check-out: back to the check-out page with its state plus the
 * query string, or 'Invalid checkout request' and the dashboard.
 */
export function QuickbooksRedirectPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);
  const linkMode = location.pathname === QUICKBOOKS_LINK_REDIRECT_PATH;

  useEffect(() => {
    if (started.current) return; // once, also under StrictMode's double effect
    started.current = true;
    if (!linkMode) {
      const pending = takePendingCheckout(window.sessionStorage);
      if (!pending) {
        void message.error(M.invalidCheckoutRequest);
        navigate(pathOf('dashboard'), { replace: true });
        return;
      }
      navigate(`${pending.path}${location.search}`, { state: pending.state, replace: true });
      return;
    }
    const clinicID = Number(window.localStorage.getItem(CONNECT_CENTRE_KEY));
    window.localStorage.removeItem(CONNECT_CENTRE_KEY);
    request(LOGIN_QUICKBOOKS, {
      quickbookURL: location.search,
      redirectURL: redirectAddress(location.pathname),
      clinicID: Number.isInteger(clinicID) && clinicID > 0 ? clinicID : null,
    })
      .then((data) => {
        const answer = JSON.parse(data.loginQuickbooks) as QuickbooksLoginAnswer;
        if (!answer.success) throw new Error('not connected');
        window.close();
        // A window the app did not open cannot close itself: go on to the dashboard instead.
        navigate(pathOf('dashboard'), { replace: true });
      })
      .catch(() => {
        void message.error(M.connectFailed);
        setFailed(true);
      });
  }, [linkMode, location.pathname, location.search, message, navigate]);

  if (failed) {
    return (
      <Result
        status="error"
        title={M.connectFailed}
        extra={
          <Button type="primary" onClick={() => window.close()}>
            Close
          </Button>
        }
      />
    );
  }
  return (
    <Flex vertical align="center" justify="center" gap={16} style={{ minHeight: '60vh' }}>
      <Spin size="large" />
      <Typography.Text>{M.redirecting}</Typography.Text>
    </Flex>
  );
}
