import { CHECKOUT_EDIT_FIELDS, TEXT_LIMITS } from '@dialysis/domain';
import { Form, Input } from 'antd';
import { Navigate } from 'react-router';
import { routePath } from '../../shared/routes.ts';
import { SessionForm } from './session-form.tsx';
import { SessionHeader } from './session-header.tsx';
import { SessionPageLayout } from './session-page-layout.tsx';
import { useSessionPage } from './use-session-page.tsx';

/**
 * Check-out edit (spec 000 section 2): a checked-out session's form with the pre fields, machine, MSA and
 * membrane use disabled; Update sends the changed post data, dialyser and notes, then opens the patient
 * record. A session still in progress has nothing to edit here yet: it goes to its intra page.
 */
export function CheckOutEditPage() {
  const { patientID, navigate, loaded, fallback, formProps, update, saveActions } = useSessionPage();
  if (!loaded || !formProps) return fallback;
  if (!loaded.endTime)
    return <Navigate to={routePath('patientDialysis', { id: patientID, dialysisId: loaded.id })} replace />;

  const onUpdate = () =>
    update(CHECKOUT_EDIT_FIELDS, () => navigate(routePath('patientRecord', { id: patientID })));

  return (
    <SessionPageLayout patientID={patientID} clinicID={loaded.clinicID}>
      <SessionHeader page="checkoutEdit" patientID={patientID} />
      <SessionForm {...formProps} mode="checkoutEdit">
        <Form.Item name="notes" label="Additional Notes">
          <Input.TextArea rows={3} maxLength={TEXT_LIMITS.multiline} showCount />
        </Form.Item>
        {saveActions('Update', onUpdate)}
      </SessionForm>
    </SessionPageLayout>
  );
}
