import { DashboardPage } from '../dashboard/index.ts';

/**
 * The manage variant of the dashboard (spec 000 section 2), opened from the Manage home's Dialysis Session
 * tile: the same dashboard, with View Dialysis Sessions on each card (the patient's sessions in the user's
 * centres).
 */
export function ManageDialysisPage() {
  return <DashboardPage variant="manage" />;
}
