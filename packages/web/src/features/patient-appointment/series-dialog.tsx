import {
  DATE_FORMAT,
  APPOINTMENT_MESSAGES as M,
  MAX_SERIES_WEEKS,
  SHIFT_LABELS,
  type Shift,
  seriesDates,
  WEEKDAY_LABELS,
} from '@dialysis/domain';
import { Alert, Button, Checkbox, Descriptions, Flex, InputNumber, Modal, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import type { CreateAppointmentSeriesInput } from '../../api/generated/graphql.ts';
import { request } from '../../api/graphql.ts';
import { doneText } from '../../api/mutation-toasts.ts';
import { DatePicker } from '../../components/date-picker.tsx';
import { useConfirmedMutation } from '../../components/use-confirmed-mutation.ts';
import { CREATE_APPOINTMENT_SERIES, calendarReloadKeys, type SeriesResult } from './queries.ts';

const DATE = 'YYYY-MM-DD';

/**
 * Book Repeating (issue 5, beyond the spec): the chosen weekdays' session for N weeks from a start date, in one
 * action after 'Are you sure?'; then a summary of the dates booked, full and already booked.
 */
export function SeriesDialog(props: {
  patientID: number;
  clinicID: number;
  centre: string;
  session: Shift;
  today: string;
  start: string;
  onClose: () => void;
}) {
  const [start, setStart] = useState<Dayjs>(() => dayjs(props.start, DATE));
  const [weekdays, setWeekdays] = useState<number[]>([]);
  const [weeks, setWeeks] = useState<number>(4);
  const [result, setResult] = useState<SeriesResult | null>(null);
  const dates = seriesDates(start.format(DATE), weekdays, weeks);

  const reloads = useMemo(() => calendarReloadKeys(props.patientID), [props.patientID]);
  const createSeries = useConfirmedMutation({
    mutationFn: (create: CreateAppointmentSeriesInput) =>
      request(CREATE_APPOINTMENT_SERIES, { create }).then((data) => data.createAppointmentSeries),
    meta: {
      done: doneText((r: SeriesResult) =>
        M.seriesBooked(r.booked.length, r.full.length + r.alreadyBooked.length),
      ),
      failed: M.unableToBook,
    },
    invalidates: reloads,
    reloadOnFailure: true,
  });

  const submit = () =>
    createSeries(
      {
        patientID: props.patientID,
        clinicID: props.clinicID,
        shift: props.session,
        start: start.format(DATE),
        weekdays,
        weeks,
      },
      setResult,
    );

  if (result) {
    return (
      <Modal
        open
        title="Repeating Booking Summary"
        onCancel={props.onClose}
        footer={<Button onClick={props.onClose}>Close</Button>}
      >
        <Descriptions
          column={1}
          size="small"
          data-testid="series-summary"
          items={[
            { key: 'booked', label: 'Booked', children: dateList(result.booked.map((a) => a.date)) },
            { key: 'full', label: 'Full', children: dateList(result.full) },
            { key: 'already', label: 'Already booked', children: dateList(result.alreadyBooked) },
          ]}
        />
      </Modal>
    );
  }

  return (
    <Modal
      open
      title="Book Repeating"
      onCancel={props.onClose}
      footer={[
        <Button key="close" onClick={props.onClose}>
          Close
        </Button>,
        <Button key="book" type="primary" disabled={!dates || dates.length === 0} onClick={submit}>
          Book {dates?.length ?? 0} dates
        </Button>,
      ]}
    >
      <Flex vertical gap={12}>
        <Descriptions
          column={1}
          size="small"
          items={[
            { key: 'centre', label: 'Centre', children: props.centre },
            { key: 'session', label: 'Session', children: SHIFT_LABELS[props.session] },
          ]}
        />
        <Flex gap={8} align="center" wrap>
          <Typography.Text>Start</Typography.Text>
          <DatePicker
            aria-label="Start"
            value={start}
            allowClear={false}
            format={DATE}
            disabledDate={(d) => d.format(DATE) < props.today}
            onChange={(d) => d && setStart(d)}
          />
          <Typography.Text>Weeks</Typography.Text>
          <InputNumber
            aria-label="Weeks"
            min={1}
            max={MAX_SERIES_WEEKS}
            precision={0}
            value={weeks}
            onChange={(n) => setWeeks(n ?? 1)}
          />
        </Flex>
        <Checkbox.Group
          aria-label="Weekdays"
          value={weekdays}
          onChange={(values) => setWeekdays(values as number[])}
          options={WEEKDAY_LABELS.map((label, value) => ({ label, value }))}
        />
        {!dates && <Alert type="info" showIcon message={M.badSeries} />}
      </Flex>
    </Modal>
  );
}

function dateList(dates: string[]) {
  return dates.length ? dates.map((d) => dayjs(d).format(DATE_FORMAT)).join(', ') : 'None';
}
