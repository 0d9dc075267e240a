import { DIALYSIS_MESSAGES, hasEnded, SESSION_PAGES, sessionPhase } from '@dialysis/domain';
import { Alert, Button } from 'antd';
import { pathOf, routePath } from '../../shared/routes.ts';
import { SessionForm } from './session-form.tsx';
import { CHECK_IN_FIELDS } from './session-form-values.ts';
import { SessionHeader } from './session-header.tsx';
import { SessionPageLayout } from './session-page-layout.tsx';
import { useSessionPage } from './use-session-page.tsx';

/** What check-in edit says once the session is checked out (ours; docs/decisions/session-phase.md). */
const ENDED_READ_ONLY =
  'This dialysis session has been checked out: its check-in data can no longer be changed.';

/**
 * Check-in edit (spec 000 section 2): the check-in form filled from the session. Update sends only the changed
 * fields with the version the form was loaded with; if someone saved since, the entries stay and "Load latest"
 * offers the saved session. Success returns to the intra page (the dashboard once the session has ended).
 * Check-in edit is a page of a running session (domain SESSION_PAGES): once checked out its pre data is locked
 * (the server refuses it), so the form reads only, says why (closed: the server's own words) and offers Update
 * Check Out, where an ended or closed session is corrected.
 */
export function CheckInEditPage() {
  const { patientID, navigate, loaded, phase, fallback, formProps, update, saveActions } = useSessionPage();
  if (!loaded || !formProps || !phase) return fallback;
  const editable = SESSION_PAGES.checkinEdit.phases.includes(phase);

  const onUpdate = () =>
    update(CHECK_IN_FIELDS, (saved) =>
      navigate(
        hasEnded(sessionPhase(saved))
          ? pathOf('dashboard')
          : routePath('patientDialysis', { id: patientID, dialysisId: saved.id }),
      ),
    );

  return (
    <SessionPageLayout patientID={patientID} clinicID={loaded.clinicID} dialysisID={loaded.id} phase={phase}>
      <SessionHeader page="checkinEdit" patientID={patientID} />
      {!editable && (
        // Above the form, outside it: a read-only antd Form disables every button inside it.
        <Alert
          data-testid="session-read-only"
          type="info"
          showIcon
          title={phase === 'closed' ? DIALYSIS_MESSAGES.sessionClosed : ENDED_READ_ONLY}
          action={
            hasEnded(phase) && (
              <Button
                type="primary"
                onClick={() =>
                  navigate(routePath('patientDialysisCheckOutEdit', { id: patientID, dialysisId: loaded.id }))
                }
              >
                Update Check Out
              </Button>
            )
          }
        />
      )}
      <SessionForm {...formProps} mode="checkinEdit" readOnly={formProps.readOnly || !editable}>
        {editable && saveActions('Update', onUpdate)}
      </SessionForm>
    </SessionPageLayout>
  );
}
