import type { ComponentType } from 'react';
import { createBrowserRouter, Outlet, type RouteObject, ScrollRestoration } from 'react-router';
import { loadAntdStyles } from '../components/antd-styles.ts';
import { PlainSpin } from '../components/plain-spin.tsx';
import { LoginPage } from '../features/login/login-page.tsx';
import { type ImplementedRoute, ROUTE_PATHS } from '../shared/routes.ts';
import { PlainRouteError } from './plain-route-error.tsx';

type PageModule = Promise<{ Component: ComponentType }>;

/**
 * Every implemented route with its page and its guard: 'public' pages do their own redirects (spec: login and
 * centre selection), 'centre' pages need a user and a selected centre. Typed against IMPLEMENTED_ROUTES, so
 * the registry that hides links and the router cannot disagree.
 *
 * Each page is its own chunk, loaded through the data router's `lazy` (not React.lazy): the router fetches
 * the chunk before it commits the navigation, so the address bar changes when the page can render, and the
 * previous page stays on screen meanwhile instead of a loading flash.
 */
type Access = 'plain' | 'public' | 'user' | 'centre';
const PAGES: Record<ImplementedRoute, { load: () => PageModule; access: Access }> = {
  // The one page outside antd's shell (it renders without antd): the first thing every visitor loads, so it
  // comes with the entry (preloaded beside it) instead of a second round trip.
  login: { load: () => Promise.resolve({ Component: LoginPage }), access: 'plain' },
  // A signed-in user without a centre may land here from QuickBooks (a connection window has none selected).
  redirectQuickbooks: {
    load: () =>
      import('../features/quickbooks-redirect/redirect-page.tsx').then((m) => ({
        Component: m.QuickbooksRedirectPage,
      })),
    access: 'user',
  },
  redirectQuickbooksLink: {
    load: () =>
      import('../features/quickbooks-redirect/redirect-page.tsx').then((m) => ({
        Component: m.QuickbooksRedirectPage,
      })),
    access: 'user',
  },
  settingsCentreSelection: {
    load: () =>
      import('../features/centre-selection/centre-selection-page.tsx').then((m) => ({
        Component: m.CentreSelectionPage,
      })),
    access: 'public',
  },
  forgotPassword: {
    load: () =>
      import('../features/forgot-password/forgot-password-page.tsx').then((m) => ({
        Component: m.ForgotPasswordPage,
      })),
    access: 'public',
  },
  settingsAccount: {
    load: () => import('../features/account/account-page.tsx').then((m) => ({ Component: m.AccountPage })),
    access: 'centre',
  },
  settingsAccountEdit: {
    load: () =>
      import('../features/account/account-edit-page.tsx').then((m) => ({ Component: m.AccountEditPage })),
    access: 'centre',
  },
  settingsPasswordChange: {
    load: () =>
      import('../features/change-password/change-password-page.tsx').then((m) => ({
        Component: m.ChangePasswordPage,
      })),
    access: 'centre',
  },
  patientRecordExport: {
    load: () =>
      import('../features/patient-export/export-page.tsx').then((m) => ({ Component: m.PatientExportPage })),
    access: 'centre',
  },
  labResultManualInput: {
    load: () =>
      import('../features/lab-input/patient-list-page.tsx').then((m) => ({
        Component: m.LabInputPatientListPage,
      })),
    access: 'centre',
  },
  labResultManualInputPatient: {
    load: () =>
      import('../features/lab-input/patient-input-page.tsx').then((m) => ({
        Component: m.LabInputPatientPage,
      })),
    access: 'centre',
  },
  labResultFileUpload: {
    load: () =>
      import('../features/lab-import/upload-page.tsx').then((m) => ({ Component: m.LabImportUploadPage })),
    access: 'centre',
  },
  labResultFileUploadReview: {
    load: () =>
      import('../features/lab-import/review-page.tsx').then((m) => ({ Component: m.LabImportReviewPage })),
    access: 'centre',
  },
  patientIncidentReport: {
    load: () =>
      import('../features/incidents/patient-incident-page.tsx').then((m) => ({
        Component: m.PatientIncidentReportPage,
      })),
    access: 'centre',
  },
  routineOrder: {
    load: () =>
      import('../features/routine-orders/routine-orders-page.tsx').then((m) => ({
        Component: m.RoutineOrdersPage,
      })),
    access: 'centre',
  },
  manageQuality: {
    load: () => import('../features/quality/quality-page.tsx').then((m) => ({ Component: m.QualityPage })),
    access: 'centre',
  },
  manageQualityMisses: {
    load: () =>
      import('../features/quality/quality-misses-page.tsx').then((m) => ({
        Component: m.QualityMissesPage,
      })),
    access: 'centre',
  },
  incidentReportSummary: {
    load: () =>
      import('../features/incidents/summary-page.tsx').then((m) => ({
        Component: m.IncidentReportSummaryPage,
      })),
    access: 'centre',
  },
  incidentReportCentre: {
    load: () =>
      import('../features/incidents/centre-list-page.tsx').then((m) => ({
        Component: m.CentreIncidentListPage,
      })),
    access: 'centre',
  },
  incidentReportCentreCreate: {
    load: () =>
      import('../features/incidents/centre-incident-page.tsx').then((m) => ({
        Component: m.CentreIncidentReportPage,
      })),
    access: 'centre',
  },
  dashboard: {
    load: () =>
      import('../features/dashboard/dashboard-page.tsx').then((m) => ({ Component: m.DashboardPage })),
    access: 'centre',
  },
  availability: {
    load: () =>
      import('../features/availability/availability-page.tsx').then((m) => ({
        Component: m.AvailabilityPage,
      })),
    access: 'centre',
  },
  manageStaff: {
    load: () => import('../features/staff/staff-page.tsx').then((m) => ({ Component: m.StaffPage })),
    access: 'centre',
  },
  manageCertification: {
    load: () =>
      import('../features/certifications/manage-certifications-page.tsx').then((m) => ({
        Component: m.ManageCertificationsPage,
      })),
    access: 'centre',
  },
  manage: {
    load: () =>
      import('../features/manage-home/manage-home-page.tsx').then((m) => ({ Component: m.ManageHomePage })),
    access: 'centre',
  },
  manageCentre: {
    load: () => import('../features/centres/centres-page.tsx').then((m) => ({ Component: m.CentresPage })),
    access: 'centre',
  },
  manageMachine: {
    load: () => import('../features/machines/machines-page.tsx').then((m) => ({ Component: m.MachinesPage })),
    access: 'centre',
  },
  manageSeat: {
    load: () => import('../features/seats/seats-page.tsx').then((m) => ({ Component: m.SeatsPage })),
    access: 'centre',
  },
  manageDrug: {
    load: () => import('../features/reference-lists/pages.tsx').then((m) => ({ Component: m.DrugsPage })),
    access: 'centre',
  },
  manageSymptom: {
    load: () => import('../features/reference-lists/pages.tsx').then((m) => ({ Component: m.SymptomsPage })),
    access: 'centre',
  },
  manageHospitalReason: {
    load: () =>
      import('../features/reference-lists/pages.tsx').then((m) => ({
        Component: m.HospitalReasonsPage,
      })),
    access: 'centre',
  },
  clinicalNoteByAuthor: {
    load: () =>
      import('../features/latest-clinical-note/latest-notes-page.tsx').then((m) => ({
        Component: m.LatestNotesByAuthorPage,
      })),
    access: 'centre',
  },
  clinicalNoteByCentre: {
    load: () =>
      import('../features/latest-clinical-note/latest-notes-page.tsx').then((m) => ({
        Component: m.LatestNotesByCentrePage,
      })),
    access: 'centre',
  },
  manageFund: {
    load: () =>
      import('../features/funder-report/funder-report-page.tsx').then((m) => ({
        Component: m.FunderReportPage,
      })),
    access: 'centre',
  },
  manageInvoiceUnlinked: {
    load: () =>
      import('../features/unlinked-invoices/unlinked-invoices-page.tsx').then((m) => ({
        Component: m.UnlinkedInvoicesPage,
      })),
    access: 'centre',
  },
  manageMachineStatus: {
    load: () =>
      import('../features/machine-status/machine-status-page.tsx').then((m) => ({
        Component: m.MachineStatusPage,
      })),
    access: 'centre',
  },
  patientCreate: {
    load: () =>
      import('../features/patient/create-page.tsx').then((m) => ({ Component: m.CreatePatientPage })),
    access: 'centre',
  },
  patientInformation: {
    load: () =>
      import('../features/patient/view-page.tsx').then((m) => ({ Component: m.PatientInformationPage })),
    access: 'centre',
  },
  patientInformationEdit: {
    load: () => import('../features/patient/edit-page.tsx').then((m) => ({ Component: m.PatientEditPage })),
    access: 'centre',
  },
  patientAppointment: {
    load: () =>
      import('../features/patient-appointment/patient-appointment-page.tsx').then((m) => ({
        Component: m.PatientAppointmentPage,
      })),
    access: 'centre',
  },
  patientDocument: {
    load: () =>
      import('../features/patient-documents/patient-documents-page.tsx').then((m) => ({
        Component: m.PatientDocumentsPage,
      })),
    access: 'centre',
  },
  clinicalNoteAdd: {
    load: () =>
      import('../features/clinical-note-window/add-clinical-note-page.tsx').then((m) => ({
        Component: m.AddClinicalNotePage,
      })),
    access: 'centre',
  },
  patientRecord: {
    load: () =>
      import('../features/patient-record/patient-record-page.tsx').then((m) => ({
        Component: m.PatientRecordPage,
      })),
    access: 'centre',
  },
  patientDialysisCheckIn: {
    load: () =>
      import('../features/dialysis-session/check-in-page.tsx').then((m) => ({ Component: m.CheckInPage })),
    access: 'centre',
  },
  patientDialysisCheckInEdit: {
    load: () =>
      import('../features/dialysis-session/check-in-edit-page.tsx').then((m) => ({
        Component: m.CheckInEditPage,
      })),
    access: 'centre',
  },
  patientDialysisCheckOut: {
    load: () =>
      import('../features/dialysis-session/check-out-route.tsx').then((m) => ({
        Component: m.CheckOutRoute,
      })),
    access: 'centre',
  },
  patientDialysisCheckOutEdit: {
    load: () =>
      import('../features/dialysis-session/check-out-edit-page.tsx').then((m) => ({
        Component: m.CheckOutEditPage,
      })),
    access: 'centre',
  },
  patientDialysisToday: {
    load: () =>
      import('../features/dialysis-session/today-session-page.tsx').then((m) => ({
        Component: m.TodaySessionPage,
      })),
    access: 'centre',
  },
  patientDialysis: {
    load: () =>
      import('../features/dialysis-session/intra-page.tsx').then((m) => ({ Component: m.IntraPage })),
    access: 'centre',
  },
  manageDialysis: {
    load: () =>
      import('../features/manage-dialysis/manage-dialysis-page.tsx').then((m) => ({
        Component: m.ManageDialysisPage,
      })),
    access: 'centre',
  },
};

function routesFor(access: Access): RouteObject[] {
  return (Object.keys(PAGES) as ImplementedRoute[])
    .filter((name) => PAGES[name].access === access)
    .map((name) => ({ path: ROUTE_PATHS[name], lazy: PAGES[name].load }));
}

/**
 * The guards and the 404 page load with the first page that needs them. Antd's shell (theme, App, header)
 * is a lazy layout route around every page but login, and the root frame is antd-free: the login page's
 * JavaScript stays small (docs/performance.md, Web loading).
 */
const loadGuards = () => import('../shared/session/guards.tsx');

function RootFrame() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <RootFrame />,
      errorElement: <PlainRouteError />,
      hydrateFallbackElement: <PlainSpin fullPage />,
      children: [
        ...routesFor('plain'),
        {
          // antd's stylesheet with the shell: the router shows the page once both are in.
          lazy: () =>
            Promise.all([import('./antd-shell.tsx'), loadAntdStyles()]).then(([m]) => ({
              Component: m.AntdShell,
              ErrorBoundary: m.ShellRouteError,
            })),
          children: [
            ...routesFor('public'),
            {
              lazy: () => loadGuards().then((m) => ({ Component: m.RequireAuth })),
              children: [
                ...routesFor('user'),
                {
                  lazy: () => loadGuards().then((m) => ({ Component: m.RequireCentre })),
                  children: routesFor('centre'),
                },
              ],
            },
            {
              path: '*',
              lazy: () => import('./not-found-page.tsx').then((m) => ({ Component: m.NotFoundPage })),
            },
          ],
        },
      ],
    },
  ]);
}
