import { Button } from 'antd';
import { createContext, useContext, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Result } from '../../components/result.tsx';
import type { Clinic } from '../centres/clinics.ts';
import { useClinics, useSelectedClinic } from '../centres/clinics.ts';
import type { OriginState } from '../location-state.ts';
import { ROUTE_PATHS } from '../routes.ts';
import { useAuth } from './auth-context.tsx';
import { FullPageSpin } from './full-page-spin.tsx';

/** Signed-out users go to login; the page is remembered unless they just chose Log Out. */
export function RequireAuth() {
  const { user, exitReason } = useAuth();
  const location = useLocation();
  if (!user) {
    const state: OriginState | undefined = exitReason === 'logout' ? undefined : { from: location };
    return <Navigate to={ROUTE_PATHS.login} replace state={state} />;
  }
  return <Outlet />;
}

const CentreContext = createContext<Clinic | null>(null);

/**
 * Signed in without a usable centre: go to centre selection, remembering the page unless the user chose
 * Switch Centre. A stored centre that is no longer among the user's active centres is dropped here.
 */
export function RequireCentre() {
  const { centreId, exitReason, clearCentre } = useAuth();
  const location = useLocation();
  const clinics = useClinics();
  const { clinic, isPending, isError } = useSelectedClinic();
  const stale = centreId !== null && !isPending && !isError && !clinic;

  useEffect(() => {
    if (stale) clearCentre(null);
  }, [stale, clearCentre]);

  if (centreId === null || stale) {
    const state: OriginState | undefined = exitReason === 'switch' ? undefined : { from: location };
    return <Navigate to={ROUTE_PATHS.settingsCentreSelection} replace state={state} />;
  }
  // With the centres at hand (a copy kept offline, issue 31), a failed reload does not stop the page.
  if (isError && !clinic) {
    return (
      <Result
        status="warning"
        title="Unable to load centres"
        extra={<Button onClick={() => clinics.refetch()}>Retry</Button>}
      />
    );
  }
  if (!clinic) return <FullPageSpin />;
  return (
    <CentreContext.Provider value={clinic}>
      <Outlet />
    </CentreContext.Provider>
  );
}

/** The selected centre, for pages under RequireCentre. */
export function useCentre(): Clinic {
  const clinic = useContext(CentreContext);
  if (!clinic) throw new Error('useCentre outside RequireCentre');
  return clinic;
}

export { FullPageSpin };
