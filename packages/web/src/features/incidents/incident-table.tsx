import { INCIDENT_MESSAGES as M } from '@dialysis/domain';
import { Button, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { showDateTime } from '../../lib/clock.ts';
import { IncidentResponseModal, IncidentViewModal } from './incident-modals.tsx';
import { IncidentResponses } from './incident-responses.tsx';
import type { IncidentReport } from './queries.ts';

/** Column widths (px); the description has none: it takes the rest. */
const WIDTH = {
  expand: 48,
  datetime: 150,
  patient: 160,
  centre: 130,
  location: 120,
  eventType: 140,
  reportedBy: 130,
  response: 170,
  /** View and Write Response side by side. */
  actions: 220,
  viewOnly: 90,
};
/** The table's least width: every fixed column and a readable description (a tablet scrolls to it). */
const MIN_WIDTH =
  WIDTH.expand +
  WIDTH.datetime +
  WIDTH.centre +
  WIDTH.location +
  WIDTH.eventType +
  WIDTH.reportedBy +
  WIDTH.response +
  WIDTH.actions +
  220;

/** The Response cell: how many, and who wrote the newest when. */
function ResponseCell({ report }: { report: IncidentReport }) {
  const n = report.responses.length;
  if (!n || !report.responseTimestamp) return null;
  return (
    <Space orientation="vertical" size={0}>
      <span>{`${n} response${n === 1 ? '' : 's'}`}</span>
      <Typography.Text type="secondary">{report.responseByName ?? ''}</Typography.Text>
      <Typography.Text type="secondary">{showDateTime(report.responseTimestamp)}</Typography.Text>
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
        // Fixed widths, the description taking what is left (cut with an ellipsis, whole in its tooltip, the View
        // and the expanded row), and Action pinned right: under 'max-content' a long description made the table as
        // wide as its text and pushed Write Response out of the card at 1440 px (issue 27). Narrower than
        // MIN_WIDTH (a tablet), the table scrolls sideways with Action still in view.
        tableLayout="fixed"
        scroll={{ x: MIN_WIDTH + (showPatient ? WIDTH.patient : 0) }}
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
            width: WIDTH.datetime,
            render: (iso: string) => showDateTime(iso),
          },
          ...(showPatient
            ? [{ title: 'Patient', dataIndex: 'patientName', key: 'patientName', width: WIDTH.patient }]
            : []),
          { title: 'Centre', dataIndex: 'clinicName', key: 'clinicName', width: WIDTH.centre },
          { title: 'Location', dataIndex: 'location', key: 'location', width: WIDTH.location },
          { title: 'Event Type', dataIndex: 'eventType', key: 'eventType', width: WIDTH.eventType },
          {
            title: 'Description',
            dataIndex: 'description',
            key: 'description',
            ellipsis: { showTitle: true },
          },
          { title: 'Reported By', dataIndex: 'reportedByName', key: 'reportedBy', width: WIDTH.reportedBy },
          {
            title: 'Response',
            key: 'response',
            width: WIDTH.response,
            render: (_, r) => <ResponseCell report={r} />,
          },
          {
            title: 'Action',
            key: 'actions',
            width: readOnly ? WIDTH.viewOnly : WIDTH.actions,
            fixed: 'right',
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
