import { type SessionPhase, sessionWriteRefusal } from '@dialysis/domain';
import { Flex } from 'antd';
import { memo, type ReactNode } from 'react';
import { AdministeredMedicationPanel } from '../../shared/patient-panels/administered-medication-panel.tsx';
import { ClinicalNotesPanel } from '../../shared/patient-panels/clinical-notes-panel.tsx';
import { CurrentMedicationPanel } from '../../shared/patient-panels/current-medication-panel.tsx';
import { DialysisOrderPanel } from '../../shared/patient-panels/dialysis-order-panel.tsx';
import { HistoryPanel } from '../../shared/patient-panels/history-panel.tsx';
import { HospitalEntriesPanel } from '../../shared/patient-panels/hospital-entries-panel.tsx';
import { CalculatedLabResultsPanel } from '../../shared/patient-panels/lab-panels.tsx';
import { LabResultsPanel } from '../../shared/patient-panels/lab-results-panel.tsx';
import { MedicalMilestonePanel } from '../../shared/patient-panels/medical-milestone-panel.tsx';

/**
 * The layout the five dialysis session pages share (spec 000 section 2, spec 001 section 2): the session
 * header and form (children), then the patient record panels in the spec's order: the patient panel (dialysis
 * order), the lab results with their inline add row ('lab result import'), medication and milestones,
 * administered medication, clinical notes and hospital entries, calculated lab results. Medication given on the
 * page is recorded against the session while its phase takes it (not once closed: the panel says why).
 */
export function SessionPageLayout({
  patientID,
  clinicID,
  dialysisID,
  phase,
  children,
}: {
  patientID: number;
  clinicID: number;
  /** The session shown (none yet on check-in): medication given here is recorded against it. */
  dialysisID?: number;
  /** The session's phase (domain session-phase.ts), when there is a session. */
  phase?: SessionPhase;
  children: ReactNode;
}) {
  const refusal = phase ? sessionWriteRefusal(phase, 'medication') : null;
  return (
    <Flex vertical gap={16}>
      {children}
      <RecordPanels
        patientID={patientID}
        clinicID={clinicID}
        dialysisID={dialysisID}
        closedReason={refusal?.message}
      />
    </Flex>
  );
}

/**
 * The record panels, memoised: each loads and renders its own data, so a render of the session page above them
 * (a reading saved, the tablet's queue of writes, a live reload: four in a row after a reading) need not render
 * them again. They were most of the page (the lab results alone about 2,000 components, their tables and the
 * adequacy charts): at a tablet's CPU each such render took about a second, while the nurse waited for
 * 'Reading recorded.' (docs/performance.md, Interactions).
 */
const RecordPanels = memo(function RecordPanels({
  patientID,
  clinicID,
  dialysisID,
  closedReason,
}: {
  patientID: number;
  clinicID: number;
  dialysisID?: number;
  closedReason?: string;
}) {
  return (
    <>
      <DialysisOrderPanel patientID={patientID} />
      <LabResultsPanel patientID={patientID} />
      <CurrentMedicationPanel patientID={patientID} />
      <MedicalMilestonePanel patientID={patientID} />
      <AdministeredMedicationPanel
        patientID={patientID}
        clinicID={clinicID}
        dialysisID={dialysisID}
        closedReason={closedReason}
      />
      <ClinicalNotesPanel patientID={patientID} />
      <HospitalEntriesPanel patientID={patientID} />
      <CalculatedLabResultsPanel patientID={patientID} />
      {/* Beyond the spec (issue 28): who changed what in this session, once it exists. */}
      {dialysisID !== undefined && <HistoryPanel patientID={patientID} dialysisID={dialysisID} />}
    </>
  );
});
