/** The record panels' choice lists (the panels' own data is under recordKey, per patient). */
export const recordOptionKeys = {
  drugs: () => ['drugOptions'] as const,
  centreStaff: (clinicID: number | undefined) => ['centreStaff', clinicID] as const,
};

/** The Hospital Entry form's Reason choices (the hospital reason list); Manage Hospital Reasons reloads them. */
export const hospitalReasonOptionKeys = {
  all: ['hospitalReasonOptions'] as const,
};
