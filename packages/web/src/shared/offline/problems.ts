import { OFFLINE_MESSAGES } from './messages.ts';
import type { QueuedWrite } from './outbox-store.ts';

/**
 * Why a write cannot be sent, shown as its problem: the server's refusal, or, for what was entered after a check-in
 * kept here that the server refused, that refusal (there is no session to send it to).
 */
export function problemOf(
  write: Pick<QueuedWrite, 'kind' | 'status' | 'problem' | 'dialysisID' | 'sessionKey'>,
  writes: readonly Pick<QueuedWrite, 'kind' | 'status' | 'problem' | 'sessionKey'>[],
): string | null {
  if (write.status === 'problem') return write.problem?.message ?? '';
  if (write.kind === 'checkin' || write.dialysisID !== undefined || !write.sessionKey) return null;
  const checkIn = writes.find(
    (w) => w.kind === 'checkin' && w.sessionKey === write.sessionKey && w.status === 'problem',
  );
  return checkIn ? OFFLINE_MESSAGES.checkInNotSaved(checkIn.problem?.message ?? '') : null;
}
