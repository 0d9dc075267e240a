import { READING_INTERVAL_MINUTES } from '../constants.ts';

export type ReadingCountdown =
  | { state: 'due-in'; minutes: number; dueAt: Date }
  | { state: 'overdue'; minutes: number; dueAt: Date };

/**
 * The next reading is due 30 minutes after the last interval reading, or after the start time when
 * there is none yet. Before that moment the card says 'Next Reading in ...'; from it on, in red,
 * 'Scheduled Reading ... ago'.
 */
export function readingCountdown(input: {
  startTime: Date;
  lastReadingTime?: Date | null;
  now: Date;
}): ReadingCountdown {
  const from = input.lastReadingTime ?? input.startTime;
  const dueAt = new Date(from.getTime() + READING_INTERVAL_MINUTES * 60_000);
  const diffMinutes = (dueAt.getTime() - input.now.getTime()) / 60_000;
  if (diffMinutes > 0) return { state: 'due-in', minutes: Math.ceil(diffMinutes), dueAt };
  return { state: 'overdue', minutes: Math.floor(-diffMinutes), dueAt };
}
