import { afterEach, describe, expect, it, vi } from 'vitest';
import { setCentreTimeZone } from '../lib/clock.ts';
import { centrePickerConfig } from './picker-config.ts';

const savedTZ = process.env.TZ;

afterEach(() => {
  vi.useRealTimers();
  setCentreTimeZone(undefined);
  process.env.TZ = savedTZ;
});

describe("the app's pickers' now", () => {
  it.each(['America/New_York', 'Pacific/Kiritimati', 'UTC'])(
    "is the centre's wall-clock time with the computer in %s",
    (computerZone) => {
      process.env.TZ = computerZone;
      // 12:54 UTC: 20:54 in Singapore (issue 27's New York case: Now filled 07:54).
      vi.useFakeTimers({ now: new Date('2030-03-20T12:54:00.000Z'), toFake: ['Date'] });
      setCentreTimeZone('Asia/Singapore');
      const now = centrePickerConfig.getNow();
      expect(now.format('YYYY-MM-DD HH:mm')).toBe('2030-03-20 20:54');
      // The rest of antd's configuration is kept: a typed date still parses.
      expect(
        centrePickerConfig.locale.parse('en', '21 Mar 2030', ['DD MMM YYYY'])?.format('YYYY-MM-DD'),
      ).toBe('2030-03-21');
    },
  );

  it("is the centre's day across its midnight, where the computer's differs", () => {
    process.env.TZ = 'Pacific/Kiritimati';
    // 23:30 in Singapore, already 05:30 the next day at UTC+14.
    vi.useFakeTimers({ now: new Date('2030-03-20T15:30:00.000Z'), toFake: ['Date'] });
    setCentreTimeZone('Asia/Singapore');
    expect(centrePickerConfig.getNow().format('YYYY-MM-DD')).toBe('2030-03-20');
  });
});
