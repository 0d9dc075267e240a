import { Col, Form, Row } from 'antd';
import type { Dayjs } from 'dayjs';
import { DatePicker } from '../../components/date-picker.tsx';
import { instantOf, pickerNow, pickerValue } from '../../lib/clock.ts';
import { useNowMinute } from '../../shared/use-now.ts';

/** The pickers of a session's times: the centre's wall clock to the minute, on the session's day only. */
function TimePickerOf({
  label,
  day,
  value,
  onChange,
  timeZone,
  id,
}: {
  label: string;
  day: Dayjs | null;
  value?: Dayjs | null;
  onChange?: (value: Dayjs | null) => void;
  timeZone: string | undefined;
  id?: string;
}) {
  const today = pickerNow(timeZone);
  return (
    <DatePicker
      id={id}
      value={value}
      onChange={onChange}
      showTime={{ format: 'HH:mm' }}
      format="DD MMM YYYY HH:mm"
      allowClear={false}
      aria-label={label}
      style={{ width: '100%' }}
      disabledDate={(d) => (day !== null && !d.isSame(day, 'day')) || d.isAfter(today, 'day')}
    />
  );
}

export type SessionTimeName = 'startTime' | 'endTime' | 'dischargeTime';

/**
 * Check-out edit's corrected times (issues 13 and 25): start, end and discharge, each on the session's own day
 * (the picker offers no other); the server checks the order (arrival <= start < end <= discharge), the 60 to
 * 480 minutes of treatment and the future (domain sessionTimesError) and audits old and new values; a refusal
 * shows on its field. Sent only when changed.
 */
export function CorrectedTimeFields({
  fields,
  initial,
  day,
  timeZone,
}: {
  fields: readonly (readonly [SessionTimeName, string])[];
  initial: Record<SessionTimeName, string | null>;
  day: string | null;
  timeZone: string | undefined;
}) {
  const sessionDay = pickerValue(day, timeZone);
  return (
    <Row gutter={16}>
      {fields.map(([name, label]) => (
        <Col key={name} xs={24} sm={12} lg={6}>
          <Form.Item
            name={name}
            label={label}
            initialValue={initial[name]}
            getValueProps={(value: string | null | undefined) => ({ value: pickerValue(value, timeZone) })}
            normalize={(value: Dayjs | null) => instantOf(value, timeZone)}
          >
            <TimePickerOf label={label} day={sessionDay} timeZone={timeZone} />
          </Form.Item>
        </Col>
      ))}
    </Row>
  );
}

/**
 * The discharge at check-out (issue 25 item 7): it shows the current time, ticking, which is what is recorded
 * when the nurse leaves it (the server stamps the check-out time); a time the nurse picks is sent instead
 * (not before the check-out, not in the future: the server's refusal shows here).
 */
export function DischargeAtCheckoutField({
  startTime,
  timeZone,
}: {
  startTime: string | null;
  timeZone: string | undefined;
}) {
  // The shown time moves by the minute, and so do its renders.
  const nowMinute = new Date(useNowMinute()).toISOString();
  return (
    <Row gutter={16}>
      <Col xs={24} sm={12} lg={6}>
        <Form.Item
          name="dischargeTime"
          label="Discharge Time"
          extra="The check-out time unless changed."
          getValueProps={(value: string | null | undefined) => ({
            value: pickerValue(value ?? nowMinute, timeZone),
          })}
          normalize={(value: Dayjs | null) => instantOf(value, timeZone)}
        >
          <TimePickerOf label="Discharge Time" day={pickerValue(startTime, timeZone)} timeZone={timeZone} />
        </Form.Item>
      </Col>
    </Row>
  );
}
