import {
  type AppointmentState,
  calendarCell,
  canCancelAppointment,
  DATE_FORMAT,
  APPOINTMENT_MESSAGES as M,
  PATIENT_RECORD_MESSAGES,
  SHIFT_LABELS,
  SHIFTS,
  type Shift,
  sessionFreeSeats,
} from '@dialysis/domain';
import {
  Alert,
  App,
  Button,
  Calendar,
  Card,
  Descriptions,
  Flex,
  Modal,
  Select,
  Skeleton,
  Spin,
  Tag,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { isUnauthenticated } from '../../api/errors.ts';
import { request } from '../../api/graphql.ts';
import { doneText } from '../../api/mutation-toasts.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { Result } from '../../components/result.tsx';
import { useConfirmedMutation } from '../../components/use-confirmed-mutation.ts';
import { activeClinics, useClinics } from '../../shared/centres/clinics.ts';
import { useCentre } from '../../shared/session/guards.tsx';
import { useCan } from '../../shared/session/use-can.ts';
import { usePatientOrLeave } from '../patient/index.ts';
import {
  CANCEL_APPOINTMENT,
  CREATE_APPOINTMENT,
  calendarReloadKeys,
  type PatientCalendar,
  useCalendarEvents,
  usePatientCalendar,
} from './queries.ts';
import { SeriesDialog } from './series-dialog.tsx';

const DATE = 'YYYY-MM-DD';

/** The dialog names the appointment's own centre: a booking may be at another centre than the calendar's. */
const centreLabel = (c: { uid: string; name: string }) => `${c.uid} - ${c.name}`;
const SESSION_OPTIONS = SHIFTS.map((shift) => ({ value: shift, label: SHIFT_LABELS[shift] }));
const CELL_COLOUR: Record<AppointmentState | 'ended' | 'available' | 'full', string> = {
  Booked: 'blue',
  'In Progress': 'blue',
  Completed: 'blue',
  ended: 'default',
  available: 'green',
  full: 'red',
};

type Own = PatientCalendar['appointments'][number];

/**
 * Patient appointment (spec 000 section 2): a month calendar of one centre and session. Each day shows the
 * patient's own appointment in that session (blue: Booked, In Progress, Completed), else 'Available n' (green)
 * or 'Full' (red); past days show only appointments. Selecting a day opens the Book or Cancel dialog (not for
 * a Doctor, who has no Book Appointment). The calendar reloads on other users' bookings in the centre.
 */
export function PatientAppointmentPage() {
  const { id, patient, failed } = usePatientOrLeave();
  const centre = useCentre();
  const canBook = useCan('appointment:book');
  const { message } = App.useApp();
  const clinics = useClinics();
  const centres = useMemo(() => activeClinics(clinics.data), [clinics.data]);
  const [clinicID, setClinicID] = useState<number>(centre.id);
  const [session, setSession] = useState<Shift>(centre.currentShift);
  const [month, setMonth] = useState<Dayjs>(() => dayjs(centre.today, DATE).startOf('month'));
  const [selected, setSelected] = useState<Dayjs>(() => dayjs(centre.today, DATE));
  const [dialog, setDialog] = useState<string | null>(null);
  const [series, setSeries] = useState(false);
  const range = { start: month.startOf('month').format(DATE), end: month.endOf('month').format(DATE) };
  const calendar = usePatientCalendar(id, clinicID, range);
  useCalendarEvents(id, clinicID);
  const reloads = useMemo(() => calendarReloadKeys(id), [id]);
  // Booking a day and cancelling one: the texts name the day; a refusal reloads too (the day may be full now).
  const createAppointment = useConfirmedMutation({
    mutationFn: (date: string) =>
      request(CREATE_APPOINTMENT, { create: { patientID: id, clinicID, date, shift: session } }),
    meta: {
      done: doneText((_data: unknown, date: string) => M.booked(dayjs(date).format(DATE_FORMAT))),
      failed: M.unableToBook,
    },
    invalidates: reloads,
    reloadOnFailure: true,
  });
  const cancelAppointment = useConfirmedMutation({
    mutationFn: (appointment: Own) =>
      request(CANCEL_APPOINTMENT, { update: { id: appointment.id, deleted: 1 } }),
    meta: {
      done: doneText((_data: unknown, a: Own) => M.cancelled(dayjs(a.date).format(DATE_FORMAT))),
      failed: M.unableToUpdate,
    },
    invalidates: reloads,
    reloadOnFailure: true,
  });

  const chosen = centres.find((c) => c.id === clinicID) ?? centre;
  const today = chosen.today;

  useEffect(() => {
    if (calendar.isError && !isUnauthenticated(calendar.error)) message.error(M.unableToList);
  }, [calendar.isError, calendar.error, message]);

  const booked = useMemo(() => {
    const map = new Map<string, number>();
    for (const s of calendar.data?.sessions ?? []) map.set(`${s.date}|${s.shift}`, s.booked);
    return map;
  }, [calendar.data]);
  // The patient's appointment of each day, in whichever session (one a day, issue 27): a day booked in another
  // session is not offered as free.
  const own = useMemo(() => {
    const map = new Map<string, Own>();
    for (const a of calendar.data?.appointments ?? []) {
      if (!map.has(a.date) || a.shift === session) map.set(a.date, a);
    }
    return map;
  }, [calendar.data, session]);
  const uidOf = useMemo(() => new Map(centres.map((c) => [c.id, c.uid])), [centres]);

  if (failed) {
    return (
      <Result
        status="warning"
        title={PATIENT_RECORD_MESSAGES.retrievePatientDetails}
        extra={<Button onClick={() => patient.refetch()}>Retry</Button>}
      />
    );
  }
  if (!patient.data) return <Skeleton active />;

  // The centre's today and the sessions of it that have ended, as the server read them on the centre's clock.
  const centreToday = calendar.data?.today ?? today;
  const cellOf = (date: string) => {
    const mine = own.get(date);
    if (!mine && date < centreToday) return null;
    return {
      mine,
      cell: calendarCell({
        own: mine?.state,
        ended: date === centreToday && (calendar.data?.endedSessions ?? []).includes(session),
        activeSeats: calendar.data?.activeSeats ?? 0,
        booked: booked.get(`${date}|${session}`) ?? 0,
      }),
    };
  };

  const goToMonth = (date: Dayjs) => {
    setMonth(date.startOf('month'));
    setSelected(date.startOf('month'));
  };

  const open = (date: Dayjs) => {
    const key = date.format(DATE);
    if (!canBook || !calendar.data || !cellOf(key)) return;
    setDialog(key);
  };

  const book = (date: string) => createAppointment(date, () => setDialog(null));
  const cancel = (appointment: Own) => cancelAppointment(appointment, () => setDialog(null));

  const current = dialog ? cellOf(dialog) : null;
  return (
    <Flex vertical gap={16}>
      <Flex vertical>
        <PageTitle>Appointment</PageTitle>
        <Typography.Text type="secondary">
          {patient.data.name} {patient.data.nric ? `(${patient.data.nric})` : ''}
        </Typography.Text>
      </Flex>
      <Flex gap={12} wrap align="center">
        <Select
          aria-label="Centre"
          value={clinicID}
          onChange={setClinicID}
          style={{ minWidth: 220 }}
          options={centres.map((c) => ({ value: c.id, label: `${c.uid} - ${c.name}` }))}
        />
        <Select
          aria-label="Session"
          value={session}
          onChange={setSession}
          style={{ width: 160 }}
          options={SESSION_OPTIONS}
        />
        <Flex gap={8} align="center">
          <Button aria-label="Previous month" onClick={() => goToMonth(month.subtract(1, 'month'))}>
            &lt;
          </Button>
          <Typography.Text strong data-testid="calendar-month" style={{ minWidth: 120, textAlign: 'center' }}>
            {month.format('MMMM YYYY')}
          </Typography.Text>
          <Button aria-label="Next month" onClick={() => goToMonth(month.add(1, 'month'))}>
            &gt;
          </Button>
        </Flex>
        {canBook && (
          <Button onClick={() => setSeries(true)} disabled={!calendar.data}>
            Book Repeating
          </Button>
        )}
      </Flex>
      <Card styles={{ body: { padding: 8 } }}>
        <Spin spinning={calendar.isFetching}>
          <Calendar
            value={selected}
            headerRender={() => null}
            onSelect={(date, info) => {
              setSelected(date);
              if (info.source !== 'date' || !date.isSame(month, 'month')) {
                setMonth(date.startOf('month'));
                return;
              }
              open(date);
            }}
            onPanelChange={(date) => setMonth(date.startOf('month'))}
            cellRender={(date, info) => {
              if (info.type !== 'date' || !date.isSame(month, 'month') || !calendar.data) return null;
              const key = date.format(DATE);
              const shown = cellOf(key);
              if (!shown) return null;
              const { cell, mine } = shown;
              const colour = CELL_COLOUR[cell.kind === 'appointment' ? cell.state : cell.kind];
              // The patient's appointment of the day in another session or centre says which.
              const where = [
                mine && mine.shift !== session ? SHIFT_LABELS[mine.shift] : null,
                mine && mine.clinicID !== clinicID ? (uidOf.get(mine.clinicID) ?? '') : null,
              ].filter(Boolean);
              return (
                <Tag color={colour} data-testid={`appointment-${key}`} style={{ marginInlineEnd: 0 }}>
                  {cell.label}
                  {where.length ? ` (${where.join(', ')})` : ''}
                </Tag>
              );
            }}
          />
        </Spin>
      </Card>
      {series && (
        <SeriesDialog
          patientID={id}
          clinicID={clinicID}
          centre={`${chosen.uid} - ${chosen.name}`}
          session={session}
          today={today}
          start={selected.format(DATE) < today ? today : selected.format(DATE)}
          onClose={() => setSeries(false)}
        />
      )}
      {dialog && current && (
        <DayDialog
          date={dialog}
          centre={centreLabel(centres.find((c) => c.id === current.mine?.clinicID) ?? chosen)}
          session={current.mine?.shift ?? session}
          mine={current.mine}
          ended={current.cell.kind === 'ended'}
          free={sessionFreeSeats(calendar.data?.activeSeats ?? 0, booked.get(`${dialog}|${session}`) ?? 0)}
          onBook={() => book(dialog)}
          onCancel={(a) => cancel(a)}
          onClose={() => setDialog(null)}
        />
      )}
    </Flex>
  );
}

function DayDialog(props: {
  date: string;
  centre: string;
  session: Shift;
  mine: Own | undefined;
  ended: boolean;
  free: number;
  onBook: () => void;
  onCancel: (appointment: Own) => void;
  onClose: () => void;
}) {
  const { mine } = props;
  const cancellable = mine ? canCancelAppointment(mine.state) : false;
  const footer = mine
    ? [
        <Button key="close" onClick={props.onClose}>
          Close
        </Button>,
        <Button
          key="cancel"
          danger
          type="primary"
          disabled={!cancellable}
          onClick={() => props.onCancel(mine)}
        >
          Cancel Appointment
        </Button>,
      ]
    : [
        <Button key="close" onClick={props.onClose}>
          Close
        </Button>,
        <Button key="book" type="primary" disabled={props.ended || props.free === 0} onClick={props.onBook}>
          Book
        </Button>,
      ];
  return (
    <Modal
      open
      title={mine ? 'Cancel Appointment' : 'Book Appointment'}
      onCancel={props.onClose}
      footer={footer}
    >
      <Flex vertical gap={12}>
        <Descriptions
          column={1}
          size="small"
          items={[
            { key: 'date', label: 'Date', children: dayjs(props.date).format(DATE_FORMAT) },
            { key: 'session', label: 'Session', children: SHIFT_LABELS[props.session] },
            { key: 'centre', label: 'Centre', children: props.centre },
            mine
              ? { key: 'state', label: 'Status', children: mine.state }
              : { key: 'free', label: 'Available seats', children: props.free },
          ]}
        />
        {mine && !cancellable && <Alert type="warning" showIcon message={M.alreadyStarted} />}
        {!mine && props.ended && (
          <Alert type="warning" showIcon message={M.sessionEnded(props.date, props.session)} />
        )}
        {!mine && !props.ended && props.free === 0 && <Alert type="error" showIcon message={M.noSlots} />}
      </Flex>
    </Modal>
  );
}
