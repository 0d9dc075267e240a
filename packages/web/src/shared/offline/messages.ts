/** The words of the offline queue and copies (issue 31; no spec text exists for them). */
export const OFFLINE_MESSAGES = {
  readingKept:
    'No connection: the reading is kept on this tablet and will be sent when the connection returns.',
  checkoutKept:
    'No connection: the check-out is kept on this tablet and will be sent when the connection returns.',
  waiting: 'Waiting to send',
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
