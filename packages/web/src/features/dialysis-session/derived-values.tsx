import { isDurationAlert, isOffTargetAlert, sessionDurationMinutes } from '@dialysis/domain';
import { Descriptions } from 'antd';
import { AlertValue } from '../../components/alert-value.tsx';
import { useNowAs } from '../../shared/use-now.ts';
import { kgLabel } from './session-form-values.ts';

/** A derived value, red when the spec says so (spec 000 section 5, Highlights). */
function Value({ text, alert, testId }: { text: string; alert: boolean; testId: string }) {
  return (
    <AlertValue alert={alert} data-testid={testId}>
      {text}
    </AlertValue>
  );
}

/**
 * The read-only values: off target (post weight minus dry weight, red beyond ±0.5 kg), duration (start to end,
 * or to now while running; red at 180 minutes or less, or 255 or more), expected DW and last-weight differences.
 */
export function DerivedValues({
  grams,
  startTime,
  endTime,
}: {
  grams: { offTarget: number | null; expectedDw: number | null; expectedLast: number | null };
  startTime?: string | null;
  endTime?: string | null;
}) {
  // The duration counts on while the session runs: rendered when its minutes change, not every second.
  const minutes = useNowAs((now) =>
    startTime
      ? sessionDurationMinutes(new Date(startTime), endTime ? new Date(endTime) : new Date(now))
      : null,
  );
  return (
    <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 4 }} aria-label="Derived values" bordered>
      <Descriptions.Item label="Off Target">
        <Value
          text={kgLabel(grams.offTarget, true)}
          alert={isOffTargetAlert(grams.offTarget)}
          testId="off-target"
        />
      </Descriptions.Item>
      <Descriptions.Item label="Duration">
        <Value
          text={minutes === null ? '-' : `${minutes} min`}
          alert={isDurationAlert(minutes)}
          testId="duration"
        />
      </Descriptions.Item>
      <Descriptions.Item label="Expected DW Difference">
        <Value text={kgLabel(grams.expectedDw, true)} alert={false} testId="expected-dw" />
      </Descriptions.Item>
      <Descriptions.Item label="Expected Last Weight Difference">
        <Value text={kgLabel(grams.expectedLast, true)} alert={false} testId="expected-last" />
      </Descriptions.Item>
    </Descriptions>
  );
}
