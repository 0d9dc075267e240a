import { PATIENT_MESSAGES as M } from '@dialysis/domain';
import { App } from 'antd';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ApiError, isUnauthenticated } from '../../api/errors.ts';
import { ROUTE_PATHS } from '../../shared/routes.ts';
import { patientIdParam, usePatient } from './queries.ts';

/**
 * The patient of the route's `:id`. An unknown or out-of-scope patient (the server answers both alike) and
 * an id that is no number show 'Invalid Patient' and return to the dashboard (spec 001 section 2).
 */
export function usePatientOrLeave() {
  const id = patientIdParam(useParams().id);
  const patient = usePatient(id);
  const navigate = useNavigate();
  const { message } = App.useApp();
  const invalid =
    Number.isNaN(id) || (patient.error instanceof ApiError && patient.error.code === 'NOT_FOUND');
  useEffect(() => {
    if (!invalid) return;
    message.error(M.invalidPatient);
    navigate(ROUTE_PATHS.dashboard, { replace: true });
  }, [invalid, message, navigate]);
  const failed = patient.isError && !invalid && !isUnauthenticated(patient.error);
  return { id, patient, failed };
}
