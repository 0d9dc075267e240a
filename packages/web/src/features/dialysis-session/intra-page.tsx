import { DIALYSIS_MESSAGES, hasEnded, RUNNING_LOCKED, sessionPhase } from '@dialysis/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Collapse, Spin } from 'antd';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ApiError, errorText, isUnauthenticated } from '../../api/errors.ts';
import { Result } from '../../components/result.tsx';
import { useSelectedClinic } from '../../shared/centres/clinics.ts';
import { OfflineNotice } from '../../shared/offline/offline-notice.tsx';
import { PendingWrites } from '../../shared/offline/pending-writes.tsx';
import { useSessionOutbox } from '../../shared/offline/use-session-outbox.ts';
import { routePath } from '../../shared/routes.ts';
import { useCanDo } from '../../shared/session/use-can.ts';
import { dialysisKey, useDialysis } from './api.ts';
import { IntervalForm } from './interval-form.tsx';
import { IntervalHistory } from './interval-history.tsx';
import { useDialysisIntervals, useSymptomList } from './interval-queries.ts';
import { IntraHeader } from './intra-header.tsx';
import { NotAllowed } from './not-allowed.tsx';
import { ProvisionalIntraPage } from './provisional-intra-page.tsx';
import { withQueuedReadings } from './queued-reading.ts';
import { SessionForm } from './session-form.tsx';
import { CHECK_IN_FIELDS, type SessionField } from './session-form-values.ts';
import { SessionHeader } from './session-header.tsx';
import { SessionPageLayout } from './session-page-layout.tsx';
import { useIntervalEvents } from './use-interval-events.ts';
import { useReenter } from './use-reenter.ts';
import { useSessionPage } from './use-session-page.tsx';

/** What Update sends from the intra page: the check-in fields a running session may change (RUNNING_LOCKED). */
const INTRA_FIELDS: readonly SessionField[] = CHECK_IN_FIELDS.filter(
  (field) => !(RUNNING_LOCKED as readonly string[]).includes(field),
);

/**
 * Intra-dialysis page (/patient/:id/dialysis/:dialysisId; spec 000 section 2, spec 001 sections 4, 5, 7): the
 * session header, the session form in a 'Check In' panel (collapsed; pre fields editable, the post fields and
 * the dialyser disabled, Update as on check-in edit), the reading entry, the history of readings (live), Check Out.
 * A session already checked out is not worked on here: 'No Active Diaylsis Session' and the patient record.
 */
export function IntraPage() {
  const params = useParams();
  // A provisional session (a check-in kept on this tablet, not sent yet) is named by its provisional id.
  if (!/^\d+$/.test(params.dialysisId ?? ''))
    return <ProvisionalIntraPage patientID={Number(params.id)} sessionKey={params.dialysisId ?? ''} />;
  return <SessionIntraPage patientID={Number(params.id)} dialysisID={Number(params.dialysisId)} />;
}

function SessionIntraPage({ patientID, dialysisID }: { patientID: number; dialysisID: number }) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const can = useCanDo();
  const session = useDialysis(patientID, dialysisID);
  const intervals = useDialysisIntervals(patientID, dialysisID);
  const symptoms = useSymptomList();
  const timeZone = useSelectedClinic().clinic?.timezone;
  const sessionPage = useSessionPage();
  // With a check-in of this appointment kept here and refused (checked in elsewhere): shown on the session
  // that stands, with what was entered after it, to copy or re-enter here.
  const outbox = useSessionOutbox({ dialysisID, appointmentID: session.data?.appointmentID });
  const { reentered, reenter } = useReenter(patientID, outbox);

  const reload = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: dialysisKey(patientID, dialysisID) }),
    [queryClient, patientID, dialysisID],
  );
  // The same object while the times are: the reading form and the history are memoised on their props.
  const startTime = session.data?.startTime as string;
  const endTime = session.data?.endTime;
  const times = useMemo(() => ({ startTime, endTime }), [startTime, endTime]);
  useIntervalEvents(session.data?.clinicID, dialysisID, reload);

  // Leave once (a live reload must not say it again).
  const left = useRef(false);
  useEffect(() => {
    if (left.current) return;
    if (session.data && hasEnded(sessionPhase(session.data))) {
      // Writes of this session still kept on the tablet (a reading refused because the session was checked
      // out while it waited): stay and show them, never drop them silently (issue 31 item 3).
      if (!outbox.ready || outbox.writes.length > 0) return;
      left.current = true;
      message.info(DIALYSIS_MESSAGES.noActiveSession);
      navigate(routePath('patientRecord', { id: patientID }), { replace: true });
    } else if (session.isError && !session.data && !isUnauthenticated(session.error)) {
      left.current = true;
      message.error(errorText(session.error, DIALYSIS_MESSAGES.retrieve));
      if (session.error instanceof ApiError && session.error.code === 'NOT_FOUND') {
        navigate(routePath('patientRecord', { id: patientID }), { replace: true });
      }
    }
  }, [
    session.data,
    session.isError,
    session.error,
    message,
    navigate,
    patientID,
    outbox.ready,
    outbox.writes,
  ]);

  // Only for a session that loaded: an unknown one already said so, once (issue 27 item 7).
  useEffect(() => {
    if (session.isSuccess && intervals.isError && !intervals.data && !isUnauthenticated(intervals.error)) {
      message.error(DIALYSIS_MESSAGES.retrieveInterval);
    }
  }, [session.isSuccess, intervals.isError, intervals.data, intervals.error, message]);

  const data = session.data;
  if (session.isError && !data) {
    return <Result status="error" title={errorText(session.error, DIALYSIS_MESSAGES.retrieve)} />;
  }
  const phase = data ? sessionPhase(data, Date.now()) : null;
  if (data && phase && hasEnded(phase) && outbox.writes.length > 0) {
    return (
      <SessionPageLayout patientID={patientID} clinicID={data.clinicID} dialysisID={data.id} phase={phase}>
        <SessionHeader page="intra" patientID={patientID} />
        <Alert type="info" showIcon title={DIALYSIS_MESSAGES.noActiveSession} />
        <PendingWrites writes={outbox.writes} timeZone={timeZone} onDiscard={outbox.discard} />
      </SessionPageLayout>
    );
  }
  if (!data || !phase || hasEnded(phase)) return <Spin style={{ display: 'block', margin: '64px auto' }} />;

  const previous = intervals.data?.result[0];
  // Readings kept on this tablet count as entered: the countdown goes on from the newest (issue 31). Those of a
  // refused check-in of the appointment (shown below) are not this session's.
  const own = { ...outbox, writes: outbox.writes.filter((w) => w.dialysisID === dialysisID) };
  const { count, waiting, lastReading } = withQueuedReadings(
    intervals.data?.count ?? data.intervalCount,
    previous?.timestamp,
    own.writes,
  );
  return (
    <SessionPageLayout patientID={patientID} clinicID={data.clinicID} dialysisID={data.id} phase={phase}>
      <OfflineNotice loadedAt={session.dataUpdatedAt} failed={session.isError} timeZone={timeZone} />
      <IntraHeader
        patientID={patientID}
        startTime={data.startTime}
        count={count}
        waiting={waiting}
        lastReading={lastReading}
        timeZone={timeZone}
        checkOut={{ dialysisID: data.id }}
      />
      <IntraSessionForm page={sessionPage} readOnly={!can('dialysis:write')} onSaved={reload} />
      {can('dialysisInterval:submit') ? (
        <IntervalForm
          patientID={patientID}
          target={{ dialysisID }}
          clinicID={data.clinicID}
          session={times}
          previous={previous}
          timeZone={timeZone}
          outbox={own}
          reentered={reentered}
        />
      ) : (
        <NotAllowed what="New readings" />
      )}
      <PendingWrites
        writes={outbox.writes}
        timeZone={timeZone}
        onDiscard={outbox.discard}
        onReenter={reenter}
      />
      <IntervalHistory
        patientID={patientID}
        session={times}
        list={intervals}
        symptoms={symptoms.data ?? []}
        timeZone={timeZone}
      />
    </SessionPageLayout>
  );
}

/**
 * The session form of the intra page (spec 000 section 2: the post fields and the dialyser disabled), in a
 * 'Check In' panel that starts collapsed so the reading form stays near the top on a tablet. Update saves the
 * changed pre fields with the loaded version (confirm, conflict with Load latest, errors on the field) and
 * stays: the form then holds the saved session. Read-only for a Doctor (the server refuses the write).
 */
function IntraSessionForm({
  page,
  readOnly,
  onSaved,
}: {
  page: ReturnType<typeof useSessionPage>;
  readOnly: boolean;
  onSaved: () => void;
}) {
  const { formProps, update, saveActions, takeSaved } = page;
  const onUpdate = () =>
    update(INTRA_FIELDS, (saved) => {
      takeSaved(saved);
      onSaved();
    });
  return (
    <Collapse
      size="small"
      items={[
        {
          key: 'checkIn',
          label: 'Check In',
          forceRender: true,
          children: formProps ? (
            <SessionForm {...formProps} mode="intra" readOnly={readOnly}>
              {readOnly ? <NotAllowed what="Read only" /> : saveActions('Update', onUpdate)}
            </SessionForm>
          ) : (
            page.fallback
          ),
        },
      ]}
    />
  );
}
