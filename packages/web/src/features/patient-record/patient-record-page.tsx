import { PATIENT_RECORD_MESSAGES as M } from '@dialysis/domain';
import { App, Descriptions, Flex, Spin } from 'antd';
import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { ApiError, errorText, isUnauthenticated } from '../../api/errors.ts';
import { PageTitle } from '../../components/page-title.tsx';
import { AdministeredMedicationPanel } from '../../shared/patient-panels/administered-medication-panel.tsx';
import { ClinicalNotesPanel } from '../../shared/patient-panels/clinical-notes-panel.tsx';
import { CurrentMedicationPanel } from '../../shared/patient-panels/current-medication-panel.tsx';
import { DialysisOrderPanel } from '../../shared/patient-panels/dialysis-order-panel.tsx';
import { DialysisSessionsPanel } from '../../shared/patient-panels/dialysis-sessions-panel.tsx';
import { HistoryPanel } from '../../shared/patient-panels/history-panel.tsx';
import { HospitalEntriesPanel } from '../../shared/patient-panels/hospital-entries-panel.tsx';
import { CalculatedLabResultsPanel, LastNonNullLabPanel } from '../../shared/patient-panels/lab-panels.tsx';
import { LabResultsPanel } from '../../shared/patient-panels/lab-results-panel.tsx';
import { MedicalMilestonePanel } from '../../shared/patient-panels/medical-milestone-panel.tsx';
import { usePatientHeader } from '../../shared/patient-panels/record-queries.ts';
import { VitalTrendsPanel } from '../../shared/patient-panels/vital-trends-panel.tsx';
import { pathOf } from '../../shared/routes.ts';

/**
 * Patient record (spec 001 section 2, /patient/{id}/patientrecord): a header, then the record panels the
 * dialysis session pages stack too. #labreport (the patient menu's Lab Report) is the lab results and Last Non
 * Null Lab panels;
 * #clinicalnotes is the Clinical Notes panel's own. An unknown or out-of-scope patient says 'Invalid Patient' and returns to the dashboard.
 */
export function PatientRecordPage() {
  const { id } = useParams();
  const patientID = Number(id);
  const header = usePatientHeader(patientID);
  const navigate = useNavigate();
  const { hash } = useLocation();
  const { message } = App.useApp();

  useEffect(() => {
    if (!header.isError || isUnauthenticated(header.error)) return;
    const notFound = header.error instanceof ApiError && header.error.code === 'NOT_FOUND';
    message.error(notFound ? M.invalidPatient : errorText(header.error, M.retrievePatientDetails));
    if (notFound) navigate(pathOf('dashboard'), { replace: true });
  }, [header.isError, header.error, message, navigate]);

  // The router does not scroll to an anchor; do it once the panels are on the page.
  useEffect(() => {
    if (header.data && hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [header.data, hash]);

  if (!header.data) return <Spin style={{ display: 'block', margin: '64px auto' }} />;
  const p = header.data;
  return (
    <Flex vertical gap={16}>
      <Flex vertical gap={4}>
        <PageTitle title="Patient Record">{p.name}</PageTitle>
        <Descriptions size="small" column={{ xs: 1, sm: 3 }} aria-label="Patient">
          {/* No namecode, no 'ID :' with nothing after it. */}
          {p.namecode && <Descriptions.Item label="ID">{p.namecode}</Descriptions.Item>}
          <Descriptions.Item label="NRIC">{p.nricMasked}</Descriptions.Item>
          <Descriptions.Item label="Centre">{p.clinicName}</Descriptions.Item>
        </Descriptions>
      </Flex>
      <DialysisOrderPanel patientID={p.id} />
      <DialysisSessionsPanel patientID={p.id} />
      <VitalTrendsPanel patientID={p.id} />
      <Flex vertical gap={16} id="labreport">
        <LabResultsPanel patientID={p.id} />
        <LastNonNullLabPanel patientID={p.id} />
      </Flex>
      <CurrentMedicationPanel patientID={p.id} />
      <MedicalMilestonePanel patientID={p.id} />
      <AdministeredMedicationPanel patientID={p.id} clinicID={p.clinicID} />
      {/* The Clinical Notes panel carries the #clinicalnotes anchor itself. */}
      <ClinicalNotesPanel patientID={p.id} />
      <HospitalEntriesPanel patientID={p.id} />
      <CalculatedLabResultsPanel patientID={p.id} />
      {/* Beyond the spec (issue 28): who changed which value of the record, from what, to what, and when. */}
      <HistoryPanel patientID={p.id} />
    </Flex>
  );
}
