import { ageOn, kgFromGrams, maskNric, oneDecimal } from '@dialysis/domain';
import { Card, Col, Descriptions, Empty, Flex, Row, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { type ReactNode, useState } from 'react';
import { errorText } from '../../api/errors.ts';
import { showDateTime, showDay } from '../../lib/clock.ts';
import { useDialysisOrderInForce } from '../../shared/patient-panels/dialysis-order-panel-queries.ts';
import { LastNonNullLabPanel } from '../../shared/patient-panels/lab-panels.tsx';
import { useMedication, useMilestones } from '../../shared/patient-panels/record-queries.ts';
import { useCentre } from '../../shared/session/guards.tsx';
import type { Patient } from '../patient/index.ts';
import {
  EXPORT_MILESTONES,
  EXPORT_SESSIONS_PAGE,
  EXPORT_MESSAGES as M,
  useExportLatestNote,
  useExportSessions,
  useExportSummary,
} from './export-queries.ts';

/** Spec 001 section 9: current medication in the summary view, 24. */
const MEDICATION_SIZE = 24;

const kg = (grams: number | null | undefined) =>
  grams === null || grams === undefined ? '' : `${kgFromGrams(grams)}`;
/** A measure's month: the average, with the lowest and highest. */
const stat = (
  s: { min: number | null; max: number | null; avg: number | null },
  show: (n: number) => string,
) => (s.avg === null ? '' : `${show(s.avg)} (${show(s.min ?? s.avg)}–${show(s.max ?? s.avg)})`);
/** Dry weight (spec 001 section 9): kg with 1 decimal. */
export const dw = (grams: number | null | undefined) =>
  grams === null || grams === undefined ? '' : `${oneDecimal(kgFromGrams(grams))} kg`;
const kgOf = (n: number) => (n / 1000).toFixed(1);
const whole = (n: number) => n.toFixed(0);

/**
 * A panel of the export: its title, and its own message when its data failed (spec 001 section 8). On paper a
 * panel is kept whole, unless it `flow`s: a whole session (its readings) runs over pages (print.css).
 */
export function Panel({
  title,
  failed,
  flow = false,
  children,
}: {
  title: string;
  failed?: unknown;
  flow?: boolean;
  children?: ReactNode;
}) {
  return (
    <Card title={title} size="small" className={flow ? 'export-panel export-panel-flow' : 'export-panel'}>
      {failed ? <Typography.Text type="danger">{String(failed)}</Typography.Text> : children}
    </Card>
  );
}

/**
 * The export page's Patient Dialysis History (spec 001 section 2): the panels the spec lists, with the patient's
 * real record at once (the original showed placeholders after a second).
 */
export function HistoryView({ patient: p }: { patient: Patient }) {
  const { today } = useCentre();
  const id = p.id;
  const from = dayjs(today).subtract(1, 'month').startOf('month').format('YYYY-MM-DD');
  const summary = useExportSummary(id, from, today);
  const medication = useMedication(id, 'current', 1, MEDICATION_SIZE);
  const [sessionPage, setSessionPage] = useState(1);
  const sessions = useExportSessions(id, sessionPage);
  const note = useExportLatestNote(id);
  const order = useDialysisOrderInForce(id);
  const milestones = useMilestones(id, 1, EXPORT_MILESTONES);

  const age = ageOn(p.dob, today);
  const fail = (query: { isError: boolean; error: unknown }, text: string) =>
    query.isError ? errorText(query.error, text) : undefined;

  return (
    <Flex vertical gap={12}>
      <Panel title="Patient">
        <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 4 }}>
          <Descriptions.Item label="Name">{p.name}</Descriptions.Item>
          <Descriptions.Item label="NRIC">{maskNric(p.nric)}</Descriptions.Item>
          <Descriptions.Item label="Date of Birth">
            {showDay(p.dob)}
            {age === null ? '' : ` (${age} years old)`}
          </Descriptions.Item>
          <Descriptions.Item label="Centre">{p.clinicName}</Descriptions.Item>
          <Descriptions.Item label="Date ESRD">{showDay(p.DESRD)}</Descriptions.Item>
          <Descriptions.Item label="Blood Group">{p.bloodGroup ?? ''}</Descriptions.Item>
          <Descriptions.Item label="Allergies">
            {p.allergies.length ? p.allergies.map((a) => a.name).join(', ') : 'None known'}
          </Descriptions.Item>
        </Descriptions>
      </Panel>

      <LastNonNullLabPanel patientID={p.id} failed={M.lastLab} />

      <Panel title="Dialysis History Summary" failed={fail(summary, M.summary)}>
        <Table
          rowKey="yearMonth"
          size="small"
          pagination={false}
          loading={summary.isPending}
          dataSource={summary.data ?? []}
          locale={{ emptyText: 'No sessions last month or this month' }}
          scroll={{ x: 'max-content' }}
          columns={[
            { title: 'Month', key: 'month', render: (_, m) => dayjs(`${m.yearMonth}-01`).format('MMM YYYY') },
            { title: 'Sessions', dataIndex: 'totalSession', key: 'total' },
            { title: 'Dry Weight (kg)', key: 'dry', render: (_, m) => stat(m.dryWeight, kgOf) },
            { title: 'Pre Weight (kg)', key: 'pre', render: (_, m) => stat(m.preWeight, kgOf) },
            { title: 'Post Weight (kg)', key: 'post', render: (_, m) => stat(m.postWeight, kgOf) },
            { title: 'Off Target (kg)', key: 'off', render: (_, m) => stat(m.offTarget, kgOf) },
            { title: 'UF Target (kg)', key: 'uf', render: (_, m) => stat(m.ufTargetStart, kgOf) },
            { title: 'Post SBP', key: 'sbp', render: (_, m) => stat(m.postSBP, whole) },
            { title: 'Post DBP', key: 'dbp', render: (_, m) => stat(m.postDBP, whole) },
            { title: 'Kt/V online', key: 'ktv', render: (_, m) => stat(m.KTVonline, oneDecimal) },
          ]}
        />
      </Panel>

      <Panel title="Current Medication" failed={fail(medication, M.medication)}>
        <Table
          rowKey="id"
          size="small"
          pagination={false}
          loading={medication.isPending}
          dataSource={medication.data?.result ?? []}
          columns={[
            { title: 'Medication', dataIndex: 'medication', key: 'medication' },
            { title: 'Status', dataIndex: 'status', key: 'status' },
            { title: 'Dose', dataIndex: 'dose', key: 'dose' },
            { title: 'Route', dataIndex: 'route', key: 'route' },
            { title: 'Frequency', dataIndex: 'freq', key: 'freq' },
            { title: 'Start', key: 'start', render: (_, m) => showDay(m.start) },
          ]}
        />
      </Panel>

      <Panel title="Dialysis Sessions" failed={fail(sessions, M.sessions)}>
        <Table
          className="export-sessions"
          rowKey="id"
          size="small"
          loading={sessions.isPending}
          dataSource={sessions.data?.result ?? []}
          scroll={{ x: 'max-content' }}
          pagination={{
            current: sessionPage,
            pageSize: EXPORT_SESSIONS_PAGE,
            total: sessions.data?.count ?? 0,
            showSizeChanger: false,
            onChange: setSessionPage,
          }}
          columns={[
            { title: 'Date', key: 'date', render: (_, s) => showDateTime(s.startTime) },
            {
              title: 'End',
              key: 'end',
              render: (_, s) => (s.endTime ? showDateTime(s.endTime).slice(-5) : ''),
            },
            { title: 'Centre', dataIndex: 'clinicName', key: 'centre' },
            { title: 'Machine', dataIndex: 'machineName', key: 'machine' },
            { title: 'Dialyser', dataIndex: 'dialyser', key: 'dialyser' },
            {
              title: 'Pre / Post / Dry (kg)',
              key: 'w',
              render: (_, s) => [s.preWeight, s.postWeight, s.dryWeight].map(kg).join(' / '),
            },
            {
              title: 'Pre BP',
              key: 'prebp',
              render: (_, s) => (s.preSBP ? `${s.preSBP}/${s.preDBP ?? ''}` : ''),
            },
            {
              title: 'Post BP',
              key: 'postbp',
              render: (_, s) => (s.postSBP ? `${s.postSBP}/${s.postDBP ?? ''}` : ''),
            },
            { title: 'Kt/V online', key: 'ktv', render: (_, s) => oneDecimal(s.KTVonline) },
          ]}
        />
      </Panel>

      <Row gutter={[12, 12]}>
        <Col xs={24} lg={12}>
          <Panel title="Latest Clinical Note" failed={fail(note, M.clinicalNote)}>
            {note.data ? (
              <Descriptions size="small" column={1}>
                <Descriptions.Item label="Date">{showDateTime(note.data.admitTimestamp)}</Descriptions.Item>
                <Descriptions.Item label="Author">{note.data.staffName}</Descriptions.Item>
                <Descriptions.Item label="Observation">{note.data.observation}</Descriptions.Item>
                <Descriptions.Item label="Assessment">{note.data.assessment}</Descriptions.Item>
                <Descriptions.Item label="Plan">{note.data.plan}</Descriptions.Item>
                <Descriptions.Item label="Notes">{note.data.notes}</Descriptions.Item>
              </Descriptions>
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No clinical note" />
            )}
          </Panel>
        </Col>
        <Col xs={24} lg={12}>
          <Panel title="Dialysis Order" failed={fail(order, M.order)}>
            {order.data ? (
              <Descriptions size="small" column={2}>
                <Descriptions.Item label="Order Date">{showDay(order.data.dOrder)}</Descriptions.Item>
                <Descriptions.Item label="Ordered By">{order.data.staffName}</Descriptions.Item>
                <Descriptions.Item label="Dry Weight">{dw(order.data.dryWeight)}</Descriptions.Item>
                <Descriptions.Item label="Duration">{order.data.duration} min</Descriptions.Item>
                <Descriptions.Item label="QB / QD">
                  {order.data.QB} / {order.data.QD}
                </Descriptions.Item>
                <Descriptions.Item label="Heparin">
                  {order.data.hepLoad} / {order.data.hepCont}
                </Descriptions.Item>
                <Descriptions.Item label="Access">{order.data.accessPrim}</Descriptions.Item>
                <Descriptions.Item label="Notes">{order.data.notes}</Descriptions.Item>
              </Descriptions>
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No Dialysis Order" />
            )}
          </Panel>
        </Col>
      </Row>

      <Panel title="Medical Milestones" failed={fail(milestones, M.milestones)}>
        {/* Up to 9, in three columns of 3 (spec 001 section 2). */}
        <Row gutter={[12, 8]} data-testid="export-milestones">
          {(milestones.data?.result ?? []).slice(0, EXPORT_MILESTONES).map((m) => (
            <Col key={m.id} span={8}>
              <Typography.Text strong>{showDay(m.timestamp)}</Typography.Text> {m.milestone}
              {m.note ? <Typography.Text type="secondary"> — {m.note}</Typography.Text> : null}
            </Col>
          ))}
        </Row>
      </Panel>
    </Flex>
  );
}
