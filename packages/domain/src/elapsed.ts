/**
 * How long ago a calendar day was, as staff read it on a patient's summary: '3 years 2 months', '5 months',
 * '12 days'. Whole months are counted the calendar's way (from 31 Jan, one month is reached on 28/29 Feb's
 * last day, not 3 Mar). Days are YYYY-MM-DD; a day after `today` or a missing one gives ''.
 */
export function elapsedText(from: string | null | undefined, today: string): string {
  const months = wholeMonths(from, today);
  if (months === null) return '';
  const years = Math.floor(months / 12);
  const rest = months % 12;
  if (months === 0) {
    const days = Math.round((Date.parse(today) - Date.parse(from as string)) / 86_400_000);
    return plural(days, 'day');
  }
  return [years ? plural(years, 'year') : '', rest ? plural(rest, 'month') : ''].filter(Boolean).join(' ');
}

/** Age in whole years on `today` (a birth date YYYY-MM-DD), or null. */
export function ageOn(birth: string | null | undefined, today: string): number | null {
  const months = wholeMonths(birth, today);
  return months === null ? null : Math.floor(months / 12);
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function wholeMonths(from: string | null | undefined, today: string): number | null {
  const a = from ? DAY.exec(from) : null;
  const b = DAY.exec(today);
  if (!a || !b || !from || from > today) return null;
  const [fy, fm, fd] = [Number(a[1]), Number(a[2]), Number(a[3])];
  const [ty, tm, td] = [Number(b[1]), Number(b[2]), Number(b[3])];
  let months = (ty - fy) * 12 + (tm - fm);
  const lastOfMonth = new Date(Date.UTC(ty, tm, 0)).getUTCDate();
  if (td < fd && td < lastOfMonth) months -= 1;
  return months;
}

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
