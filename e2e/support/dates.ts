const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 2026-12-05 -> 05 Dec 2026: how the app shows a date (the header's DD MMM YYYY). */
export function shownDate(iso: string): string {
  return `${iso.slice(8, 10)} ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`;
}

/** An ISO date in visible text is a defect: every date a user reads is DD MMM YYYY. */
export const ISO_DATE = /\d{4}-\d{2}-\d{2}/;

/** Every DD MMM YYYY date in a text, as YYYY-MM-DD. */
export function shownDatesIn(text: string): string[] {
  return [...text.matchAll(/(\d{2}) ([A-Z][a-z]{2}) (\d{4})/g)].map(
    ([, dd, mmm, yyyy]) => `${yyyy}-${String(MONTHS.indexOf(mmm ?? '') + 1).padStart(2, '0')}-${dd}`,
  );
}

/** An instant as the app prints it, 'DD MMM YYYY HH:mm', on a centre's clock (computed here, not by the app). */
export function shownDateTime(instant: Date, timeZone = 'Asia/Singapore'): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${shownDate(`${get('year')}-${get('month')}-${get('day')}`)} ${get('hour')}:${get('minute')}`;
}
