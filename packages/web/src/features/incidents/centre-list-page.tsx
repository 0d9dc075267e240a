import { Card, Flex } from 'antd';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { activeClinics, type Clinic, useClinics } from '../../shared/centres/clinics.ts';
import { routePath } from '../../shared/routes.ts';
import { IncidentTable } from './incident-table.tsx';
import { useIncidentReports } from './queries.ts';
import { useIncidentListFailure } from './use-list-failure.ts';

/** How many of a centre's latest reports its card shows (the full list is on the centre's page). */
const CARD_SIZE = 5;

function CentreCard({ clinic }: { clinic: Clinic }) {
  const filter = useMemo(() => ({ clinicID: { eq: clinic.id }, patientID: { exists: false } }), [clinic.id]);
  const list = useIncidentReports(filter, 1, CARD_SIZE);
  useIncidentListFailure(list);
  return (
    <Card
      title={clinic.name}
      extra={
        <Link to={routePath('incidentReportCentreCreate', { centreId: clinic.id })}>Create / Respond</Link>
      }
    >
      <IncidentTable reports={list.data?.result ?? []} loading={list.isFetching} readOnly />
    </Card>
  );
}

/**
 * Centre Incident Report list (spec 001 section 2, /incidentreport/centre): one card per centre of the user,
 * linking to the centre's create/respond page, with its latest reports and the same view modal.
 */
export function CentreIncidentListPage() {
  const clinics = activeClinics(useClinics().data);
  return (
    <Flex vertical gap={16}>
      <PageTitle>Centre Incident Report</PageTitle>
      {clinics.map((clinic) => (
        <CentreCard key={clinic.id} clinic={clinic} />
      ))}
    </Flex>
  );
}
