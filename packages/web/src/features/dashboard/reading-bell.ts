import { isOverdue, type WatchedCard } from './dashboard-model.ts';

/** A card as the bell sees it: a running session's start and last reading. */
export type BellCard = Pick<WatchedCard, 'id' | 'startTime' | 'endTime' | 'lastReadingTime'>;

/** Per card id: was it overdue for a reading at the last tick. */
export type OverdueMap = ReadonlyMap<number, boolean>;

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

/**
 * The patients the bell names (card ids, first rung first): every card that rang since the nurse last closed
 * the bell's notice, for as long as it stays overdue. A reading saved takes its patient off; the list empties
 * and the notice closes when none is left.
 */
export function bellCalls(
  calling: readonly number[],
  rang: readonly number[],
  overdue: OverdueMap,
): number[] {
  const next = [...calling, ...rang.filter((id) => !calling.includes(id))];
  return next.filter((id) => overdue.get(id) === true);
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
