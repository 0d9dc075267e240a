import { ClockCircleOutlined, WarningOutlined } from '@ant-design/icons';
import { readingCountdown } from '@dialysis/domain';
import { Typography } from 'antd';
import { useNow } from '../../shared/use-now.ts';
import { countdownText } from './dashboard-model.ts';

/** 'Next Reading in ...', or in red 'Scheduled Reading ... ago', re-evaluated every second. */
export function ReadingCountdown({
  startTime,
  lastReadingTime,
}: {
  startTime: Date;
  lastReadingTime: Date | null;
}) {
  const now = useNow();
  const countdown = readingCountdown({ startTime, lastReadingTime, now: new Date(now) });
  const overdue = countdown.state === 'overdue';
  return (
    <Typography.Text
      type={overdue ? 'danger' : 'secondary'}
      strong={overdue}
      data-testid="reading-countdown"
      data-state={countdown.state}
    >
      {overdue ? <WarningOutlined /> : <ClockCircleOutlined />}
      {/* Its own element, so the text can be found exactly, without the icon. */}
      <span style={{ marginInlineStart: 6 }}>{countdownText(countdown)}</span>
    </Typography.Text>
  );
}
