/** The patient pages' query keys: one patient (Patient Information, edit), and the Referring Source choices. */
export const patientKeys = {
  all: ['patient'] as const,
  one: (id: number) => [...patientKeys.all, id] as const,
  referringSources: () => [...patientKeys.all, 'referringSources'] as const,
};
