import {
  type DayAvailability,
  dayAvailability,
  freeSeatsFor,
  hasFreeSeat,
  SHIFT_LABELS,
  SHIFTS,
  type Shift,
} from '@dialysis/domain';
import { Alert, App, Calendar, Card, Empty, Flex, Select, Spin, Table, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { errorText, isUnauthenticated } from '../../api/errors.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { type CentreFilterValue, CentreTreeSelect } from '../../shared/centres/centre-tree-select.tsx';
import type { Clinic } from '../../shared/centres/clinics.ts';
import { activeClinics, useClinics } from '../../shared/centres/clinics.ts';
import { useCentre } from '../../shared/session/guards.tsx';
import { useAvailability } from './availability-query.ts';
import { sundayCalendarLocale } from './week-start.ts';

const LOAD_FAILED = 'Unable to list Appointment availability';
type Session = Shift | 'ALL';

const SESSION_OPTIONS: { value: Session; label: string }[] = [
  { value: 'ALL', label: 'All Sessions' },
  ...SHIFTS.map((shift) => ({ value: shift, label: SHIFT_LABELS[shift] })),
];

const DATE = 'YYYY-MM-DD';

/**
 * Availability (spec 000 section 2): free seats by centre, day and session. A month loads at a time (its first
 * to its last day); days with a free seat in the chosen session carry a green tag per centre code, and the day
 * panel lists each centre's free seats for the day and per session. A session that has ended on its centre's
 * clock (every session of a past day, today's once over) offers no seat and reads 'Ended' (issue 27).
 */
export function AvailabilityPage() {
  const centre = useCentre();
  const { message } = App.useApp();
  const clinics = useClinics();
  const centres = useMemo(() => activeClinics(clinics.data), [clinics.data]);
  const [filter, setFilter] = useState<CentreFilterValue>('ALL');
  const [session, setSession] = useState<Session>('ALL');
  const [selected, setSelected] = useState<Dayjs>(() => dayjs(centre.today, DATE));
  const [month, setMonth] = useState<Dayjs>(() => dayjs(centre.today, DATE).startOf('month'));

  const chosen = filter === 'ALL' ? centres : centres.filter((c) => filter.includes(c.id));
  const clinicIDs = chosen.map((c) => c.id);
  const range = {
    first: month.startOf('month').format(DATE),
    last: month.endOf('month').format(DATE),
  };
  const query = useAvailability(clinicIDs, range);

  useEffect(() => {
    if (query.isError && !isUnauthenticated(query.error)) message.error(LOAD_FAILED);
  }, [query.isError, query.error, message]);

  const byDate = useMemo(() => {
    const map = new Map<string, DayAvailability[]>();
    const order = chosen.map((c) => c.id);
    for (const day of dayAvailability(query.data ?? [], order)) {
      map.set(day.date, [...(map.get(day.date) ?? []), day]);
    }
    return map;
  }, [query.data, chosen]);
  const centreOf = useMemo(() => new Map(centres.map((c) => [c.id, c])), [centres]);
  const inMonth = (date: Dayjs) => date.isSame(month, 'month');

  return (
    <Flex vertical gap={16}>
      <PageTitle>Availability</PageTitle>
      <Flex gap={12} wrap align="center">
        <CentreTreeSelect clinics={centres} value={filter} onChange={setFilter} />
        <Select
          aria-label="Session"
          value={session}
          options={SESSION_OPTIONS}
          onChange={setSession}
          style={{ width: 160 }}
        />
      </Flex>
      {query.isError && <Alert type="error" showIcon message={errorText(query.error, LOAD_FAILED)} />}
      <Flex gap={16} wrap align="flex-start">
        <Card style={{ flex: '3 1 640px' }} styles={{ body: { padding: 8 } }}>
          <Spin spinning={query.isFetching}>
            <Calendar
              locale={sundayCalendarLocale}
              value={selected}
              onSelect={(date, info) => {
                setSelected(date);
                if (info.source !== 'date' || !inMonth(date)) setMonth(date.startOf('month'));
              }}
              onPanelChange={(date) => setMonth(date.startOf('month'))}
              cellRender={(date, info) => {
                if (info.type !== 'date' || !inMonth(date)) return null;
                const days = (byDate.get(date.format(DATE)) ?? []).filter((d) => hasFreeSeat(d, session));
                return (
                  <Flex gap={2} wrap data-testid={`availability-${date.format(DATE)}`}>
                    {days.map((d) => (
                      <Tag key={d.clinicID} color="green" style={{ marginInlineEnd: 0 }}>
                        {centreOf.get(d.clinicID)?.uid ?? d.clinicID}
                      </Tag>
                    ))}
                  </Flex>
                );
              }}
            />
          </Spin>
        </Card>
        <DayPanel
          date={selected}
          days={inMonth(selected) ? (byDate.get(selected.format(DATE)) ?? []) : []}
          session={session}
          centreOf={centreOf}
          loading={query.isPending && clinicIDs.length > 0}
        />
      </Flex>
    </Flex>
  );
}

function DayPanel({
  date,
  days,
  session,
  centreOf,
  loading,
}: {
  date: Dayjs;
  days: DayAvailability[];
  session: Session;
  centreOf: Map<number, Clinic>;
  loading: boolean;
}) {
  const rows = days.map((d) => ({ ...d, centre: centreOf.get(d.clinicID) }));
  return (
    <Card
      title={`Free seats on ${date.format('DD MMM YYYY')}`}
      style={{ flex: '1 1 320px' }}
      data-testid="availability-day"
    >
      {rows.length === 0 && !loading ? (
        <Empty description="No centres to show for this day." />
      ) : (
        <Table
          size="small"
          pagination={false}
          loading={loading}
          rowKey="clinicID"
          dataSource={rows}
          columns={[
            {
              title: 'Centre',
              key: 'centre',
              render: (_, row) => (
                <Flex vertical>
                  <Typography.Text strong>{row.centre?.uid ?? row.clinicID}</Typography.Text>
                  <Typography.Text type="secondary">{row.centre?.name}</Typography.Text>
                </Flex>
              ),
            },
            { title: 'Total', dataIndex: 'total', key: 'total', align: 'right' },
            ...SHIFTS.map((shift) => ({
              title: SHIFT_LABELS[shift],
              key: shift,
              align: 'right' as const,
              // A session over on the centre's clock (a past day's, today's after its end) cannot be booked.
              render: (_: unknown, row: DayAvailability) =>
                row.ended.includes(shift) ? (
                  <Typography.Text
                    type="secondary"
                    strong={session === shift}
                    style={{ whiteSpace: 'nowrap' }}
                  >
                    Ended
                  </Typography.Text>
                ) : (
                  <Typography.Text
                    type={freeSeatsFor(row, shift) === 0 ? 'danger' : undefined}
                    strong={session === shift}
                  >
                    {freeSeatsFor(row, shift)}
                  </Typography.Text>
                ),
            })),
          ]}
        />
      )}
    </Card>
  );
}
