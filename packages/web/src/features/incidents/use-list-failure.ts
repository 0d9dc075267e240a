import { INCIDENT_MESSAGES as M } from '@dialysis/domain';
import { App } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { ApiError, isUnauthenticated } from '../../api/errors.ts';

/**
 * An incident list's failure, told once: 'Unable to retrieve records' (spec 001 section 8); a patient that is
 * unknown or of another centre says 'Invalid Patient' and returns to the dashboard, as every patient page.
 */
export function useIncidentListFailure(query: { isError: boolean; error: unknown }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  useEffect(() => {
    if (!query.isError || isUnauthenticated(query.error)) return;
    if (query.error instanceof ApiError && query.error.code === 'NOT_FOUND') {
      message.error('Invalid Patient');
      navigate('/', { replace: true });
    } else message.error(M.retrieveFailed);
  }, [query.isError, query.error, message, navigate]);
}
