import { type SessionPhase, sessionWriteRefusal } from '@dialysis/domain';
import { Flex } from 'antd';
import { memo, type ReactNode, startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from '../../lib/after-paint.ts';
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
  const panelsShown = useShownAfterFirstPaint();
  return (
    <Flex vertical gap={16}>
      {children}
      {panelsShown && (
        <RecordPanels
          patientID={patientID}
          clinicID={clinicID}
          dialysisID={dialysisID}
          closedReason={refusal?.message}
        />
      )}
    </Flex>
  );
}

/**
 * False until the page's first frame is painted, then true (at transition priority, so a tap meanwhile comes
 * first): the record panels mount after the session's own content shows. Opening a patient's session from the
 * dashboard showed nothing until the nine panels had mounted too, seconds at a tablet's CPU.
 */
function useShownAfterFirstPaint(): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    afterNextPaint(() => startTransition(() => setShown(true)));
  }, []);
  return shown;
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
      <Deferred>
        <DialysisOrderPanel patientID={patientID} />
      </Deferred>
      <Deferred>
        <LabResultsPanel patientID={patientID} />
      </Deferred>
      <Deferred>
        <CurrentMedicationPanel patientID={patientID} />
      </Deferred>
      <Deferred>
        <MedicalMilestonePanel patientID={patientID} />
      </Deferred>
      <Deferred>
        <AdministeredMedicationPanel
          patientID={patientID}
          clinicID={clinicID}
          dialysisID={dialysisID}
          closedReason={closedReason}
        />
      </Deferred>
      <Deferred>
        <ClinicalNotesPanel patientID={patientID} />
      </Deferred>
      <Deferred>
        <HospitalEntriesPanel patientID={patientID} />
      </Deferred>
      <Deferred>
        <CalculatedLabResultsPanel patientID={patientID} />
      </Deferred>
      {/* Beyond the spec (issue 28): who changed what in this session, once it exists. */}
      {dialysisID !== undefined && (
        <Deferred>
          <HistoryPanel patientID={patientID} dialysisID={dialysisID} />
        </Deferred>
      )}
    </>
  );
});

/**
 * A panel the browser lays out and paints only when it comes near the screen (CSS content-visibility, the
 * `.deferred-panel` rule of styles.css). The panels sit below the session's own content: at the chair the nurse
 * works at the top, and every frame of a key or a tap repainted the whole page, panels and all (about 5,000 px
 * of it), which took a large share of each interaction at a tablet's CPU (docs/performance.md, Interactions).
 */
function Deferred({ children }: { children: ReactNode }) {
  return <div className="deferred-panel">{children}</div>;
}
