import {
  DIALYSIS_MESSAGES,
  INTERVAL_HISTORY_PAGE_SIZE,
  INTERVAL_READINGS,
  intervalNumber,
  shownReading,
} from '@dialysis/domain';
import { Card, Table, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { errorText } from '../../api/errors.ts';
import { centreTime } from '../../lib/clock.ts';
import { PermittedButton } from '../../shared/session/permitted-button.tsx';
import type { DialysisInterval } from './api.ts';
import { IntervalEditDialog } from './interval-edit-dialog.tsx';
import { READING_LABELS, symptomNames } from './intra-model.ts';
import type { ReadingSession } from './reading-time-field.tsx';

type Row = DialysisInterval & { number: number };

/**
 * The session's readings (spec 000 section 9: the 100 newest, 10 per page), numbered oldest = 1 by the time
 * they were measured, cUF and UFR in litres, symptoms by name; read-only. Each row's Edit opens the correction
 * dialog for a Medical Director, while the session runs and after check-out (issue 27 items 4 and 6); for
 * everyone else it is disabled and says why (the shared policy's dialysisInterval:update).
 */
export function IntervalHistory({
  patientID,
  session,
  list,
  symptoms,
  timeZone,
}: {
  patientID: number;
  session: ReadingSession;
  list: {
    data?: { count: number; result: DialysisInterval[] };
    isPending: boolean;
    isError: boolean;
    error: unknown;
  };
  symptoms: { id: number; name: string }[];
  timeZone?: string;
}) {
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Row | null>(null);
  const names = useMemo(() => new Map(symptoms.map((s) => [s.id, s.name])), [symptoms]);
  const data = list.data;
  const rows: Row[] = useMemo(() => {
    const total = data?.count ?? 0;
    return (data?.result ?? []).map((row, index) => ({ ...row, number: intervalNumber(index, total) }));
  }, [data]);

  const columns = useMemo<TableColumnsType<Row>>(
    () => [
      { title: 'No.', dataIndex: 'number', key: 'number', fixed: 'left', width: 56 },
      {
        title: 'Time',
        dataIndex: 'timestamp',
        key: 'timestamp',
        render: (value: string) => centreTime(value, 'HH:mm', timeZone),
      },
      ...INTERVAL_READINGS.map((reading) => ({
        title: READING_LABELS[reading],
        dataIndex: reading,
        key: reading,
        render: (value: number | null) => shownReading(reading, value),
      })),
      {
        title: 'Symptoms',
        dataIndex: 'symptoms',
        key: 'symptoms',
        render: (value: string | null) => symptomNames(value, names),
      },
      { title: 'Note', dataIndex: 'note', key: 'note' },
      { title: 'Nurse', dataIndex: 'staffName', key: 'staffName' },
      {
        title: '',
        key: 'edit',
        fixed: 'right',
        render: (_: unknown, row: Row) => (
          <PermittedButton
            action="dialysisInterval:update"
            reason={DIALYSIS_MESSAGES.directorOnly}
            size="small"
            onClick={() => setEditing(row)}
            aria-label={`Edit reading ${row.number}`}
          >
            Edit
          </PermittedButton>
        ),
      },
    ],
    [names, timeZone],
  );

  // The same element while the rows and the page are: a render of the session page (a reading saved, a live
  // reload) leaves the table's hundreds of cells alone (React skips an element it has rendered already).
  const { isPending, isError, error } = list;
  const table = useMemo(
    () => (
      <Table<Row>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={rows}
        loading={isPending}
        locale={isError ? { emptyText: errorText(error, DIALYSIS_MESSAGES.retrieveInterval) } : undefined}
        pagination={{
          current: page,
          pageSize: INTERVAL_HISTORY_PAGE_SIZE,
          showSizeChanger: false,
          hideOnSinglePage: true,
          onChange: setPage,
        }}
        scroll={{ x: 'max-content' }}
      />
    ),
    [columns, rows, isPending, isError, error, page],
  );

  return (
    <Card title="Reading History">
      {table}
      {editing && (
        <IntervalEditDialog
          key={editing.id}
          interval={editing}
          number={editing.number}
          patientID={patientID}
          session={session}
          timeZone={timeZone}
          symptomOptions={symptoms.map((s) => ({ value: s.id, label: s.name }))}
          onClose={() => setEditing(null)}
        />
      )}
    </Card>
  );
}
