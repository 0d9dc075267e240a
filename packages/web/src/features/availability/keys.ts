/** Availability's query keys: one month of the given centres (sorted, so the same centres share a key). */
export const availabilityKeys = {
  all: ['availability'] as const,
  month: (clinicIDs: readonly number[], first: string) =>
    [...availabilityKeys.all, [...clinicIDs].sort((a, b) => a - b), first] as const,
};
