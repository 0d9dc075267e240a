/**
 * Every manage query lives under this key, so one write refreshes the lists and totals it can change; each
 * feature's own keys.ts builds its keys on it.
 */
export const manageKeys = {
  all: ['manage'] as const,
};
