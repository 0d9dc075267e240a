import { readingCountdown } from '@dialysis/domain';

/** A card as the bell sees it: a running session's start and last reading. */
export interface BellCard {
  id: number;
  startTime: Date | null;
  endTime: Date | null;
  lastReadingTime: Date | null;
}

/** Per card id: was it overdue for a reading at the last tick. */
export type OverdueMap = ReadonlyMap<number, boolean>;

export function isOverdue(card: BellCard, now: Date): boolean {
  if (!card.startTime || card.endTime) return false;
  return (
    readingCountdown({ startTime: card.startTime, lastReadingTime: card.lastReadingTime, now }).state ===
    'overdue'
  );
}

/**
 * One tick of the reading bell. A card rings when it was seen not overdue at the previous tick and is overdue
 * now. Cards seen for the first time (the first load, a card that arrives live, another day chosen) never ring,
 * even when already overdue: the bell announces a change while the dashboard is watched, not the backlog.
 * A card that gets its reading (no longer overdue) and later falls due again rings again.
 */
export function bellTick(
  previous: OverdueMap | null,
  cards: readonly BellCard[],
  now: Date,
): { overdue: Map<number, boolean>; rang: number[] } {
  const overdue = new Map<number, boolean>();
  const rang: number[] = [];
  for (const card of cards) {
    const late = isOverdue(card, now);
    overdue.set(card.id, late);
    if (late && previous?.get(card.id) === false) rang.push(card.id);
  }
  return { overdue, rang };
}

export const BELL_MUTED_KEY = 'dialysis.bellMuted';

export function readBellMuted(storage: Pick<Storage, 'getItem'> | undefined): boolean {
  try {
    return storage?.getItem(BELL_MUTED_KEY) === '1';
  } catch {
    return false;
  }
}

export function writeBellMuted(storage: Pick<Storage, 'setItem'> | undefined, muted: boolean): void {
  try {
    storage?.setItem(BELL_MUTED_KEY, muted ? '1' : '0');
  } catch {
    // Private mode or a full store: the choice then lasts this page only.
  }
}
