import { readingCountdown } from '@dialysis/domain';
import { describe, expect, it } from 'vitest';
import type { AppointmentCardFragment as AppointmentCard } from '../../api/generated/graphql.ts';
import { countdownText } from './countdown-text.ts';
import {
  type DashboardParams,
  dashboardSearchParams,
  dashboardVariables,
  groupByShift,
  isOverdue,
  isRunning,
  openSections,
  overdueText,
  parseDashboardParams,
  parseTime,
  resultText,
  runningShifts,
  sameCardData,
  seatBanner,
  sectionCards,
  sectionLayout,
  type WatchedCard,
  watchedCard,
  watchSections,
} from './dashboard-model.ts';

const daily = (p: Omit<DashboardParams, 'mode' | 'page'>): DashboardParams => ({
  ...p,
  mode: 'daily',
  page: 1,
});

let nextId = 1;
const anAppointment = (over: Partial<AppointmentCard> = {}): AppointmentCard => ({
  id: nextId++,
  patientID: nextId,
  clinicID: 1,
  quickbookInvoiceID: null,
  date: '2024-05-01',
  shift: 'M',
  namecode: 'P001',
  name: 'Tan Ah Kow',
  nric: '*****567A',
  seatName: null,
  dialysisID: null,
  dialysisStartTime: null,
  dialysisEndTime: null,
  lastDialysisIntervalTimestamp: null,
  ...over,
});

describe('dashboard URL params', () => {
  it('falls back to the centre today, all sessions and no search', () => {
    expect(parseDashboardParams(new URLSearchParams(''), '2024-05-01')).toEqual({
      date: '2024-05-01',
      session: 'ALL',
      search: '',
      mode: 'daily',
      page: 1,
    });
  });

  it('reads a valid state and rejects invalid parts', () => {
    const ok = new URLSearchParams('date=2024-02-29&session=E&q=%20Tan%20');
    expect(parseDashboardParams(ok, '2024-05-01')).toEqual({
      date: '2024-02-29',
      session: 'E',
      search: 'Tan',
      mode: 'daily',
      page: 1,
    });
    const bad = new URLSearchParams('date=2023-02-29&session=X&q=a%3Bdrop');
    expect(parseDashboardParams(bad, '2024-05-01')).toEqual({
      date: '2024-05-01',
      session: 'ALL',
      search: '',
      mode: 'daily',
      page: 1,
    });
  });

  it('writes only what differs from the defaults', () => {
    const today = '2024-05-01';
    expect(dashboardSearchParams(daily({ date: today, session: 'ALL', search: '' }), today).toString()).toBe(
      '',
    );
    expect(
      dashboardSearchParams(daily({ date: '2024-05-02', session: 'N', search: "O'Neil" }), today).toString(),
    ).toBe('date=2024-05-02&session=N&q=O%27Neil');
  });

  it('keeps the search mode and the page of a patient search in the URL', () => {
    const today = '2024-05-01';
    const params = parseDashboardParams(new URLSearchParams('mode=all&page=3&q=tan'), today);
    expect(params).toMatchObject({ mode: 'all', page: 3, search: 'tan' });
    expect(dashboardSearchParams(params, today).toString()).toBe('q=tan&mode=all&page=3');
    expect(dashboardSearchParams({ ...params, mode: 'centre', page: 1 }, today).toString()).toBe(
      'q=tan&mode=centre',
    );
    // The daily mode has one page: a stray page number is not written.
    expect(dashboardSearchParams({ ...params, mode: 'daily' }, today).toString()).toBe('q=tan');
    expect(parseDashboardParams(new URLSearchParams('mode=other&page=-2'), today)).toMatchObject({
      mode: 'daily',
      page: 1,
    });
  });
});

describe('dashboard query variables', () => {
  it('asks for the whole centre day, by name', () => {
    expect(dashboardVariables(4, daily({ date: '2024-05-01', session: 'ALL', search: '' }))).toEqual({
      clinicID: 4,
      filter: { clinicID: { eq: 4 }, date: { eq: '2024-05-01' }, deleted: { eq: 0 } },
      pagination: { limit: 500, offset: 0, orderby: [{ field: 'name', direction: 'ASC' }] },
    });
  });

  it('adds the shift and a name-or-NRIC search', () => {
    const { filter } = dashboardVariables(4, daily({ date: '2024-05-01', session: 'N', search: '567A' }));
    expect(filter).toMatchObject({
      shift: { eq: 'N' },
      or: [{ name: { contains: '567A' } }, { nric: { contains: '567A' } }],
    });
  });
});

describe('sections', () => {
  it('groups appointments by shift, keeping their order', () => {
    const a = anAppointment({ shift: 'E', name: 'A' });
    const b = anAppointment({ shift: 'M', name: 'B' });
    const c = anAppointment({ shift: 'E', name: 'C' });
    expect(groupByShift([a, b, c])).toEqual({ M: [b], N: [], E: [a, c] });
  });

  it('on the centre today highlights and opens only the current session', () => {
    expect(
      sectionLayout({ session: 'ALL', date: '2024-05-01', today: '2024-05-01', currentShift: 'N' }),
    ).toEqual({
      shown: ['M', 'N', 'E'],
      expanded: ['N'],
      highlighted: 'N',
    });
  });

  it('on another day opens every section and highlights none', () => {
    expect(
      sectionLayout({ session: 'ALL', date: '2024-05-02', today: '2024-05-01', currentShift: 'N' }),
    ).toEqual({
      shown: ['M', 'N', 'E'],
      expanded: ['M', 'N', 'E'],
      highlighted: null,
    });
  });

  it('with one session chosen shows only it, open', () => {
    expect(
      sectionLayout({ session: 'E', date: '2024-05-01', today: '2024-05-01', currentShift: 'N' }),
    ).toEqual({
      shown: ['E'],
      expanded: ['E'],
      highlighted: null,
    });
    expect(
      sectionLayout({ session: 'N', date: '2024-05-01', today: '2024-05-01', currentShift: 'N' }),
    ).toMatchObject({
      highlighted: 'N',
    });
  });
});

// Minutes after 09:00 UTC on one day; null for "not yet".
const at = (minutes: number) => new Date(Date.UTC(2024, 4, 1, 9, minutes));
const aCard = (
  id: number,
  shift: WatchedCard['shift'],
  start: number | null,
  last: number | null = null,
  end: number | null = null,
): WatchedCard => ({
  id,
  shift,
  name: `Patient ${id}`,
  startTime: start === null ? null : at(start),
  lastReadingTime: last === null ? null : at(last),
  endTime: end === null ? null : at(end),
});

describe('overdue', () => {
  it('a running session is overdue from 30 minutes after its last reading, or its start', () => {
    expect(isOverdue(aCard(1, 'M', 0), at(29))).toBe(false);
    expect(isOverdue(aCard(1, 'M', 0), at(30))).toBe(true);
    expect(isOverdue(aCard(1, 'M', 0, 20), at(49))).toBe(false);
    expect(isOverdue(aCard(1, 'M', 0, 20), at(50))).toBe(true);
  });

  it('a waiting or ended session is never overdue, nor running', () => {
    expect(isOverdue(aCard(1, 'M', null), at(300))).toBe(false);
    expect(isOverdue(aCard(1, 'M', 0, null, 200), at(300))).toBe(false);
    expect(isRunning(aCard(1, 'M', null))).toBe(false);
    expect(isRunning(aCard(1, 'M', 0, null, 200))).toBe(false);
    expect(isRunning(aCard(1, 'M', 0))).toBe(true);
  });

  it('reads a card from the appointment as the API answers it', () => {
    const card = watchedCard(
      anAppointment({
        id: 7,
        shift: 'N',
        name: 'Lim Bee Hoon',
        dialysisStartTime: '2024-05-01T04:00:00.000Z',
        lastDialysisIntervalTimestamp: '2024-05-01T04:30:00.000Z',
      }),
    );
    expect(card).toEqual({
      id: 7,
      shift: 'N',
      name: 'Lim Bee Hoon',
      startTime: new Date('2024-05-01T04:00:00.000Z'),
      lastReadingTime: new Date('2024-05-01T04:30:00.000Z'),
      endTime: null,
    });
  });

  it('counts running sessions and overdue cards per section, in the list order', () => {
    const cards = [
      aCard(1, 'M', 0), // overdue 40 minutes
      aCard(2, 'M', 0, 60), // running, not due
      aCard(3, 'M', 0, null, 50), // ended
      aCard(4, 'N', null), // waiting
      aCard(5, 'E', 10, 15), // overdue 25 minutes
      aCard(6, 'M', 5), // overdue 35 minutes
    ];
    const watch = watchSections(cards, at(70));
    expect(watch).toEqual({
      M: { running: 3, overdue: [1, 6] },
      N: { running: 0, overdue: [] },
      E: { running: 1, overdue: [5] },
    });
    expect(runningShifts(watch)).toEqual(['M', 'E']);
  });

  it('says the count in words', () => {
    expect(overdueText(1)).toBe('1 reading overdue');
    expect(overdueText(3)).toBe('3 readings overdue');
  });
});

describe('what a section shows', () => {
  it('at 21:03 Morning and Noon with running sessions stay open beside the current Evening', () => {
    // The defect of issue 27: the sections had folded by the time of day with three sessions overdue inside.
    expect(
      sectionLayout({
        session: 'ALL',
        date: '2024-05-01',
        today: '2024-05-01',
        currentShift: 'E',
        running: ['M', 'N'],
      }),
    ).toEqual({ shown: ['M', 'N', 'E'], expanded: ['M', 'N', 'E'], highlighted: 'E' });
    expect(
      sectionLayout({
        session: 'ALL',
        date: '2024-05-01',
        today: '2024-05-01',
        currentShift: 'E',
        running: ['N'],
      }).expanded,
    ).toEqual(['N', 'E']);
  });

  it("the user's choice wins over the default, both ways", () => {
    const shown = ['M', 'N', 'E'] as const;
    expect(openSections(shown, ['N', 'E'], {})).toEqual(['N', 'E']);
    expect(openSections(shown, ['N', 'E'], { N: false, M: true })).toEqual(['M', 'E']);
  });

  it('folded, a section still shows its overdue cards and says how many others it hides', () => {
    const items = [{ id: 1 }, { id: 2 }, { id: 3 }];
    expect(sectionCards(items, true, [2])).toEqual({ cards: items, folded: 0 });
    expect(sectionCards(items, false, [3, 1])).toEqual({ cards: [{ id: 1 }, { id: 3 }], folded: 1 });
    expect(sectionCards(items, false, [])).toEqual({ cards: [], folded: 3 });
  });
});

describe('texts', () => {
  it('result text', () => {
    expect(resultText(12)).toBe('12 record(s) found, showing page 1 out of 1');
    // A search that matched more than the server counts.
    expect(resultText(1000, 3, 50, true)).toBe('1000+ record(s) found, showing page 3 out of 50');
  });

  it('insufficient seats banner from the largest shift, today or later only', () => {
    const appointments = [
      anAppointment({ shift: 'M' }),
      anAppointment({ shift: 'M' }),
      anAppointment({ shift: 'N' }),
    ];
    expect(seatBanner({ appointments, seatCount: 1, date: '2024-05-01', today: '2024-05-01' })).toBe(
      'Insufficient seats (2 appointments, 1 seats)',
    );
    expect(seatBanner({ appointments, seatCount: 2, date: '2024-05-01', today: '2024-05-01' })).toBeNull();
    expect(seatBanner({ appointments, seatCount: 1, date: '2024-04-30', today: '2024-05-01' })).toBeNull();
  });

  it('countdown texts', () => {
    const startTime = new Date('2024-05-01T01:00:00Z');
    const dueIn = readingCountdown({ startTime, now: new Date('2024-05-01T01:10:00Z') });
    expect(countdownText(dueIn)).toBe('Next Reading in 20m');
    const overdue = readingCountdown({ startTime, now: new Date('2024-05-01T02:45:00Z') });
    expect(countdownText(overdue)).toBe('Scheduled Reading 1h 15m ago');
  });

  it('parses API timestamps defensively', () => {
    expect(parseTime('2024-05-01T01:00:00.000Z')?.toISOString()).toBe('2024-05-01T01:00:00.000Z');
    expect(parseTime('nonsense')).toBeNull();
    expect(parseTime(null)).toBeNull();
  });
});

describe('a card answered again', () => {
  const session = { id: 7, startTime: '2024-05-01T01:00:00.000Z', endTime: null, preWeight: '62.5' };
  const card = anAppointment({ dialysisID: 7, dialysisStartTime: session.startTime });
  const withSession = { ...card, dialysis: session };

  it('is the same card when every field and every field of its session are alike', () => {
    expect(sameCardData(withSession, { ...card, dialysis: { ...session } })).toBe(true);
    expect(sameCardData(card, { ...card })).toBe(true);
  });

  it('is another card when a field or a field of its session differs', () => {
    expect(sameCardData(card, { ...card, lastDialysisIntervalTimestamp: '2024-05-01T01:30:00.000Z' })).toBe(
      false,
    );
    expect(
      sameCardData(withSession, { ...card, dialysis: { ...session, endTime: '2024-05-01T05:00:00Z' } }),
    ).toBe(false);
    expect(sameCardData(withSession, { ...card, dialysis: null })).toBe(false);
    expect(sameCardData(card, { ...card, quickbookInvoiceID: undefined, extra: 1 })).toBe(false);
  });
});
