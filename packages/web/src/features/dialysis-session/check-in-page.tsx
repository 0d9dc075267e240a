import { allowedRoleNames, DIALYSIS_MESSAGES } from '@dialysis/domain';
import { Alert, App, Button, Flex, Form, Spin } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { errorText, isUnauthenticated } from '../../api/errors.ts';
import type { StartDialysisMutation } from '../../api/generated/graphql.ts';
import { Result } from '../../components/result.tsx';
import { useClinics } from '../../shared/centres/clinics.ts';
import { OFFLINE_MESSAGES } from '../../shared/offline/messages.ts';
import { useSessionOutbox } from '../../shared/offline/use-session-outbox.ts';
import { NewDialysisOrderModal } from '../../shared/patient-panels/dialysis-order-panel-modal.tsx';
import { useDialysisOrderInForce } from '../../shared/patient-panels/dialysis-order-panel-queries.ts';
import { usePatientHeader } from '../../shared/patient-panels/record-queries.ts';
import { pathOf, routePath } from '../../shared/routes.ts';
import { useCentre } from '../../shared/session/guards.tsx';
import { PermittedButton } from '../../shared/session/permitted-button.tsx';
import { useCan } from '../../shared/session/use-can.ts';
import { patientIdParam } from '../patient/index.ts';
import { START_DIALYSIS, useSessionMachines } from './api.ts';
import { checkInShown } from './queued-reading.ts';
import { SessionForm } from './session-form.tsx';
import { useCheckInAppointment, useLastSession } from './session-form-queries.ts';
import { CHECK_IN_FIELDS, inputOf, kgText, type SessionFormValues } from './session-form-values.ts';
import { SessionHeader } from './session-header.tsx';
import { SessionPageLayout } from './session-page-layout.tsx';
import { reenterCheckInOf } from './use-reenter.ts';
import { isCode, useSessionSave, validateOrScroll } from './use-session-save.ts';

/** How often a check-in waiting at 'No Dialysis Order' asks for the order again. */
const ORDER_POLL_MS = 10_000;

const wholeNumber = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

/**
 * Check-in (spec 000 sections 2 and 4): the pre-dialysis form for an appointment of today. Without a dialysis
 * order the 'No Dialysis Order' block stops check-in and offers New Order (for those who prescribe); the block
 * goes once an order exists. Check In asks 'Are you sure?', starts the session and opens the intra page. An
 * appointment already checked in goes to its intra page; an unknown one says 'Invalid Appointment.' and
 * returns to the dashboard.
 */
export function CheckInPage() {
  const params = useParams();
  const patientID = patientIdParam(params.id);
  const appointmentID = Number(params.appointmentId);
  const centre = useCentre();
  const canPrescribe = useCan('dialysisOrder:create');
  // A Doctor reads the check-in form but may not check in: every field disabled (issue 27 item 6).
  const canWrite = useCan('dialysis:write');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<SessionFormValues>();
  const [adding, setAdding] = useState(false);
  const { confirmSave } = useSessionSave(patientID, form);

  const header = usePatientHeader(patientID);
  const clinics = useClinics().data;
  const patientCentre = clinics?.find((c) => c.id === header.data?.clinicID);
  const appointment = useCheckInAppointment(
    patientID,
    appointmentID,
    header.data ? [centre, ...(patientCentre ? [patientCentre] : [])] : [],
  );
  const order = useDialysisOrderInForce(patientID);
  const last = useLastSession(patientID);
  const clinicID = appointment.data?.clinicID ?? null;
  const machines = useSessionMachines(clinicID);
  // A check-in of this appointment kept on this tablet (issue 31): its page is the provisional session's,
  // unless the nurse came back to re-enter it (its values in the form, sent again in its place).
  const kept = useSessionOutbox({ checkInOf: appointmentID });
  const location = useLocation();
  const reentering = kept.writes.find(
    (w) => w.kind === 'checkin' && w.key === reenterCheckInOf(location.state),
  );
  const keptCheckIn = kept.writes.find((w) => w.kind === 'checkin');
  // While this page's own check-in is being kept and sent, its outcome decides where to go.
  const [submitting, setSubmitting] = useState(false);

  // An unknown patient says so ('Invalid Patient'); an appointment that is not this patient's of today, the
  // spec's 'Invalid Appointment.'. Either way, back to the dashboard.
  const invalid = header.isError
    ? isUnauthenticated(header.error)
      ? null
      : errorText(header.error, DIALYSIS_MESSAGES.invalidAppointment)
    : appointment.data === null
      ? DIALYSIS_MESSAGES.invalidAppointment
      : null;
  useEffect(() => {
    if (!invalid) return;
    message.error(invalid);
    navigate(pathOf('dashboard'), { replace: true });
  }, [invalid, message, navigate]);

  // Prefill once: arrival now, the last session's post weight and height, the order's dry weight and MSA.
  const initialValues = useMemo<SessionFormValues | undefined>(() => {
    if (order.isPending || last.isPending || !kept.ready) return undefined;
    if (reentering?.formValues) return reentering.formValues as SessionFormValues;
    return {
      arriveTime: new Date().toISOString(),
      lastWeight: kgText(last.data?.postWeight),
      height: wholeNumber(last.data?.height),
      dryWeight: kgText(order.data?.dryWeight),
      MSA: wholeNumber(order.data?.MSA),
    };
  }, [order.isPending, order.data, last.isPending, last.data, kept.ready, reentering]);

  // An order created on this page fills dry weight and MSA if the nurse has not typed them.
  const orderSeen = useRef<number | null | undefined>(undefined);
  useEffect(() => {
    if (!initialValues || order.data === undefined) return;
    const id = order.data?.id ?? null;
    if (orderSeen.current === undefined) {
      orderSeen.current = id;
      return;
    }
    if (orderSeen.current === id || !order.data) return;
    orderSeen.current = id;
    const fill: SessionFormValues = {};
    if (!form.getFieldValue('dryWeight')) fill.dryWeight = kgText(order.data.dryWeight);
    if (!form.getFieldValue('MSA')) fill.MSA = wholeNumber(order.data.MSA);
    form.setFieldsValue(fill);
  }, [initialValues, order.data, form]);

  // 'No Dialysis Order' waits for an order often written on another screen (the doctor's): while it shows, the
  // order in force is asked again every 10 seconds, so the block goes and Check In opens by itself (issue 27
  // item 7). An order made here reloads it at once.
  const waitingForOrder = order.data === null;
  const refetchOrder = order.refetch;
  useEffect(() => {
    if (!waitingForOrder) return;
    const timer = setInterval(() => void refetchOrder(), ORDER_POLL_MS);
    return () => clearInterval(timer);
  }, [waitingForOrder, refetchOrder]);

  if (appointment.data?.dialysisID) {
    return (
      <Navigate
        to={routePath('patientDialysis', { id: patientID, dialysisId: appointment.data.dialysisID })}
        replace
      />
    );
  }
  if (keptCheckIn?.sessionKey && !reentering && !submitting) {
    return (
      <Navigate
        to={routePath('patientDialysis', { id: patientID, dialysisId: keptCheckIn.sessionKey })}
        replace
      />
    );
  }
  if (appointment.isError) {
    return (
      <Result
        status="warning"
        title={errorText(appointment.error, 'Unable to retrieve Appointments')}
        extra={<Button onClick={() => appointment.refetch()}>Retry</Button>}
      />
    );
  }
  if (!appointment.data || !initialValues || !header.data) {
    return <Spin style={{ display: 'block', margin: '64px auto' }} />;
  }

  const noOrder = order.data === null;

  const checkIn = async () => {
    await validateOrScroll(form);
    const clinic = appointment.data?.clinicID;
    // Through the tablet's queue (issue 31): kept first, then sent; offline it waits, and the session is
    // provisional until it is sent: named by the id made here, which the readings entered meanwhile use. It
    // starts when the nurse checks in (a re-entered one keeps the time and the id of the one it replaces).
    const sessionKey = reentering?.sessionKey ?? crypto.randomUUID();
    const keptStart = (reentering?.variables.create as { startTime?: string } | undefined)?.startTime;
    confirmSave(
      async () => {
        const values = form.getFieldsValue(true);
        const startTime = keptStart ?? new Date().toISOString();
        setSubmitting(true);
        const submitted = await kept
          .submit<StartDialysisMutation>({
            kind: 'checkin',
            patientID,
            sessionKey,
            appointmentID,
            clinicID: clinic,
            query: START_DIALYSIS,
            variables: {
              create: { ...inputOf(values, CHECK_IN_FIELDS), startTime, sessionKey },
              appointmentID,
            },
            enteredAt: startTime,
            shown: checkInShown(values, CHECK_IN_FIELDS, machines.data ?? [], centre.timezone),
            formValues: JSON.parse(JSON.stringify(values)) as Record<string, unknown>,
            replaces: reentering?.key,
          })
          .catch((error: unknown) => {
            // Refused: the form stays (on success the page goes, to the session or the provisional one).
            setSubmitting(false);
            throw error;
          });
        return submitted.sent ? submitted.data.startDialysis.id : sessionKey;
      },
      {
        // Kept, not checked in yet: said as a warning, not as a success.
        done: (started) => (typeof started === 'number' ? DIALYSIS_MESSAGES.checkedIn : ''),
        failed: DIALYSIS_MESSAGES.update,
        onDone: (started) => {
          if (typeof started !== 'number') message.warning(OFFLINE_MESSAGES.checkInKept);
          navigate(routePath('patientDialysis', { id: patientID, dialysisId: started }), { replace: true });
        },
        onError: (error) => {
          // 'Invalid Appointment.' (a known code: the toast is the server's text), then back to the dashboard.
          if (isCode(error, 'INVALID_APPOINTMENT')) navigate(pathOf('dashboard'));
          if (isCode(error, 'NO_DIALYSIS_ORDER')) void order.refetch();
          // 'Dialysis already started.': the appointment now has its session; reloading opens it.
          // 'Machine already in use in another appointment.' or 'Dialysis already started.': reload the machines
          // (the taken one shows "(in use)") and the appointment (a started one opens its session).
          if (isCode(error, 'CONFLICT')) {
            void machines.refetch();
            void appointment.refetch();
          }
          return false;
        },
      },
    );
  };

  return (
    <SessionPageLayout patientID={patientID} clinicID={appointment.data.clinicID}>
      <SessionHeader page="checkin" patientID={patientID} />
      {noOrder && (
        <Alert
          type="error"
          showIcon
          title={DIALYSIS_MESSAGES.noOrder}
          description={`A dialysis order can be created by a ${allowedRoleNames('dialysisOrder:create')}${
            canPrescribe ? ': use New Order.' : '. Please ask one of them to create it.'
          }`}
          data-testid="no-dialysis-order"
          action={
            canPrescribe ? (
              <Button type="primary" onClick={() => setAdding(true)}>
                New Order
              </Button>
            ) : undefined
          }
        />
      )}
      <SessionForm
        form={form}
        mode="checkin"
        readOnly={!canWrite}
        timeZone={centre.timezone}
        machines={machines.data}
        initialValues={initialValues}
      >
        <Flex justify="flex-end">
          <PermittedButton
            action="dialysis:write"
            type="primary"
            size="large"
            disabled={noOrder || order.isPending}
            onClick={() => checkIn().catch(() => undefined)}
          >
            Check In
          </PermittedButton>
        </Flex>
      </SessionForm>
      <NewDialysisOrderModal patientID={patientID} open={adding} onClose={() => setAdding(false)} />
    </SessionPageLayout>
  );
}
