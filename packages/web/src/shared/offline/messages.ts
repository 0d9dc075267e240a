/** The words of the offline queue and copies (issue 31; no spec text exists for them). */
export const OFFLINE_MESSAGES = {
  readingKept:
    'No connection: the reading is kept on this tablet and will be sent when the connection returns.',
  checkInKept:
    'No connection: the check-in is kept on this tablet and will be sent when the connection returns.',
  checkoutKept:
    'No connection: the check-out is kept on this tablet and will be sent when the connection returns.',
  waiting: 'Waiting to send',
  /** What was entered on a provisional session whose check-in the server refused. */
  checkInNotSaved: (reason: string) => `Its check-in was not saved: ${reason}`,
  /** The intra page of a check-in kept on this tablet, not sent yet. */
  provisional: 'Checked in on this tablet only: not sent yet',
  provisionalDetail:
    'The check-in is waiting to send. Readings entered here are kept with it and sent after it, to the session it makes. Until then other screens do not show this session.',
  provisionalCheckOut: 'Check out once the check-in has been sent.',
  /** A refused provisional session: the way to the patient's session of today (the one that stands). */
  openSession: "Open the Patient's Session",
  notSaved: 'Not saved',
  copied: 'Copied.',
  offlineCopy: (at: string) =>
    `Offline: showing what this tablet last loaded (${at}). New readings are kept here and sent when the connection returns.`,
  liveBehind: 'Live updates paused: reconnecting. What is shown may be behind.',
} as const;

/** The lines Copy puts on the clipboard: 'SBP: 130', one a line. */
export function copyText(shown: readonly [string, string][], reason?: string): string {
  const lines = shown.map(([label, value]) => `${label}: ${value}`);
  return reason ? [`Not saved: ${reason}`, ...lines].join('\n') : lines.join('\n');
}
