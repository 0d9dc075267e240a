import { CHECKOUT_EDIT_FIELDS, SESSION_CLOSE_HOURS, SESSION_PAGES, TEXT_LIMITS } from '@dialysis/domain';
import { Alert, Form, Input } from 'antd';
import { Navigate } from 'react-router';
import { routePath } from '../../shared/routes.ts';
import { IntervalHistory } from './interval-history.tsx';
import { useDialysisIntervals, useSymptomList } from './interval-queries.ts';
import { SessionForm } from './session-form.tsx';
import { SessionHeader } from './session-header.tsx';
import { SessionPageLayout } from './session-page-layout.tsx';
import { CorrectedTimeFields } from './session-time-fields.tsx';
import { useSessionPage } from './use-session-page.tsx';

/** What check-out edit says of a closed session (ours; docs/decisions/session-phase.md). */
export const CLOSED_CORRECTION = `This dialysis session is closed (${SESSION_CLOSE_HOURS} hours after check-out): only this page changes it, and every change is kept in its history.`;

const TREATMENT_TIMES = [
  ['startTime', 'Start Time'],
  ['endTime', 'End Time'],
  ['dischargeTime', 'Discharge Time'],
] as const;

/**
 * Check-out edit (spec 000 section 2): a checked-out session's form with the pre fields, machine, MSA and
 * membrane use disabled; Update sends the changed post data, dialyser, notes and the start, end and discharge
 * times (corrected on their own rules), then opens the patient record. Below it the session's readings stay in
 * view, read-only, and a Medical Director corrects one there (issue 27 item 4). A session still in progress has
 * nothing to edit here yet: it goes to its intra page. A closed session (24 hours after check-out) is still
 * corrected here, the one page that changes it, and the page says so.
 */
export function CheckOutEditPage() {
  const { patientID, dialysisID, navigate, loaded, phase, fallback, formProps, update, saveActions } =
    useSessionPage();
  const intervals = useDialysisIntervals(patientID, dialysisID);
  const symptoms = useSymptomList();
  if (!loaded || !formProps || !phase) return fallback;
  if (!SESSION_PAGES.checkoutEdit.phases.includes(phase))
    return <Navigate to={routePath('patientDialysis', { id: patientID, dialysisId: loaded.id })} replace />;

  const onUpdate = () => {
    const times = Object.fromEntries(
      TREATMENT_TIMES.flatMap(([name]) => {
        const value: string | null | undefined = formProps.form.getFieldValue(name);
        return value && value !== loaded[name] ? [[name, value]] : [];
      }),
    );
    return update(CHECKOUT_EDIT_FIELDS, () => navigate(routePath('patientRecord', { id: patientID })), times);
  };

  return (
    <SessionPageLayout patientID={patientID} clinicID={loaded.clinicID} dialysisID={loaded.id} phase={phase}>
      <SessionHeader page="checkoutEdit" patientID={patientID} />
      {phase === 'closed' && (
        <Alert type="info" showIcon title={CLOSED_CORRECTION} data-testid="session-closed" />
      )}
      <SessionForm {...formProps} mode="checkoutEdit">
        <CorrectedTimeFields
          fields={TREATMENT_TIMES}
          initial={loaded}
          day={loaded.startTime}
          timeZone={formProps.timeZone}
        />
        <Form.Item name="notes" label="Additional Notes">
          <Input.TextArea rows={3} maxLength={TEXT_LIMITS.multiline} showCount />
        </Form.Item>
        {saveActions('Update', onUpdate)}
      </SessionForm>
      {loaded.startTime && (
        <IntervalHistory
          patientID={patientID}
          session={{ startTime: loaded.startTime, endTime: loaded.endTime }}
          list={intervals}
          symptoms={symptoms.data ?? []}
          timeZone={formProps.timeZone}
        />
      )}
    </SessionPageLayout>
  );
}
