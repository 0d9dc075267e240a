import { ClockCircleOutlined, WarningOutlined } from '@ant-design/icons';
import { readingCountdown } from '@dialysis/domain';
import { Typography } from 'antd';
import { useNowAs } from '../../shared/use-now.ts';
import { countdownText } from './countdown-text.ts';

/**
 * 'Next Reading in ...', or in red 'Scheduled Reading ... ago', re-evaluated every second and rendered when its
 * text changes (once a minute): a full day has 30 running sessions' countdowns on the dashboard.
 */
export function ReadingCountdown({
  startTime,
  lastReadingTime,
}: {
  startTime: Date;
  lastReadingTime: Date | null;
}) {
  const at = (now: number) => readingCountdown({ startTime, lastReadingTime, now: new Date(now) });
  const state = useNowAs((now) => at(now).state);
  const text = useNowAs((now) => countdownText(at(now)));
  const overdue = state === 'overdue';
  return (
    <Typography.Text
      type={overdue ? 'danger' : 'secondary'}
      strong={overdue}
      data-testid="reading-countdown"
      data-state={state}
    >
      {overdue ? <WarningOutlined /> : <ClockCircleOutlined />}
      {/* Its own element, so the text can be found exactly, without the icon. */}
      <span style={{ marginInlineStart: 6 }}>{text}</span>
    </Typography.Text>
  );
}
