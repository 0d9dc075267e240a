import {
  formatMinutes,
  hasEnded,
  isDurationAlert,
  SESSION_PAGES,
  sessionDurationMinutes,
  sessionPhase,
} from '@dialysis/domain';
import { Card, Table, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorText } from '../../api/errors.ts';
import { AlertValue } from '../../components/alert-value.tsx';
import { clockText } from '../../lib/clock.ts';
import { useClinics, useSelectedClinic } from '../centres/clinics.ts';
import { isRegistered, routePath } from '../routes.ts';
import { useCan } from '../session/use-can.ts';
import {
  type DialysisSessionRow,
  SESSIONS_PAGE_SIZE,
  useDialysisSessions,
} from './dialysis-sessions-queries.ts';

const LOAD_FAILED = 'Unable to retrieve Dialysis';

/** Date and time of an instant in the session's centre's time zone (as the header clock shows them). */
const at = (value: string | null, timeZone: string | undefined) =>
  value ? clockText(new Date(value), timeZone) : { date: '', time: '' };

/** The session's page: the intra page while it runs, check-out edit once ended (null when not registered). */
export function sessionLink(
  row: Pick<DialysisSessionRow, 'id' | 'patientID' | 'startTime' | 'endTime'>,
): string | null {
  const phase = sessionPhase(row);
  const name = SESSION_PAGES.checkoutEdit.phases.includes(phase)
    ? 'patientDialysisCheckOutEdit'
    : 'patientDialysis';
  if (!isRegistered(name)) return null;
  return routePath(name, { id: row.patientID, dialysisId: row.id });
}

/**
 * A patient's dialysis sessions, newest first, 10 a page: date, start, end, duration (red at 180 minutes or
 * less, or 255 or more), centre, machine, who started and ended it, how many readings; the date links to it. Only
 * sessions of the user's centres (the server filters). One component for the patient record's panel and the
 * manage dashboard's View Dialysis Sessions dialog.
 */
export function DialysisSessionsTable({ patientID }: { patientID: number }) {
  const runsSessions = useCan('dialysis:write');
  const [page, setPage] = useState(1);
  const list = useDialysisSessions(patientID, page);
  const clinics = useClinics();
  const selected = useSelectedClinic().clinic;
  const zone = (row: DialysisSessionRow) =>
    clinics.data?.find((c) => c.id === row.clinicID)?.timezone ?? selected?.timezone;
  // A Doctor reads sessions on the record; the session pages are the nurses' (no session actions).
  const links = runsSessions;
  return (
    <Table<DialysisSessionRow>
      rowKey="id"
      size="small"
      data-testid="dialysis-sessions"
      scroll={{ x: 'max-content' }}
      loading={list.isFetching}
      dataSource={list.data?.result ?? []}
      locale={list.isError ? { emptyText: errorText(list.error, LOAD_FAILED) } : undefined}
      pagination={{
        current: page,
        pageSize: SESSIONS_PAGE_SIZE,
        total: list.data?.count ?? 0,
        showSizeChanger: false,
        hideOnSinglePage: true,
        onChange: setPage,
      }}
      columns={[
        {
          // The date opens the session: the first column stays in view when a narrow screen scrolls the table.
          title: 'Date',
          key: 'date',
          render: (_, row) => {
            const date = at(row.startTime, zone(row)).date;
            const to = links ? sessionLink(row) : null;
            return to ? (
              <Link to={to} aria-label={`Open the session of ${date}`}>
                {date}
              </Link>
            ) : (
              date
            );
          },
        },
        { title: 'Start', key: 'start', render: (_, row) => at(row.startTime, zone(row)).time },
        {
          title: 'End',
          key: 'end',
          render: (_, row) =>
            hasEnded(sessionPhase(row)) ? (
              at(row.endTime, zone(row)).time
            ) : (
              <Tag color="processing">In Progress</Tag>
            ),
        },
        {
          title: 'Duration',
          key: 'duration',
          render: (_, row) => {
            const minutes = sessionDurationMinutes(
              row.startTime ? new Date(row.startTime) : null,
              row.endTime ? new Date(row.endTime) : null,
            );
            if (minutes === null) return '';
            return <AlertValue alert={isDurationAlert(minutes)}>{formatMinutes(minutes)}</AlertValue>;
          },
        },
        { title: 'Centre', dataIndex: 'clinicName' },
        { title: 'Machine', dataIndex: 'machineName' },
        { title: 'Started By', dataIndex: 'startedByName' },
        { title: 'Ended By', dataIndex: 'endedByName' },
        { title: 'Readings', dataIndex: 'intervalCount', align: 'right' },
      ]}
    />
  );
}

/** Dialysis Sessions panel of the patient record: where a past or running session is found. */
export function DialysisSessionsPanel({ patientID }: { patientID: number }) {
  return (
    <Card id="dialysissessions" data-testid="dialysis-sessions-panel" title="Dialysis Sessions">
      <DialysisSessionsTable patientID={patientID} />
    </Card>
  );
}
