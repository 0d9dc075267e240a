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
