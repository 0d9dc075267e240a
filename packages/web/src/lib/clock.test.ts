import { describe, expect, it } from 'vitest';
import { clockText } from './clock.ts';

describe('clockText', () => {
  it('shows the centre time zone date and time', () => {
    const instant = new Date('2024-03-31T16:05:30Z');
    expect(clockText(instant, 'Asia/Singapore')).toEqual({ date: '01 Apr 2024', time: '00:05' });
    expect(clockText(instant, 'UTC')).toEqual({ date: '31 Mar 2024', time: '16:05' });
  });

  it('falls back to the local zone for an unknown zone', () => {
    expect(clockText(new Date('2024-03-31T16:05:30Z'), 'Not/AZone').time).toMatch(/^\d\d:\d\d$/);
  });
});
