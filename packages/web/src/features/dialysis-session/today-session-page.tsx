import { DIALYSIS_MESSAGES } from '@dialysis/domain';
import { App, Spin } from 'antd';
import { useEffect, useRef } from 'react';
import { useNavigate, useParams } from 'react-router';
import { errorText, isUnauthenticated } from '../../api/errors.ts';
import { routePath } from '../../shared/routes.ts';
import { useAuth } from '../../shared/session/auth-context.tsx';
import { useTodayAppointments } from './interval-queries.ts';
import { todayTarget } from './intra-model.ts';

/**
 * /patient/:id/dialysis (the patient menu's Dialysis Session): today's appointment of the patient in the
 * selected centre decides where to go (spec 000 section 2): not started -> its check-in; in progress -> the
 * intra page; none or ended -> 'No Active Diaylsis Session' and the patient record. Always replaces this
 * address, so Back does not bounce through it.
 */
export function TodaySessionPage() {
  const { id } = useParams();
  const patientID = Number(id);
  const { centreId } = useAuth();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const today = useTodayAppointments(patientID, centreId ?? undefined);
  const done = useRef(false);

  useEffect(() => {
    if (done.current) return;
    if (today.isError) {
      done.current = true;
      if (!isUnauthenticated(today.error)) {
        message.error(errorText(today.error, DIALYSIS_MESSAGES.retrieve));
        navigate(routePath('patientRecord', { id: patientID }), { replace: true });
      }
      return;
    }
    if (!today.data) return;
    done.current = true;
    const target = todayTarget(today.data);
    if (target.kind === 'intra')
      navigate(routePath('patientDialysis', { id: patientID, dialysisId: target.dialysisID }), {
        replace: true,
      });
    else if (target.kind === 'checkIn') {
      navigate(routePath('patientDialysisCheckIn', { id: patientID, appointmentId: target.appointmentID }), {
        replace: true,
      });
    } else {
      message.info(DIALYSIS_MESSAGES.noActiveSession);
      navigate(routePath('patientRecord', { id: patientID }), { replace: true });
    }
  }, [today.data, today.isError, today.error, message, navigate, patientID]);

  return <Spin style={{ display: 'block', margin: '64px auto' }} />;
}
