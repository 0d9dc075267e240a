/** NRIC masked except its last 4 characters (spec 000 section 9). Short values are fully kept. */
export function maskNric(nric: string | null | undefined): string {
  if (!nric) return '';
  if (nric.length <= 4) return nric;
  return '*'.repeat(nric.length - 4) + nric.slice(-4);
}

/** A duration in whole minutes as people read it on a card: "1h 05m", "12m", "0m". */
export function formatMinutes(totalMinutes: number): string {
  const minutes = Math.max(0, Math.floor(totalMinutes));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest}m`;
  return `${hours}h ${String(rest).padStart(2, '0')}m`;
}
