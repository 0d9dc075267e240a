import type { Shift } from '@dialysis/domain';
import { useCallback, useMemo, useState } from 'react';
import { useNowAs } from '../../shared/use-now.ts';
import {
  type FoldChoices,
  openSections,
  runningShifts,
  type SectionWatch,
  type SessionChoice,
  sectionLayout,
  type WatchedCard,
  watchSections,
} from './dashboard-model.ts';

const NO_CHOICES: FoldChoices = {};

/**
 * The sections' running sessions and overdue cards, evaluated every second (the shared ticker of the card
 * countdowns). Its content is the snapshot (as text), so the daily view renders again only when a count
 * changes, not every second, and the answer keeps its identity meanwhile.
 */
function useSectionWatch(cards: readonly WatchedCard[]): Record<Shift, SectionWatch> {
  const key = useNowAs((now) => JSON.stringify(watchSections(cards, new Date(now))));
  return useMemo(() => JSON.parse(key) as Record<Shift, SectionWatch>, [key]);
}

/**
 * Which daily sections show and which are open (dashboard-model.ts decides): each section's default (on today
 * the current session and every section with a running session) unless the user opened or folded it. The
 * user's choices last until the day, the session radio or the current session changes.
 */
export function useShiftSections(input: {
  session: SessionChoice;
  date: string;
  today: string;
  currentShift: Shift;
  cards: readonly WatchedCard[];
}) {
  const { session, date, today, currentShift, cards } = input;
  const watch = useSectionWatch(cards);
  const layout = useMemo(
    () => sectionLayout({ session, date, today, currentShift, running: runningShifts(watch) }),
    [session, date, today, currentShift, watch],
  );
  const layoutKey = `${date}|${session}|${today}|${currentShift}`;
  const [choices, setChoices] = useState<{ key: string; fold: FoldChoices }>({
    key: layoutKey,
    fold: NO_CHOICES,
  });
  const fold = choices.key === layoutKey ? choices.fold : NO_CHOICES;
  const open = useMemo(
    () => openSections(layout.shown, layout.expanded, fold),
    [layout.shown, layout.expanded, fold],
  );
  const setOpen = useCallback(
    (shift: Shift, isOpen: boolean) =>
      setChoices((was) => ({
        key: layoutKey,
        fold: { ...(was.key === layoutKey ? was.fold : NO_CHOICES), [shift]: isOpen },
      })),
    [layoutKey],
  );
  const toggle = useCallback((shift: Shift) => setOpen(shift, !open.includes(shift)), [setOpen, open]);
  return { ...layout, open, watch, toggle, setOpen };
}
