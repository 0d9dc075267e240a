import { Modal } from 'antd';
import { DialysisSessionsTable } from '../../shared/patient-panels/dialysis-sessions-panel.tsx';

export interface SessionsPatient {
  patientID: number;
  name: string;
}

/** View Dialysis Sessions (manage variant of the dashboard): the patient's sessions in the user's centres. */
export function DialysisSessionsModal({
  patient,
  onClose,
}: {
  patient: SessionsPatient | null;
  onClose: () => void;
}) {
  return (
    <Modal
      open={patient !== null}
      title={patient ? `Dialysis Sessions: ${patient.name}` : 'Dialysis Sessions'}
      width={1080}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      {patient && <DialysisSessionsTable patientID={patient.patientID} />}
    </Modal>
  );
}
