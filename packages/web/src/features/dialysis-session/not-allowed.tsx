import { notAllowedReason } from '@dialysis/domain';
import { Alert } from 'antd';
import { useAuth } from '../../shared/session/auth-context.tsx';

/**
 * In place of what the user's login type may not do on a session page (a Doctor: readings, check-out, the
 * session's data), and why, in the shared policy's words (issue 27 item 6).
 */
export function NotAllowed({ what }: { what: string }) {
  const { user } = useAuth();
  if (!user) return null;
  return <Alert type="info" showIcon title={`${what}: ${notAllowedReason(user.group)}`} />;
}
