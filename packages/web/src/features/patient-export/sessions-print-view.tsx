import { kgFromGrams, oneDecimal, shownReading } from '@dialysis/domain';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Empty, Flex, Skeleton, Table } from 'antd';
import { errorText } from '../../api/errors.ts';
import { graphql } from '../../api/generated/index.ts';
import { request } from '../../api/graphql.ts';
import { showDateTime } from '../../lib/clock.ts';
import { recordKey } from '../../shared/patient-panels/record-queries.ts';
import { EXPORT_MESSAGES as M } from './export-queries.ts';
import { dw, Panel } from './history-view.tsx';

/** Spec 001 section 9: the per-dialysis print loads 4 sessions. */
const PRINTED_SESSIONS = 4;

const LAST_SESSIONS = graphql(`
  query PrintLastSessions($patientID: Int!, $limit: Int!) {
    listDialysis(filter: { patientID: { eq: $patientID }, deleted: { eq: 0 } }, pagination: { limit: $limit }) {
      result {
        id startTime endTime clinicName machineName dialyser startedByName endedByName preWeight postWeight
        dryWeight preSBP preDBP postSBP postDBP preTemp postTemp KTVonline notes
      }
    }
  }
`);
const SESSION_DETAIL = graphql(`
  query PrintSessionDetail($patientID: Int!, $dialysisID: Int!) {
    listDialysisInterval(filter: { dialysisID: { eq: $dialysisID } }, pagination: { limit: 100 }) {
      result { id timestamp SBP DBP HR AP VP QB DFLOW UFR cUF KTV temp note staffName }
    }
    listMedicationAdministered(
      filter: { patientID: { eq: $patientID }, dialysisID: { eq: $dialysisID } }
      pagination: { limit: 100 }
    ) {
      result { id medication dose route freq givenByStaffName witnessedByStaffName createdOn }
    }
  }
`);

const kg = (grams: number | null | undefined) =>
  grams === null || grams === undefined ? '' : `${kgFromGrams(grams)} kg`;
const bp = (s: number | null | undefined, d: number | null | undefined) => (s ? `${s}/${d ?? ''}` : '');

type Session = Awaited<ReturnType<typeof fetchLast>>[number];
const fetchLast = async (patientID: number, signal: AbortSignal) =>
  (await request(LAST_SESSIONS, { patientID, limit: PRINTED_SESSIONS }, signal)).listDialysis.result;

/** One session on its own page: its data, its readings (oldest first) and the medication given during it. */
function SessionSheet({ patientID, session: s }: { patientID: number; session: Session }) {
  const detail = useQuery({
    queryKey: [...recordKey(patientID, 'print-session'), s.id],
    queryFn: ({ signal }) => request(SESSION_DETAIL, { patientID, dialysisID: s.id }, signal),
  });
  const readings = [...(detail.data?.listDialysisInterval.result ?? [])].reverse();
  return (
    <Panel title={`Dialysis Session ${showDateTime(s.startTime)}`} flow>
      <div className="export-session-sheet">
        <Descriptions size="small" column={4}>
          <Descriptions.Item label="Centre">{s.clinicName}</Descriptions.Item>
          <Descriptions.Item label="Machine">{s.machineName}</Descriptions.Item>
          <Descriptions.Item label="Dialyser">{s.dialyser}</Descriptions.Item>
          <Descriptions.Item label="End">{showDateTime(s.endTime)}</Descriptions.Item>
          <Descriptions.Item label="Pre / Post Weight">
            {kg(s.preWeight)} / {kg(s.postWeight)}
          </Descriptions.Item>
          <Descriptions.Item label="Dry Weight">{dw(s.dryWeight)}</Descriptions.Item>
          <Descriptions.Item label="Pre / Post BP">
            {bp(s.preSBP, s.preDBP)} / {bp(s.postSBP, s.postDBP)}
          </Descriptions.Item>
          <Descriptions.Item label="Kt/V online">{oneDecimal(s.KTVonline)}</Descriptions.Item>
          <Descriptions.Item label="Started By">{s.startedByName}</Descriptions.Item>
          <Descriptions.Item label="Ended By">{s.endedByName}</Descriptions.Item>
          <Descriptions.Item label="Notes" span={2}>
            {s.notes}
          </Descriptions.Item>
        </Descriptions>
        {detail.isError ? (
          // One request reads both: its failure is each list's own message (spec 001 section 8).
          <Flex vertical>
            <span>{errorText(detail.error, 'Unable to retrieve Dialysis Interval')}</span>
            <span>{errorText(detail.error, M.administered)}</span>
          </Flex>
        ) : !detail.data ? (
          <Skeleton active />
        ) : (
          <>
            <Table
              rowKey="id"
              size="small"
              pagination={false}
              dataSource={readings}
              title={() => 'Readings'}
              locale={{ emptyText: 'No readings' }}
              columns={[
                { title: 'Time', key: 'time', render: (_, r) => showDateTime(r.timestamp).slice(-5) },
                { title: 'BP', key: 'bp', render: (_, r) => bp(r.SBP, r.DBP) },
                { title: 'HR', dataIndex: 'HR', key: 'HR' },
                { title: 'AP', dataIndex: 'AP', key: 'AP' },
                { title: 'VP', dataIndex: 'VP', key: 'VP' },
                { title: 'QB', dataIndex: 'QB', key: 'QB' },
                { title: 'DFLOW', dataIndex: 'DFLOW', key: 'DFLOW' },
                // Stored x1000, shown in litres (spec 001 section 3), as on the session pages.
                { title: 'UFR (L)', key: 'UFR', render: (_, r) => shownReading('UFR', r.UFR) },
                { title: 'cUF (L)', key: 'cUF', render: (_, r) => shownReading('cUF', r.cUF) },
                { title: 'KTV', key: 'KTV', render: (_, r) => oneDecimal(r.KTV) },
                { title: 'Temp', dataIndex: 'temp', key: 'temp' },
                { title: 'Note', dataIndex: 'note', key: 'note' },
                { title: 'By', dataIndex: 'staffName', key: 'by' },
              ]}
            />
            <Table
              rowKey="id"
              size="small"
              pagination={false}
              dataSource={detail.data?.listMedicationAdministered.result ?? []}
              title={() => 'Administered Medication'}
              locale={{ emptyText: 'No medication given' }}
              columns={[
                { title: 'Medication', dataIndex: 'medication', key: 'medication' },
                { title: 'Dose', dataIndex: 'dose', key: 'dose' },
                { title: 'Route', dataIndex: 'route', key: 'route' },
                { title: 'Frequency', dataIndex: 'freq', key: 'freq' },
                { title: 'Given By', dataIndex: 'givenByStaffName', key: 'given' },
                { title: 'Witness', dataIndex: 'witnessedByStaffName', key: 'witness' },
              ]}
            />
          </>
        )}
      </div>
    </Panel>
  );
}

/** The per-dialysis print (spec 001 sections 2 and 9): the last 4 sessions, each starting a new page. */
export function SessionsPrintView({ patientID }: { patientID: number }) {
  const sessions = useQuery({
    queryKey: [...recordKey(patientID, 'print-sessions')],
    queryFn: ({ signal }) => fetchLast(patientID, signal),
  });
  if (sessions.isError)
    return <Panel title="Dialysis Sessions" failed={errorText(sessions.error, M.sessions)} />;
  if (!sessions.data) return <Skeleton active />;
  if (sessions.data.length === 0) return <Empty description="No dialysis sessions" />;
  return (
    <Flex vertical gap={12} className="export-sessions-print">
      {sessions.data.map((s) => (
        <SessionSheet key={s.id} patientID={patientID} session={s} />
      ))}
    </Flex>
  );
}
