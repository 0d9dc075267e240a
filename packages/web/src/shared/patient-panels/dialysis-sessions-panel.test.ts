import { describe, expect, it } from 'vitest';
import { sessionLink } from './dialysis-sessions-panel.tsx';

const row = (startTime: string | null, endTime: string | null) => ({
  id: 31,
  patientID: 5,
  startTime,
  endTime,
});

describe('sessionLink: the page that fits the session phase', () => {
  it('a running session opens its intra page', () => {
    expect(sessionLink(row('2030-03-11T01:00:00Z', null))).toBe('/patient/5/dialysis/31');
  });

  it('an ended session opens check-out edit, and so does a closed one (days old): the page that corrects it', () => {
    expect(sessionLink(row('2030-03-11T01:00:00Z', '2030-03-11T05:00:00Z'))).toBe(
      '/patient/5/dialysis/31/checkout/edit',
    );
    expect(sessionLink(row('2020-03-11T01:00:00Z', '2020-03-11T05:00:00Z'))).toBe(
      '/patient/5/dialysis/31/checkout/edit',
    );
  });
});
