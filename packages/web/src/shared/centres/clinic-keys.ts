/** The user's centre list (filters, centre selection): `all` reloads it after a centre is added or edited. */
export const clinicKeys = {
  all: ['clinics'] as const,
  ofUser: (accountID: string | undefined) => [...clinicKeys.all, accountID] as const,
};
