import type { RoutineOrdersAsk } from './queries.ts';

/** Routine Orders' query keys; a renewal from the page reloads them (and the patient's record panels). */
export const routineOrderKeys = {
  all: ['routineOrder'] as const,
  list: (ask: RoutineOrdersAsk) => [...routineOrderKeys.all, ask] as const,
};
