import { describe, expect, it } from 'vitest';
import { type LinkSession, linkSamples, SAMPLE_LINK_REASONS as R, sessionOfSample } from './sample-link.ts';

const at = (time: string) => new Date(`2030-03-11T${time}:00+08:00`);

/** Morning session: arrived 07:40, 08:00 to 12:00, discharged 12:20. */
const MORNING: LinkSession = {
  id: 1,
  arriveTime: at('07:40'),
  startTime: at('08:00'),
  endTime: at('12:00'),
  dischargeTime: at('12:20'),
};
/** Afternoon session: arrived 13:00, 13:15 to 17:15, no discharge recorded. */
const AFTERNOON: LinkSession = {
  id: 2,
  arriveTime: at('13:00'),
  startTime: at('13:15'),
  endTime: at('17:15'),
  dischargeTime: null,
};

describe('which session a lab sample belongs to', () => {
  it('a report dated by day only belongs to the one session of that day', () => {
    expect(sessionOfSample({ id: 10, sampleTime: null }, [MORNING])).toEqual({ session: MORNING });
  });

  it('a day-only report with two sessions that day, or none, belongs to no session and says why', () => {
    expect(sessionOfSample({ id: 10, sampleTime: null }, [MORNING, AFTERNOON])).toEqual({
      reason: 'Several sessions on this day: add the sample time to the lab report',
    });
    expect(sessionOfSample({ id: 10, sampleTime: null }, [])).toEqual({
      reason: 'No dialysis session on this day',
    });
  });

  it('a timed sample belongs to the session whose window (arrival to discharge, else end) holds it', () => {
    const of = (time: string) => sessionOfSample({ id: 10, sampleTime: at(time) }, [MORNING, AFTERNOON]);
    expect(of('07:40')).toEqual({ session: MORNING }); // arrival: the pre sample may be drawn then
    expect(of('12:20')).toEqual({ session: MORNING }); // discharge, included
    expect(of('13:20')).toEqual({ session: AFTERNOON });
    expect(of('17:15')).toEqual({ session: AFTERNOON }); // no discharge: the end closes the window
    expect(of('12:40')).toEqual({ reason: 'Sample time outside every session of this day' });
    expect(of('17:16')).toEqual({ reason: R.outsideSessions });
    // A running session's window is open: a sample drawn while it runs belongs to it.
    const running = { ...AFTERNOON, endTime: null };
    expect(sessionOfSample({ id: 10, sampleTime: at('18:00') }, [MORNING, running])).toEqual({
      session: running,
    });
    // Without an arrival the window opens at the start.
    expect(sessionOfSample({ id: 10, sampleTime: at('07:50') }, [{ ...MORNING, arriveTime: null }])).toEqual({
      reason: R.outsideSessions,
    });
  });

  it('a time inside two overlapping windows chooses neither', () => {
    const overlapping = { ...AFTERNOON, arriveTime: at('11:30') };
    expect(sessionOfSample({ id: 10, sampleTime: at('11:45') }, [MORNING, overlapping])).toEqual({
      reason: 'Sample time inside more than one session',
    });
  });

  it('one sample gives at most one result: the second session of the day never reuses the first one’s report', () => {
    expect(linkSamples([{ id: 10, sampleTime: at('09:00') }], [MORNING, AFTERNOON])).toEqual([
      { reportID: 10, dialysisID: 1, reason: null },
    ]);
  });

  it('a session takes the newest report that belongs to it; the older one gives no result', () => {
    const links = linkSamples(
      [
        { id: 12, sampleTime: null },
        { id: 10, sampleTime: at('08:00') },
      ],
      [MORNING],
    );
    expect(links).toEqual([{ reportID: 12, dialysisID: 1, reason: null }]);
  });

  it('each report of a two-session day goes to its own session; an unplaced one keeps its reason', () => {
    const links = linkSamples(
      [
        { id: 10, sampleTime: at('08:05') },
        { id: 11, sampleTime: at('17:00') },
        { id: 12, sampleTime: null },
      ],
      [MORNING, { ...AFTERNOON, endTime: null }],
    );
    expect(links).toEqual([
      { reportID: 10, dialysisID: 1, reason: null },
      { reportID: 11, dialysisID: 2, reason: 'Session not checked out yet' },
      { reportID: 12, dialysisID: null, reason: R.severalSessions },
    ]);
  });
});
