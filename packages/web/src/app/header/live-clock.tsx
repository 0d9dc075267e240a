import { Flex, Typography } from 'antd';
import { clockText } from '../../lib/clock.ts';
import { useNowMinute } from '../../shared/use-now.ts';

/**
 * Date 'DD MMM YYYY' and time 'HH:mm' (spec 000 sections 2 and 9), rendered when the minute changes: it shows
 * no seconds, and it is on every page, so a render every second cost every page's taps and keys.
 */
export function LiveClock({ timeZone }: { timeZone?: string }) {
  const minute = useNowMinute();
  const { date, time } = clockText(new Date(minute), timeZone);
  return (
    <Flex vertical align="end" data-testid="live-clock" style={{ lineHeight: 1.2 }} aria-live="off">
      <Typography.Text strong style={{ fontVariantNumeric: 'tabular-nums' }}>
        {time}
      </Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {date}
      </Typography.Text>
    </Flex>
  );
}
