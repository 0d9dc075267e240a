import { DIALYSIS_MESSAGES, sessionPhase } from '@dialysis/domain';
import { Button, Flex, Form, Spin } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { errorText } from '../../api/errors.ts';
import type { UpdateDialysisInput } from '../../api/generated/graphql.ts';
import { request } from '../../api/graphql.ts';
import { Result } from '../../components/result.tsx';
import { pathOf } from '../../shared/routes.ts';
import { useCentre } from '../../shared/session/guards.tsx';
import { PermittedButton } from '../../shared/session/permitted-button.tsx';
import { useCan } from '../../shared/session/use-can.ts';
import { patientIdParam } from '../patient/index.ts';
import { type Dialysis, UPDATE_DIALYSIS, useDialysis, useSessionMachines } from './api.ts';
import { NotAllowed } from './not-allowed.tsx';
import { SessionConflictAlert, type SessionFormProps } from './session-form.tsx';
import {
  changedInput,
  type SessionField,
  type SessionFormValues,
  valuesFromDialysis,
} from './session-form-values.ts';
import { useLoadedSession, useSessionSave, validateOrScroll } from './use-session-save.ts';

/**
 * What the pages of an existing session (check-in edit, check-out, check-out edit) share: the patient and
 * session from the address, the session loaded fresh into the form (useLoadedSession), its save with the
 * version-conflict flag (a refusal naming a field shows on that field), the edit pages' Update and the save
 * button with "Load latest", the machines of its centre, and the form's props taken from the loaded session.
 * `takeSaved` is for a page that stays after Update (the intra page): the form holds the saved session.
 * `fallback` is what the page shows instead while there is no loaded session: the retrieve error with the way
 * back to the dashboard, else the spinner. `phase` is the loaded session's (the domain's one model, on this
 * computer's clock: the server decides again on every write).
 */
export function useSessionPage() {
  const params = useParams();
  const patientID = patientIdParam(params.id);
  const dialysisID = Number(params.dialysisId);
  const navigate = useNavigate();
  const centre = useCentre();
  const [form] = Form.useForm<SessionFormValues>();
  const dialysis = useDialysis(patientID, dialysisID);
  const { save, confirmSave, conflict, clearConflict } = useSessionSave(patientID, form);
  const { loaded, loadLatest, reloading, takeSaved } = useLoadedSession(dialysis, form, clearConflict);
  const machines = useSessionMachines(loaded?.clinicID ?? null);
  // A login type that may not change a session (a Doctor) reads the form, every field disabled (issue 27 item 6).
  const canWrite = useCan('dialysis:write');
  const phase = loaded ? sessionPhase(loaded, Date.now()) : null;
  // One object per machine: the form's fields are memoised on their props (session-form.tsx).
  const machineID = loaded?.machineID ?? null;
  const machineName = loaded?.machineName ?? null;
  const currentMachine = useMemo(
    () => (machineID === null ? null : { id: machineID, name: machineName }),
    [machineID, machineName],
  );

  let fallback: ReactNode = null;
  if (dialysis.isError && !loaded) {
    fallback = (
      <Result
        status="warning"
        title={errorText(dialysis.error, DIALYSIS_MESSAGES.retrieve)}
        extra={<Button onClick={() => navigate(pathOf('dashboard'))}>Back to Dashboard</Button>}
      />
    );
  } else if (!loaded) {
    fallback = <Spin style={{ display: 'block', margin: '64px auto' }} />;
  }

  /** The SessionForm props that come from the loaded session (the page adds its mode and children). */
  const formProps: Omit<SessionFormProps, 'mode'> | null = loaded && {
    form,
    timeZone: centre.timezone,
    machines: machines.data,
    initialValues: valuesFromDialysis(loaded),
    currentMachine,
    startTime: loaded.startTime,
    endTime: loaded.endTime,
    readOnly: !canWrite,
  };

  /**
   * The edit pages' Update: validates (scrolling to the first error), then, confirmed, sends the `fields` that
   * changed since the form was loaded (and `extra`, what the page adds: check-out edit's corrected times), with
   * the version it was loaded with.
   */
  const update = async (
    fields: readonly SessionField[],
    onDone: (saved: Dialysis) => void,
    extra: Partial<UpdateDialysisInput> = {},
  ) => {
    if (!loaded) return;
    await validateOrScroll(form);
    const current = form.getFieldsValue(true);
    confirmSave(
      () =>
        request(UPDATE_DIALYSIS, {
          update: {
            ...changedInput(valuesFromDialysis(loaded), current, fields),
            ...extra,
            id: loaded.id,
            updatedOn: loaded.updatedOn,
          },
        }).then((data) => data.updateDialysis),
      { done: DIALYSIS_MESSAGES.updated, failed: DIALYSIS_MESSAGES.update, onDone },
    );
  };

  /**
   * The end of the page's form: "Load latest" after a version conflict, then the save button (`onSave`'s
   * rejection is a validation failure already shown on the form).
   */
  const saveActions = (label: string, onSave: () => Promise<unknown>) => (
    <>
      {!canWrite && <NotAllowed what="Read only" />}
      {conflict && <SessionConflictAlert onLoadLatest={loadLatest} loading={reloading} />}
      <Flex justify="flex-end">
        <PermittedButton
          action="dialysis:write"
          type="primary"
          size="large"
          onClick={() => onSave().catch(() => undefined)}
        >
          {label}
        </PermittedButton>
      </Flex>
    </>
  );

  return {
    patientID,
    dialysisID,
    navigate,
    form,
    loaded,
    phase,
    fallback,
    formProps,
    save,
    update,
    saveActions,
    takeSaved,
  };
}
