import { INCIDENT_PAGE_SIZE } from '@dialysis/domain';
import { Card, Descriptions, Flex } from 'antd';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { usePatientHeader } from '../../shared/patient-panels/record-queries.ts';
import { IncidentAddForm } from './incident-add-form.tsx';
import { IncidentTable } from './incident-table.tsx';
import { useIncidentReports } from './queries.ts';
import { useIncidentListFailure } from './use-list-failure.ts';

/**
 * Patient incident reports (spec 001 section 2, /patient/{id}/incidentreport): a card with the inline add form
 * above the patient's reports, newest first, 20 per page; each row has View and 'Write Response'.
 */
export function PatientIncidentReportPage() {
  const patientID = Number(useParams().id);
  const [page, setPage] = useState(1);
  const filter = useMemo(() => ({ patientID: { eq: patientID } }), [patientID]);
  const list = useIncidentReports(filter, page);
  useIncidentListFailure(list);
  const header = usePatientHeader(patientID).data;

  return (
    <Flex vertical gap={16}>
      <Flex vertical gap={4}>
        <PageTitle title="Patient Incident Report">
          {header ? header.name : 'Patient Incident Report'}
        </PageTitle>
        {header && (
          <Descriptions size="small" column={{ xs: 1, sm: 3 }} aria-label="Patient">
            {header.namecode && <Descriptions.Item label="ID">{header.namecode}</Descriptions.Item>}
            <Descriptions.Item label="NRIC">{header.nricMasked}</Descriptions.Item>
            <Descriptions.Item label="Centre">{header.clinicName}</Descriptions.Item>
          </Descriptions>
        )}
      </Flex>
      <Card title="Patient Incident Report">
        <IncidentAddForm patientID={patientID} />
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
