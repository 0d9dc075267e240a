import { pathOf, routePath } from '../../shared/routes.ts';
import { SessionForm } from './session-form.tsx';
import { CHECK_IN_FIELDS } from './session-form-values.ts';
import { SessionHeader } from './session-header.tsx';
import { SessionPageLayout } from './session-page-layout.tsx';
import { useSessionPage } from './use-session-page.tsx';

/**
 * Check-in edit (spec 000 section 2): the check-in form filled from the session. Update sends only the changed
 * fields with the version the form was loaded with; if someone saved since, the entries stay and "Load latest"
 * offers the saved session. Success returns to the intra page (the dashboard once the session has ended).
 */
export function CheckInEditPage() {
  const { patientID, navigate, loaded, fallback, formProps, update, saveActions } = useSessionPage();
  if (!loaded || !formProps) return fallback;

  const onUpdate = () =>
    update(CHECK_IN_FIELDS, (saved) =>
      navigate(
        saved.endTime
          ? pathOf('dashboard')
          : routePath('patientDialysis', { id: patientID, dialysisId: saved.id }),
      ),
    );

  return (
    <SessionPageLayout patientID={patientID} clinicID={loaded.clinicID} dialysisID={loaded.id}>
      <SessionHeader page="checkinEdit" patientID={patientID} />
      <SessionForm {...formProps} mode="checkinEdit">
        {saveActions('Update', onUpdate)}
      </SessionForm>
    </SessionPageLayout>
  );
}
