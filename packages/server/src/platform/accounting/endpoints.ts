import type { QuickbooksConfig } from '../../config.ts';
import { SANDBOX_PATH } from './sandbox.ts';

/**
 * The base URLs of a QuickBooks: where the browser authorises, where the server exchanges and refreshes tokens,
 * the Accounting API, and the web app an invoice link opens. Configuration, so that the same client talks to
 * Intuit's production, Intuit's developer sandbox or the app's own local sandbox.
 */
export interface QuickbooksEndpoints {
  authorize: string;
  token: string;
  /** Where Disconnect revokes a connection's tokens (Intuit's is on developer.api.intuit.com, issue 30 item 4). */
  revoke: string;
  api: string;
  app: string;
}

const INTUIT = {
  authorize: 'https://appcenter.intuit.com/connect/oauth2',
  token: 'https://oauth.platform.intuit.com/oauth2/v1/tokens/bearer',
  revoke: 'https://developer.api.intuit.com/v2/oauth2/tokens/revoke',
};
const INTUIT_API = {
  sandbox: 'https://sandbox-quickbooks.api.intuit.com',
  production: 'https://quickbooks.api.intuit.com',
};
const INTUIT_APP = {
  sandbox: 'https://app.sandbox.qbo.intuit.com',
  production: 'https://app.qbo.intuit.com',
};

/**
 * The endpoints for the configuration. The local sandbox is served by this very app: the browser reaches it
 * on the app's own origin (relative addresses), the server on its listening address, known only once it
 * listens (hence a function).
 */
export function quickbooksEndpoints(
  config: QuickbooksConfig,
  localOrigin: () => string | null,
): () => QuickbooksEndpoints {
  return () => {
    let base: QuickbooksEndpoints;
    if (config.environment === 'local') {
      const origin = localOrigin();
      if (!origin) throw new Error('the local QuickBooks sandbox is not listening yet');
      base = {
        authorize: `${SANDBOX_PATH}/connect/oauth2`,
        token: `${origin}${SANDBOX_PATH}/oauth2/v1/tokens/bearer`,
        revoke: `${origin}${SANDBOX_PATH}/v2/oauth2/tokens/revoke`,
        api: `${origin}${SANDBOX_PATH}`,
        app: SANDBOX_PATH,
      };
    } else {
      base = {
        ...INTUIT,
        api: INTUIT_API[config.environment],
        app: INTUIT_APP[config.environment],
      };
    }
    return {
      authorize: config.authorizeUrl ?? base.authorize,
      token: config.tokenUrl ?? base.token,
      revoke: config.revokeUrl ?? base.revoke,
      api: config.apiUrl ?? base.api,
      app: config.appUrl ?? base.app,
    };
  };
}
