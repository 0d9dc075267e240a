import { formatMinutes, type ReadingCountdown } from '@dialysis/domain';

/**
 * The reading countdown's words. A module of its own, not in dashboard-model.ts: the session pages show the
 * countdown too, and a module shared with them goes whole into their JavaScript (Rolldown splits by module, not
 * by export), so the dashboard's model came with it (docs/performance.md, Issue 32 item 4).
 */
export function countdownText(countdown: ReadingCountdown): string {
  return countdown.state === 'due-in'
    ? `Next Reading in ${formatMinutes(countdown.minutes)}`
    : `Scheduled Reading ${formatMinutes(countdown.minutes)} ago`;
}
