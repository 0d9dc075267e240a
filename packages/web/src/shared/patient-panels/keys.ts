/** The record panels' choice lists (the panels' own data is under recordKey, per patient). */
export const recordOptionKeys = {
  drugs: () => ['drugOptions'] as const,
  centreStaff: (clinicID: number | undefined) => ['centreStaff', clinicID] as const,
};
