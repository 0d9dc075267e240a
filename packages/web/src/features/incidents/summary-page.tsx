import { INCIDENT_PAGE_SIZE } from '@dialysis/domain';
import { Button, Card, Collapse, Empty, Flex, Form, Input, Pagination, Radio, Space, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { type CentreFilterValue, CentreTreeSelect } from '../../shared/centres/centre-tree-select.tsx';
import { activeClinics, useClinics } from '../../shared/centres/clinics.ts';
import { isRegistered, routePath } from '../../shared/routes.ts';
import { IncidentTable } from './incident-table.tsx';
import { type IncidentReport, useIncidentCentreSummary, useIncidentSummary } from './queries.ts';
import { useIncidentListFailure } from './use-list-failure.ts';

type Mode = 'patient' | 'centre';

/** A card's reports under its count: all the card's reports, of which `reports` may be the newest only. */
function ReportsCollapse({ reports, total }: { reports: readonly IncidentReport[]; total: number }) {
  const shown = reports.length < total ? ` (the ${reports.length} newest shown)` : '';
  return (
    <Collapse
      size="small"
      items={[
        {
          key: 'reports',
          label: `${total} incident report${total === 1 ? '' : 's'}${shown}`,
          children: <IncidentTable reports={reports} readOnly />,
        },
      ]}
    />
  );
}

function PatientResults({ search }: { search: string }) {
  const [page, setPage] = useState(1);
  const summary = useIncidentSummary(search, page, true);
  useIncidentListFailure(summary);
  const cards = summary.data?.result ?? [];
  if (summary.isSuccess && cards.length === 0) return <Empty />;
  const link = (
    route: 'patientInformation' | 'patientRecord' | 'patientIncidentReport',
    id: number,
    text: string,
  ) => (isRegistered(route) ? <Link to={routePath(route, { id })}>{text}</Link> : null);
  return (
    <Flex vertical gap={12}>
      {cards.map((card) => (
        <Card
          key={card.patientID}
          size="small"
          title={`${card.patientName} (${card.patientNric ?? ''})`}
          extra={
            <Space wrap>
              {link('patientInformation', card.patientID, 'Patient Info')}
              {link('patientRecord', card.patientID, 'Patient Record')}
              {link('patientIncidentReport', card.patientID, 'Patient Incident Report')}
            </Space>
          }
        >
          <ReportsCollapse reports={card.reports} total={card.reports.length} />
        </Card>
      ))}
      <Pagination
        current={page}
        pageSize={INCIDENT_PAGE_SIZE}
        total={summary.data?.count ?? 0}
        showSizeChanger={false}
        onChange={setPage}
        hideOnSinglePage
      />
    </Flex>
  );
}

function CentreResults({ clinicIDs }: { clinicIDs: number[] }) {
  const summary = useIncidentCentreSummary(clinicIDs);
  useIncidentListFailure(summary);
  const cards = summary.data?.result ?? [];
  if (summary.isSuccess && cards.length === 0) return <Empty />;
  return (
    <Flex vertical gap={12}>
      {cards.map((card) => (
        <Card
          key={card.clinicID}
          size="small"
          title={card.clinicName}
          extra={
            <Link to={routePath('incidentReportCentreCreate', { centreId: card.clinicID })}>
              Centre Incident Report
            </Link>
          }
        >
          <ReportsCollapse reports={card.reports} total={card.count} />
        </Card>
      ))}
    </Flex>
  );
}

/**
 * Incident Report Summary (spec 001 section 2, /incidentreport): Search Patient (name or NRIC) or Search Centre
 * (a required multi-select tree of centres). Results are cards with an expandable table: patient cards link to
 * Patient Info, Patient Record and Patient Incident Report; centre cards to the centre's create/respond page.
 * A centre card counts all the centre's reports and lists its 10 newest (spec 001 section 9's limit of 10).
 */
export function IncidentReportSummaryPage() {
  const clinics = activeClinics(useClinics().data);
  const [mode, setMode] = useState<Mode>('patient');
  const [centres, setCentres] = useState<CentreFilterValue>('ALL');
  const [text, setText] = useState('');
  const [search, setSearch] = useState<{ mode: Mode; text: string; clinicIDs: number[] } | null>(null);

  const run = () => {
    const clinicIDs = centres === 'ALL' ? clinics.map((c) => c.id) : centres;
    setSearch({ mode, text: text.trim(), clinicIDs });
  };

  return (
    <Flex vertical gap={16}>
      <PageTitle>Incident Report Summary</PageTitle>
      <Card>
        <Form layout="inline" onFinish={run} name="incident-search" style={{ rowGap: 8 }}>
          <Form.Item label="Search Type" required>
            <Radio.Group
              value={mode}
              onChange={(e) => setMode(e.target.value as Mode)}
              options={[
                { value: 'patient', label: 'Search Patient' },
                { value: 'centre', label: 'Search Centre' },
              ]}
            />
          </Form.Item>
          {mode === 'patient' ? (
            <Form.Item label="Patient">
              <Input
                aria-label="Patient name or NRIC"
                placeholder="Name / NRIC"
                value={text}
                onChange={(e) => setText(e.target.value)}
                allowClear
                style={{ width: 260 }}
              />
            </Form.Item>
          ) : (
            <Form.Item label="Centre" required>
              <CentreTreeSelect clinics={clinics} value={centres} onChange={setCentres} />
            </Form.Item>
          )}
          <Form.Item>
            <Button type="primary" htmlType="submit">
              Search
            </Button>
          </Form.Item>
        </Form>
      </Card>
      {search?.mode === 'patient' && <PatientResults key={search.text} search={search.text} />}
      {search?.mode === 'centre' && (
        <CentreResults key={search.clinicIDs.join(',')} clinicIDs={search.clinicIDs} />
      )}
      {search === null && (
        <Typography.Text type="secondary">Choose a search type and search.</Typography.Text>
      )}
    </Flex>
  );
}
