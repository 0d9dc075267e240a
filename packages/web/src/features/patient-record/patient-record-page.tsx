import { PATIENT_RECORD_MESSAGES as M } from '@dialysis/domain';
import { App, Descriptions, Flex, Spin, Typography } from 'antd';
import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { ApiError, errorText, isUnauthenticated } from '../../api/errors.ts';
import { pathOf } from '../../app/routes.ts';
import { AdministeredMedicationPanel } from './panels/administered-medication-panel.tsx';
import { ClinicalNotesPanel } from './panels/clinical-notes-panel.tsx';
import { CurrentMedicationPanel } from './panels/current-medication-panel.tsx';
import { DialysisOrderPanel } from './panels/dialysis-order-panel.tsx';
import { DialysisSessionsPanel } from './panels/dialysis-sessions-panel.tsx';
import { HospitalEntriesPanel } from './panels/hospital-entries-panel.tsx';
import { MedicalMilestonePanel } from './panels/medical-milestone-panel.tsx';
import { usePatientHeader } from './queries.ts';

/**
 * Patient record (spec 001 section 2, /patient/{id}/patientrecord): a header, then the record panels the
 * dialysis session pages stack too. #labreport is an anchor target here (the lab panel is another issue's);
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
    message.error(notFound ? M.invalidPatient : errorText(header.error, M.retrievePatient));
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
        <Typography.Title level={2} style={{ margin: 0 }}>
          {p.name}
        </Typography.Title>
        <Descriptions size="small" column={{ xs: 1, sm: 3 }} aria-label="Patient">
          <Descriptions.Item label="ID">{p.namecode}</Descriptions.Item>
          <Descriptions.Item label="NRIC">{p.nricMasked}</Descriptions.Item>
          <Descriptions.Item label="Centre">{p.clinicName}</Descriptions.Item>
        </Descriptions>
      </Flex>
      <DialysisOrderPanel patientID={p.id} />
      <DialysisSessionsPanel patientID={p.id} />
      <div id="labreport" />
      <CurrentMedicationPanel patientID={p.id} />
      <MedicalMilestonePanel patientID={p.id} />
      <AdministeredMedicationPanel patientID={p.id} clinicID={p.clinicID} />
      {/* The Clinical Notes panel carries the #clinicalnotes anchor itself. */}
      <ClinicalNotesPanel patientID={p.id} />
      <HospitalEntriesPanel patientID={p.id} />
    </Flex>
  );
}
