import { useQuery } from '@tanstack/react-query';
import type { UserClinicFragment } from '../../api/generated/graphql.ts';
import { graphql } from '../../api/generated/index.ts';
import { request } from '../../api/graphql.ts';
import { useAuth } from '../session/auth-context.tsx';
import { clinicKeys } from './clinic-keys.ts';

graphql(`
  fragment UserClinic on Clinic { id name uid status timezone today currentShift }
`);

/** A centre the user may see; `today` is YYYY-MM-DD in the centre's time zone, decided by the server. */
export type Clinic = UserClinicFragment;

const LIST_CLINIC = graphql(`
  query ListClinic {
    listClinic(pagination: { limit: 500, orderby: [{ field: "name", direction: ASC }] }) {
      result { ...UserClinic }
    }
  }
`);

/** The centres the signed-in user may see (the server applies spec 000 section 4, Centre visibility). */
export function useClinics() {
  const { user } = useAuth();
  return useQuery({
    queryKey: clinicKeys.ofUser(user?.accountID),
    queryFn: ({ signal }) => request(LIST_CLINIC, undefined, signal).then((data) => data.listClinic.result),
    enabled: user !== null,
  });
}

/** Only ACTIVE centres can be selected or worked in. */
export function activeClinics(clinics: readonly Clinic[] | undefined): Clinic[] {
  return (clinics ?? []).filter((clinic) => clinic.status === 'ACTIVE');
}

/** The selected centre, when it is still one of the user's active centres. */
export function useSelectedClinic(): { clinic: Clinic | undefined; isPending: boolean; isError: boolean } {
  const { centreId } = useAuth();
  const clinics = useClinics();
  const clinic = activeClinics(clinics.data).find((c) => c.id === centreId);
  return { clinic, isPending: clinics.isPending, isError: clinics.isError };
}
