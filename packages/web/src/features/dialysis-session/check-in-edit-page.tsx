import { DIALYSIS_MESSAGES, hasEnded, SESSION_PAGES, sessionPhase } from '@dialysis/domain';
import { Alert, Button, Flex } from 'antd';
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
      <SessionForm {...formProps} mode="checkinEdit" readOnly={formProps.readOnly || !editable}>
        {editable ? (
          saveActions('Update', onUpdate)
        ) : (
          <Flex vertical gap={12} data-testid="session-read-only">
            <Alert
              type="info"
              showIcon
              title={phase === 'closed' ? DIALYSIS_MESSAGES.sessionClosed : DIALYSIS_MESSAGES.endedReadOnly}
            />
            {hasEnded(phase) && (
              <Flex justify="flex-end">
                <Button
                  type="primary"
                  size="large"
                  onClick={() =>
                    navigate(
                      routePath('patientDialysisCheckOutEdit', { id: patientID, dialysisId: loaded.id }),
                    )
                  }
                >
                  Update Check Out
                </Button>
              </Flex>
            )}
          </Flex>
        )}
      </SessionForm>
    </SessionPageLayout>
  );
}
