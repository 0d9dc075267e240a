import { readingInstant, readingTimeError } from '@dialysis/domain';
import { type DatePickerProps, Form } from 'antd';
import type { Rule } from 'antd/es/form';
import type { Dayjs } from 'dayjs';
import { useMemo } from 'react';
import { DatePicker } from '../../components/date-picker.tsx';
import { pickerValue } from '../../lib/clock.ts';
import { useNowMinute } from '../../shared/use-now.ts';

/** The session a reading belongs to: its time lies between the start and the end (or now while it runs). */
export interface ReadingSession {
  startTime: string;
  endTime?: string | null;
}

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The instant a picked time (the centre's wall clock, HH:mm) means for a reading of the session: the session's
 * day, or the next one for an evening session past midnight (domain readingInstant). Null if unreadable.
 */
export function readingInstantOf(session: ReadingSession, timeZone: string | undefined) {
  return (picked: Dayjs): string | null =>
    readingInstant(
      picked.format('HH:mm'),
      { startTime: new Date(session.startTime), endTime: session.endTime ? new Date(session.endTime) : null },
      timeZone ?? browserZone(),
      new Date(),
    )?.toISOString() ?? null;
}

/** The server's rule, checked as the nurse picks: within the session, not in the future (domain reading-time.ts). */
function readingTimeRule(session: ReadingSession, timeZone: string | undefined): Rule {
  const instantOf = readingInstantOf(session, timeZone);
  return {
    validator: (_rule, value: Dayjs | null | undefined) => {
      if (!value) return Promise.resolve();
      const at = instantOf(value);
      const error = at
        ? readingTimeError(
            new Date(at),
            {
              startTime: new Date(session.startTime),
              endTime: session.endTime ? new Date(session.endTime) : null,
            },
            new Date(),
          )
        : null;
      return error ? Promise.reject(new Error(error)) : Promise.resolve();
    },
  };
}

/**
 * The reading's Time (issue 27 item 4): when it was measured, on the centre's clock (a time picker, HH:mm). On a new reading it shows
 * the current minute, ticking, and sends nothing unless the nurse picks a time (the server stamps now); in a
 * correction it holds the recorded time. Named `timestamp`, so the server's refusal shows under it.
 */
export function ReadingTimeField({
  session,
  timeZone,
  nowByDefault = false,
}: {
  session: ReadingSession;
  timeZone: string | undefined;
  nowByDefault?: boolean;
}) {
  return (
    <Form.Item
      name="timestamp"
      label="Time"
      rules={[readingTimeRule(session, timeZone)]}
      extra={nowByDefault ? 'Now unless changed.' : undefined}
    >
      {nowByDefault ? <TickingTimePicker timeZone={timeZone} /> : <ReadingTimePicker />}
    </Form.Item>
  );
}

function ReadingTimePicker(props: DatePickerProps) {
  return (
    // The DatePicker's own time picker: one picker module on the session pages, not two.
    <DatePicker {...props} picker="time" format="HH:mm" allowClear={false} style={{ width: '100%' }} />
  );
}

/** Shows the current minute on the centre's clock while nothing is picked. */
function TickingTimePicker({
  timeZone,
  value,
  ...props
}: DatePickerProps & { timeZone: string | undefined }) {
  // One value per minute: a new one every second would reset what the nurse is typing. Rendered once a minute
  // too: the picker sits in the reading form, where a render every second delayed the nurse's keys.
  const minute = useNowMinute();
  const shown = useMemo(() => pickerValue(new Date(minute), timeZone), [minute, timeZone]);
  return <ReadingTimePicker {...props} value={value ?? shown} />;
}
