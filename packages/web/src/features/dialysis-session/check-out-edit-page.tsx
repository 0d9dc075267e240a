import { DIALYSIS_MESSAGES } from '@dialysis/domain';
import { Button, Flex, Form, Input, Result, Spin } from 'antd';
import { Navigate, useNavigate, useParams } from 'react-router';
import { errorText } from '../../api/errors.ts';
import { request } from '../../api/graphql.ts';
import { useCentre } from '../../app/guards.tsx';
import { pathOf } from '../../app/routes.ts';
import { patientIdParam } from '../patient/queries.ts';
import { UPDATE_DIALYSIS, useDialysis, useSessionMachines } from './api.ts';
import { SessionConflictAlert, SessionForm } from './session-form.tsx';
import {
  CHECKOUT_EDIT_FIELDS,
  changedInput,
  type SessionFormValues,
  valuesFromDialysis,
} from './session-form-values.ts';
import { SessionHeader } from './session-header.tsx';
import { SessionPageLayout } from './session-page-layout.tsx';
import { sessionPath, useLoadedSession, useSessionSave, validateOrScroll } from './use-session-save.ts';

/**
 * Check-out edit (spec 000 section 2): a checked-out session's form with the pre fields, machine, MSA and
 * membrane use disabled; Update sends the changed post data, dialyser and notes, then opens the patient
 * record. A session still in progress has nothing to edit here yet: it goes to its intra page.
 */
export function CheckOutEditPage() {
  const params = useParams();
  const patientID = patientIdParam(params.id);
  const dialysisID = Number(params.dialysisId);
  const navigate = useNavigate();
  const centre = useCentre();
  const [form] = Form.useForm<SessionFormValues>();
  const dialysis = useDialysis(patientID, dialysisID);
  const { confirmSave, conflict, clearConflict } = useSessionSave(patientID);
  const { loaded, loadLatest, reloading } = useLoadedSession(dialysis, form, clearConflict);
  const machines = useSessionMachines(loaded?.clinicID ?? null);

  if (dialysis.isError && !loaded) {
    return (
      <Result
        status="warning"
        title={errorText(dialysis.error, DIALYSIS_MESSAGES.retrieve)}
        extra={<Button onClick={() => navigate(pathOf('dashboard'))}>Back to Dashboard</Button>}
      />
    );
  }
  if (!loaded) return <Spin style={{ display: 'block', margin: '64px auto' }} />;
  if (!loaded.endTime) return <Navigate to={sessionPath('patientDialysis', patientID, loaded.id)} replace />;

  const update = async () => {
    await validateOrScroll(form);
    const current = form.getFieldsValue(true);
    confirmSave(
      () =>
        request(UPDATE_DIALYSIS, {
          update: {
            ...changedInput(valuesFromDialysis(loaded), current, CHECKOUT_EDIT_FIELDS),
            id: loaded.id,
            version: loaded.version,
          },
        }).then((data) => data.updateDialysis),
      {
        done: DIALYSIS_MESSAGES.updated,
        failed: DIALYSIS_MESSAGES.update,
        onDone: () => navigate(sessionPath('patientRecord', patientID)),
      },
    );
  };

  return (
    <SessionPageLayout patientID={patientID} clinicID={loaded.clinicID}>
      <SessionHeader page="checkoutEdit" patientID={patientID} />
      <SessionForm
        form={form}
        timeZone={centre.timezone}
        mode="checkoutEdit"
        machines={machines.data}
        initialValues={valuesFromDialysis(loaded)}
        currentMachine={loaded.machineID === null ? null : { id: loaded.machineID, name: loaded.machineName }}
        startTime={loaded.startTime}
        endTime={loaded.endTime}
      >
        <Form.Item name="notes" label="Additional Notes">
          <Input.TextArea rows={3} maxLength={2000} />
        </Form.Item>
        {conflict && <SessionConflictAlert onLoadLatest={loadLatest} loading={reloading} />}
        <Flex justify="flex-end">
          <Button type="primary" size="large" onClick={() => update().catch(() => undefined)}>
            Update
          </Button>
        </Flex>
      </SessionForm>
    </SessionPageLayout>
  );
}
