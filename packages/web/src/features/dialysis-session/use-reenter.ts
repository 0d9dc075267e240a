import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { QueuedWrite } from '../../shared/offline/outbox-store.ts';
import type { SessionOutbox } from '../../shared/offline/use-session-outbox.ts';
import { routePath } from '../../shared/routes.ts';

/** The navigation state of a check-in re-entered from its problem: the kept check-in to take the place of. */
export interface ReenterCheckIn {
  reenterCheckIn: string;
}

export function reenterCheckInOf(state: unknown): string | null {
  const key = (state as Partial<ReenterCheckIn> | null)?.reenterCheckIn;
  return typeof key === 'string' ? key : null;
}

/**
 * Re-enter of a write the server refused (issue 31 item 3): a reading's values go back into the page's reading
 * form (the item leaves the list; the nurse submits it again); a check-in's go back to its check-in form, where
 * it is sent again in the refused one's place, so what was entered after it follows it.
 */
export function useReenter(patientID: number, outbox: SessionOutbox) {
  const navigate = useNavigate();
  const [reentered, setReentered] = useState<{ values: Record<string, unknown> } | null>(null);
  const reenter = (write: QueuedWrite) => {
    if (write.kind === 'checkin' && write.appointmentID) {
      const state: ReenterCheckIn = { reenterCheckIn: write.key };
      navigate(routePath('patientDialysisCheckIn', { id: patientID, appointmentId: write.appointmentID }), {
        state,
      });
      return;
    }
    setReentered({ values: write.formValues ?? {} });
    void outbox.discard(write.key);
  };
  return { reentered, reenter };
}
