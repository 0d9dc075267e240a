// What other features may use of the dashboard: its query keys (writes that change a day's cards reload them),
// the reading countdown (also on the intra page) and the page itself (Manage Dialysis shows it).
export { DashboardPage } from './dashboard-page.tsx';
export { dashboardKeys } from './keys.ts';
export { ReadingCountdown } from './reading-countdown.tsx';
