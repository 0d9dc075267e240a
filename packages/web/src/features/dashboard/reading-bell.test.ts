import { describe, expect, it } from 'vitest';
import {
  BELL_MUTED_KEY,
  type BellCard,
  bellCalls,
  bellTick,
  readBellMuted,
  writeBellMuted,
} from './reading-bell.ts';

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 22, 1, minutes));
const card = (
  id: number,
  start: number | null,
  last: number | null = null,
  end: number | null = null,
): BellCard => ({
  id,
  startTime: start === null ? null : at(start),
  lastReadingTime: last === null ? null : at(last),
  endTime: end === null ? null : at(end),
});

describe('reading bell', () => {
  it('does not ring at the first look, even for cards already overdue', () => {
    const first = bellTick(null, [card(1, 0), card(2, 50)], at(60));
    expect(first.rang).toEqual([]);
    expect([...first.overdue]).toEqual([
      [1, true],
      [2, false],
    ]);
  });

  it('rings once for a card that turns overdue, not again while it stays overdue', () => {
    const cards = [card(1, 0), card(2, 50)];
    const t0 = bellTick(null, cards, at(60));
    const t1 = bellTick(t0.overdue, cards, at(79));
    expect(t1.rang).toEqual([]);
    const t2 = bellTick(t1.overdue, cards, at(80));
    expect(t2.rang).toEqual([2]);
    expect(bellTick(t2.overdue, cards, at(81)).rang).toEqual([]);
  });

  it('a card that arrives already overdue does not ring; cards seen due that fall due later do', () => {
    const t0 = bellTick(null, [card(1, 40)], at(60));
    const t1 = bellTick(t0.overdue, [card(1, 40), card(2, 0), card(3, 59)], at(61));
    expect(t1.rang).toEqual([]);
    expect(bellTick(t1.overdue, [card(1, 40), card(2, 0), card(3, 59)], at(89)).rang).toEqual([1, 3]);
  });

  it('a reading clears the overdue state, and the next miss rings again', () => {
    const t0 = bellTick(null, [card(1, 0)], at(29));
    const t1 = bellTick(t0.overdue, [card(1, 0)], at(30));
    expect(t1.rang).toEqual([1]);
    const t2 = bellTick(t1.overdue, [card(1, 0, 31)], at(32));
    expect(t2.rang).toEqual([]);
    expect(bellTick(t2.overdue, [card(1, 0, 31)], at(61)).rang).toEqual([1]);
  });

  it('waiting and checked-out cards never ring', () => {
    const t0 = bellTick(null, [card(1, null), card(2, 0, null, 20)], at(10));
    expect(bellTick(t0.overdue, [card(1, null), card(2, 0, null, 20)], at(100)).rang).toEqual([]);
  });

  it('names every card that rang, first rung first, while it stays overdue', () => {
    const cards = [card(1, 0), card(2, 5), card(3, 50)];
    const t0 = bellTick(null, cards, at(29));
    const t1 = bellTick(t0.overdue, cards, at(30));
    const named1 = bellCalls([], t1.rang, t1.overdue);
    expect(named1).toEqual([1]);
    const t2 = bellTick(t1.overdue, cards, at(35));
    const named2 = bellCalls(named1, t2.rang, t2.overdue);
    expect(named2).toEqual([1, 2]);
    // Card 1 gets its reading: it leaves the list; card 2 stays.
    const read = [card(1, 0, 36), card(2, 5), card(3, 50)];
    const t3 = bellTick(t2.overdue, read, at(37));
    expect(bellCalls(named2, t3.rang, t3.overdue)).toEqual([2]);
  });

  it('does not name the backlog: a card overdue at the first look is not called', () => {
    const t0 = bellTick(null, [card(1, 0)], at(60));
    expect(bellCalls([], t0.rang, t0.overdue)).toEqual([]);
  });

  it('remembers the mute switch under its own key', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    expect(readBellMuted(storage)).toBe(false);
    writeBellMuted(storage, true);
    expect(store.get(BELL_MUTED_KEY)).toBe('1');
    expect(readBellMuted(storage)).toBe(true);
    writeBellMuted(storage, false);
    expect(readBellMuted(storage)).toBe(false);
    expect(readBellMuted(undefined)).toBe(false);
  });
});
