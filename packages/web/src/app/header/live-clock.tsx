import { Flex, Typography } from 'antd';
import { clockText } from '../../lib/clock.ts';
import { useNow } from '../../shared/use-now.ts';

/** Date 'DD MMM YYYY' and time 'HH:mm', refreshed every second (spec 000 sections 2 and 9). */
export function LiveClock({ timeZone }: { timeZone?: string }) {
  const now = useNow();
  const { date, time } = clockText(new Date(now), timeZone);
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
