import { INCIDENT_MESSAGES as M } from '@dialysis/domain';
import { Button, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { showDateTime } from '../../lib/clock.ts';
import { IncidentResponseModal, IncidentViewModal } from './incident-modals.tsx';
import { IncidentResponses } from './incident-responses.tsx';
import type { IncidentReport } from './queries.ts';

/** The Response cell: how many, and who wrote the newest when. */
function ResponseCell({ report }: { report: IncidentReport }) {
  const n = report.responses.length;
  if (!n || !report.responseTimestamp) return null;
  return (
    <Space orientation="vertical" size={0}>
      <span>{`${n} response${n === 1 ? '' : 's'}`}</span>
      <Typography.Text type="secondary">
        {`${report.responseByName ?? ''}, ${showDateTime(report.responseTimestamp)}`}
      </Typography.Text>
    </Space>
  );
}

/**
 * A list of incident reports with View ('Incident Report - View') and, unless `readOnly`, 'Write Response'
 * ('Incident Report - Write Responses'). A row with responses expands to list them all, oldest first (issue 27).
 * Paging is the caller's (`pagination`), or none.
 */
export function IncidentTable({
  reports,
  loading,
  pagination,
  showPatient = false,
  readOnly = false,
}: {
  reports: readonly IncidentReport[];
  loading?: boolean;
  pagination?: { current: number; pageSize: number; total: number; onChange: (page: number) => void } | false;
  showPatient?: boolean;
  readOnly?: boolean;
}) {
  const [viewing, setViewing] = useState<IncidentReport | null>(null);
  const [responding, setResponding] = useState<IncidentReport | null>(null);
  return (
    <>
      <Table<IncidentReport>
        rowKey="id"
        size="small"
        loading={loading}
        dataSource={[...reports]}
        scroll={{ x: 'max-content' }}
        pagination={pagination ? { ...pagination, showSizeChanger: false } : false}
        expandable={{
          rowExpandable: (r) => r.responses.length > 0,
          expandedRowRender: (r) => <IncidentResponses responses={r.responses} />,
        }}
        columns={[
          {
            title: 'Date/Time',
            dataIndex: 'datetimeOccurred',
            key: 'datetimeOccurred',
            render: (iso: string) => showDateTime(iso),
          },
          ...(showPatient ? [{ title: 'Patient', dataIndex: 'patientName', key: 'patientName' }] : []),
          { title: 'Centre', dataIndex: 'clinicName', key: 'clinicName' },
          { title: 'Location', dataIndex: 'location', key: 'location' },
          { title: 'Event Type', dataIndex: 'eventType', key: 'eventType' },
          { title: 'Description', dataIndex: 'description', key: 'description', ellipsis: true },
          { title: 'Reported By', dataIndex: 'reportedByName', key: 'reportedBy' },
          {
            title: 'Response',
            key: 'response',
            render: (_, r) => <ResponseCell report={r} />,
          },
          {
            title: 'Action',
            key: 'actions',
            render: (_, r) => (
              <Space size={0}>
                <Button type="link" onClick={() => setViewing(r)}>
                  View
                </Button>
                {!readOnly && (
                  <Button type="link" onClick={() => setResponding(r)}>
                    {M.writeResponse}
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
      <IncidentViewModal report={viewing} onClose={() => setViewing(null)} />
      <IncidentResponseModal report={responding} onClose={() => setResponding(null)} />
    </>
  );
}
