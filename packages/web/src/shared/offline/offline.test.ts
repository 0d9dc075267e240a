import { describe, expect, it } from 'vitest';
import { keptOnTablet, withKeptReadings } from './kept-readings.ts';
import { copyText } from './messages.ts';
import { backoffMs, isRefusal } from './sender.ts';

describe('the queue of writes kept on the tablet', () => {
  it('backs off 2 s, 4 s, 8 s ... up to a minute, with at most 20% jitter', () => {
    const none = () => 0;
    expect([1, 2, 3, 4, 5, 6, 7, 10].map((n) => backoffMs(n, none))).toEqual([
      2_000, 4_000, 8_000, 16_000, 32_000, 60_000, 60_000, 60_000,
    ]);
    expect(backoffMs(1, () => 1)).toBe(2_400);
  });

  it('turns a known refusal into a problem, and tries again after a network failure, an outage or a sign-out', () => {
    expect(isRefusal('CONFLICT')).toBe(true);
    expect(isRefusal('VERSION_CONFLICT')).toBe(true);
    expect(isRefusal('SESSION_CLOSED')).toBe(true);
    expect(isRefusal('NOT_FOUND')).toBe(true);
    expect(isRefusal('UNAUTHENTICATED')).toBe(false);
    expect(isRefusal('SERVICE_UNAVAILABLE')).toBe(false);
    expect(isRefusal(undefined)).toBe(false);
  });

  it('copies the values as typed, one a line, after the reason', () => {
    expect(
      copyText(
        [
          ['Time', '10:30'],
          ['SBP', '140'],
        ],
        'No Active Diaylsis Session',
      ),
    ).toBe('Not saved: No Active Diaylsis Session\nTime: 10:30\nSBP: 140');
    expect(copyText([['SBP', '140']])).toBe('SBP: 140');
  });

  it('moves the last reading of a dashboard card to the newest reading kept for its session', () => {
    const kept = keptOnTablet([
      { kind: 'reading', status: 'waiting', dialysisID: 7, enteredAt: '2026-11-28T02:30:00.000Z' },
      { kind: 'reading', status: 'waiting', dialysisID: 7, enteredAt: '2026-11-28T03:00:00.000Z' },
      { kind: 'reading', status: 'problem', dialysisID: 7, enteredAt: '2026-11-28T03:30:00.000Z' },
      { kind: 'checkout', status: 'waiting', dialysisID: 8, enteredAt: '2026-11-28T03:30:00.000Z' },
    ]);
    expect([...kept.readings]).toEqual([[7, '2026-11-28T03:00:00.000Z']]);
    const cards = [
      { id: 1, dialysisID: 7, lastDialysisIntervalTimestamp: '2026-11-28T02:00:00.000Z' },
      { id: 2, dialysisID: 8, lastDialysisIntervalTimestamp: null },
      { id: 3, dialysisID: null, lastDialysisIntervalTimestamp: null },
    ];
    expect(withKeptReadings(cards, kept).map((c) => c.lastDialysisIntervalTimestamp)).toEqual([
      '2026-11-28T03:00:00.000Z',
      null,
      null,
    ]);
    // A later reading sent from another screen stays; nothing kept gives the same list back.
    const later = [{ id: 1, dialysisID: 7, lastDialysisIntervalTimestamp: '2026-11-28T04:00:00.000Z' }];
    expect(withKeptReadings(later, kept)[0]?.lastDialysisIntervalTimestamp).toBe('2026-11-28T04:00:00.000Z');
    expect(withKeptReadings(cards, keptOnTablet([]))).toBe(cards);
  });

  it('shows an appointment checked in on this tablet only as checked in, from its check-in and kept readings', () => {
    const provisional = { sessionKey: 'k-0000001', appointmentID: 3 };
    const kept = keptOnTablet([
      { kind: 'checkin', status: 'waiting', ...provisional, enteredAt: '2026-11-28T02:00:00.000Z' },
      { kind: 'reading', status: 'waiting', ...provisional, enteredAt: '2026-11-28T02:30:00.000Z' },
      // A refused check-in is not a session: its appointment stays waiting.
      {
        kind: 'checkin',
        status: 'problem',
        sessionKey: 'k-0000002',
        appointmentID: 4,
        enteredAt: '2026-11-28T02:00:00.000Z',
      },
    ]);
    const cards = [
      { id: 3, dialysisID: null, dialysisStartTime: null, lastDialysisIntervalTimestamp: null },
      { id: 4, dialysisID: null, dialysisStartTime: null, lastDialysisIntervalTimestamp: null },
    ];
    const shown = withKeptReadings(cards, kept);
    expect(shown[0]).toEqual({
      id: 3,
      dialysisID: null,
      dialysisStartTime: '2026-11-28T02:00:00.000Z',
      lastDialysisIntervalTimestamp: '2026-11-28T02:30:00.000Z',
      keptSessionKey: 'k-0000001',
    });
    expect(shown[1]).toBe(cards[1]);
    // Once the server has the session (another screen's check-in too), the server's card is shown.
    const started = [
      {
        id: 3,
        dialysisID: 70,
        dialysisStartTime: '2026-11-28T02:05:00.000Z',
        lastDialysisIntervalTimestamp: null,
      },
    ];
    expect(withKeptReadings(started, kept)[0]).toBe(started[0]);
  });
});
