import type { HookAPI } from 'antd/es/modal/useModal';
import { confirmThen } from '../../components/confirm.ts';
import { showDay } from '../../lib/clock.ts';

/** What the confirmation of Create Invoice says under 'Are you sure?': whose session, which day, where. */
export function createInvoiceQuestion(patientName: string, date: string): string {
  return `Create the QuickBooks invoice for ${patientName}'s session of ${showDay(date)}.`;
}

/**
 * Create Invoice asks first, as every save does (spec 000 section 5: 'Are you sure?', Yes/No; issue 27 item 7):
 * an invoice is a bill sent to the patient's funder, not undone by a click. `create` runs within the Yes click,
 * so the tab it opens for the invoice is not a blocked popup.
 */
export function confirmCreateInvoice(
  modal: HookAPI,
  session: { patientName: string; date: string },
  create: () => Promise<unknown>,
): void {
  confirmThen(modal, create, { content: createInvoiceQuestion(session.patientName, session.date) });
}
