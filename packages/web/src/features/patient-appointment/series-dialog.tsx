import {
  DATE_FORMAT,
  APPOINTMENT_MESSAGES as M,
  MAX_SERIES_WEEKS,
  SERIES_OUTCOME_LABELS,
  type SeriesOutcome,
  SHIFT_LABELS,
  type Shift,
  seriesDates,
  WEEKDAY_LABELS,
} from '@dialysis/domain';
import {
  Alert,
  Button,
  Checkbox,
  Descriptions,
  Flex,
  InputNumber,
  List,
  Modal,
  Spin,
  Tag,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { errorText } from '../../api/errors.ts';
import type { CreateAppointmentSeriesInput } from '../../api/generated/graphql.ts';
import { request } from '../../api/graphql.ts';
import { doneText } from '../../api/mutation-toasts.ts';
import { DatePicker } from '../../components/date-picker.tsx';
import { useConfirmedMutation } from '../../components/use-confirmed-mutation.ts';
import {
  CREATE_APPOINTMENT_SERIES,
  calendarReloadKeys,
  type SeriesResult,
  useSeriesPreview,
} from './queries.ts';

const DATE = 'YYYY-MM-DD';

const OUTCOME_COLOUR: Record<SeriesOutcome, string> = {
  BOOK: 'green',
  ENDED: 'default',
  TAKEN: 'blue',
  FULL: 'red',
};

/**
 * Book Repeating (issue 5, beyond the spec): the chosen weekdays' session for N weeks from a start date, in one
 * action after 'Are you sure?'. Before booking, the dialog lists every date with what will happen to it (issue
 * 27): booked, or skipped because the session has ended, the patient already has an appointment that day
 * (named) or the session is full; the server reads it with the booking's own rules. Then a summary of the dates
 * booked and skipped.
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
  const input: CreateAppointmentSeriesInput | null = dates
    ? {
        patientID: props.patientID,
        clinicID: props.clinicID,
        shift: props.session,
        start: start.format(DATE),
        weekdays: [...weekdays].sort(),
        weeks,
      }
    : null;
  const preview = useSeriesPreview(input);
  const bookable = (preview.data ?? []).filter((d) => d.outcome === 'BOOK').length;

  const reloads = useMemo(() => calendarReloadKeys(props.patientID), [props.patientID]);
  const createSeries = useConfirmedMutation({
    mutationFn: (create: CreateAppointmentSeriesInput) =>
      request(CREATE_APPOINTMENT_SERIES, { create }).then((data) => data.createAppointmentSeries),
    meta: {
      done: doneText((r: SeriesResult) =>
        M.seriesBooked(r.booked.length, r.full.length + r.alreadyBooked.length + r.ended.length),
      ),
      failed: M.unableToBook,
    },
    invalidates: reloads,
    reloadOnFailure: true,
  });

  const submit = () => input && createSeries(input, setResult);

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
            { key: 'ended', label: 'Session ended', children: dateList(result.ended) },
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
        <Button
          key="book"
          type="primary"
          disabled={!preview.data || preview.isPlaceholderData || bookable === 0}
          onClick={submit}
        >
          Book {bookable} dates
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
            format={DATE_FORMAT}
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
        {input && preview.isError && (
          <Alert type="error" showIcon message={errorText(preview.error, M.unableToList)} />
        )}
        {input && !preview.isError && (
          <Spin spinning={preview.isFetching}>
            <List
              size="small"
              bordered
              data-testid="series-dates"
              header={<Typography.Text strong>Dates</Typography.Text>}
              style={{ maxHeight: 280, overflowY: 'auto' }}
              dataSource={preview.data ?? []}
              renderItem={(d) => (
                <List.Item>
                  <Typography.Text>{dayjs(d.date).format(`ddd ${DATE_FORMAT}`)}</Typography.Text>
                  <Tag color={OUTCOME_COLOUR[d.outcome]} style={{ marginInlineEnd: 0 }}>
                    {SERIES_OUTCOME_LABELS[d.outcome]}
                    {d.existing ? `: ${d.existing}` : ''}
                  </Tag>
                </List.Item>
              )}
            />
          </Spin>
        )}
      </Flex>
    </Modal>
  );
}

function dateList(dates: string[]) {
  return dates.length ? dates.map((d) => dayjs(d).format(DATE_FORMAT)).join(', ') : 'None';
}
