import { INCIDENT_PAGE_SIZE } from '@dialysis/domain';
import { Card, Flex } from 'antd';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { useClinics } from '../../shared/centres/clinics.ts';
import { IncidentAddForm } from './incident-add-form.tsx';
import { IncidentTable } from './incident-table.tsx';
import { useIncidentReports } from './queries.ts';
import { useIncidentListFailure } from './use-list-failure.ts';

/**
 * Centre incident create and respond (spec 001 section 2, /incidentreport/centre/{centreId}/create): the inline
 * add form of a centre report above the centre's reports (no patient), newest first, 20 per page.
 */
export function CentreIncidentReportPage() {
  const clinicID = Number(useParams().centreId);
  const centre = useClinics().data?.find((c) => c.id === clinicID);
  const [page, setPage] = useState(1);
  const filter = useMemo(() => ({ clinicID: { eq: clinicID }, patientID: { exists: false } }), [clinicID]);
  const list = useIncidentReports(filter, page);
  useIncidentListFailure(list);
  const title = `Centre Incident Report${centre ? ` - ${centre.name}` : ''}`;

  return (
    <Flex vertical gap={16}>
      <PageTitle>{title}</PageTitle>
      <Card title="Centre Incident Report">
        {centre && <IncidentAddForm clinicID={clinicID} />}
        <IncidentTable
          reports={list.data?.result ?? []}
          loading={list.isFetching}
          pagination={{
            current: page,
            pageSize: INCIDENT_PAGE_SIZE,
            total: list.data?.count ?? 0,
            onChange: setPage,
          }}
        />
      </Card>
    </Flex>
  );
}
