import { DIALYSIS_MESSAGES } from '@dialysis/domain';
import { Alert, App, Button, Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useSelectedClinic } from '../../shared/centres/clinics.ts';
import { OFFLINE_MESSAGES } from '../../shared/offline/messages.ts';
import { OfflineNotice } from '../../shared/offline/offline-notice.tsx';
import { PendingWrites } from '../../shared/offline/pending-writes.tsx';
import { problemOf } from '../../shared/offline/problems.ts';
import { useSessionOutbox } from '../../shared/offline/use-session-outbox.ts';
import { usePatientHeader } from '../../shared/patient-panels/record-queries.ts';
import { pathOf, routePath } from '../../shared/routes.ts';
import { useCanDo } from '../../shared/session/use-can.ts';
import { IntervalForm } from './interval-form.tsx';
import { IntraHeader } from './intra-header.tsx';
import { NotAllowed } from './not-allowed.tsx';
import { withQueuedReadings } from './queued-reading.ts';
import { SessionHeader } from './session-header.tsx';
import { SessionPageLayout } from './session-page-layout.tsx';
import { useReenter } from './use-reenter.ts';

/**
 * The intra page of a provisional session (issue 31): a check-in kept on this tablet because it could not reach
 * the server, at /patient/:id/dialysis/<its provisional id>. It shows, clearly marked as not sent, the patient
 * and the patient's panels (the dialysis order among them) as last loaded, the check-in's values, the readings
 * entered since (counted, the countdown going on from the newest) and the reading form: readings are kept behind
 * the check-in and name the session by its provisional id, which the server maps to the session it makes. Once
 * the check-in is sent, the page becomes the session's own (its id). A check-in the server refused stays here
 * as a problem, with what was entered after it (Copy, Re-enter, Discard). Check Out waits for the session.
 */
export function ProvisionalIntraPage({ patientID, sessionKey }: { patientID: number; sessionKey: string }) {
  const outbox = useSessionOutbox({ sessionKey });
  const { reentered, reenter } = useReenter(patientID, outbox);
  const timeZone = useSelectedClinic().clinic?.timezone;
  const header = usePatientHeader(patientID);
  const can = useCanDo();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const checkIn = outbox.writes.find((w) => w.kind === 'checkin');

  // Nothing kept under this id (discarded, or an address typed by hand): as for an ended session.
  const gone = outbox.ready && outbox.made === undefined && outbox.writes.length === 0;
  const left = useRef(false);
  useEffect(() => {
    if (!gone || left.current) return;
    left.current = true;
    message.info(DIALYSIS_MESSAGES.noActiveSession);
    navigate(routePath('patientRecord', { id: patientID }), { replace: true });
  }, [gone, message, navigate, patientID]);

  if (outbox.made !== undefined) {
    return <Navigate to={routePath('patientDialysis', { id: patientID, dialysisId: outbox.made })} replace />;
  }
  const clinicID = checkIn?.clinicID ?? outbox.writes[0]?.clinicID;
  if (!outbox.ready || gone || clinicID === undefined) {
    return <Spin style={{ display: 'block', margin: '64px auto' }} />;
  }

  const refused = checkIn ? problemOf(checkIn, outbox.writes) : null;
  const { count, waiting, lastReading } = withQueuedReadings(0, null, outbox.writes);
  const startTime = checkIn?.enteredAt ?? null;
  return (
    <SessionPageLayout patientID={patientID} clinicID={clinicID}>
      <OfflineNotice loadedAt={header.dataUpdatedAt} failed={header.isError} timeZone={timeZone} />
      <Alert
        type={refused === null ? 'warning' : 'error'}
        showIcon
        role="status"
        title={refused === null ? OFFLINE_MESSAGES.provisional : `${OFFLINE_MESSAGES.notSaved}: ${refused}`}
        description={refused === null ? OFFLINE_MESSAGES.provisionalDetail : undefined}
        data-testid="provisional-session"
      />
      {refused === null ? (
        <IntraHeader
          patientID={patientID}
          startTime={startTime}
          count={count}
          waiting={waiting}
          lastReading={lastReading}
          timeZone={timeZone}
          checkOut={{ notYet: OFFLINE_MESSAGES.provisionalCheckOut }}
        />
      ) : (
        // No session was made: no start, count or countdown; the way to the one that stands, if any.
        <SessionHeader
          page="intra"
          patientID={patientID}
          extra={
            <>
              <Button onClick={() => navigate(pathOf('dashboard'))}>Back to Dashboard</Button>
              {checkIn?.problem?.message === DIALYSIS_MESSAGES.alreadyStarted && (
                <Button
                  type="primary"
                  onClick={() => navigate(routePath('patientDialysisToday', { id: patientID }))}
                >
                  {OFFLINE_MESSAGES.openSession}
                </Button>
              )}
            </>
          }
        />
      )}
      {refused === null && startTime && can('dialysisInterval:submit') ? (
        <IntervalForm
          patientID={patientID}
          target={{ sessionKey }}
          appointmentID={checkIn?.appointmentID}
          clinicID={clinicID}
          session={{ startTime, endTime: null }}
          previous={null}
          timeZone={timeZone}
          outbox={outbox}
          reentered={reentered}
        />
      ) : (
        refused === null && <NotAllowed what="New readings" />
      )}
      <PendingWrites
        writes={outbox.writes}
        timeZone={timeZone}
        onDiscard={outbox.discard}
        onReenter={reenter}
      />
    </SessionPageLayout>
  );
}
