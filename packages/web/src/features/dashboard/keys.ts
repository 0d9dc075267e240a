/** The dashboard's query keys: `all` is what a write that changes seats, sessions or appointments reloads. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  clinic: (clinicID: number) => [...dashboardKeys.all, clinicID] as const,
};
