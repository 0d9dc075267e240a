import { useQueryClient } from '@tanstack/react-query';
import { Empty, Flex } from 'antd';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../components/page-title.tsx';
import { PlainSpin } from '../../components/plain-spin.tsx';
import { OfflineNotice } from '../../shared/offline/offline-notice.tsx';
import { useCentre } from '../../shared/session/guards.tsx';
import { BellMuteSwitch } from './bell-mute-switch.tsx';
import type { DashboardVariant } from './card-actions.ts';
import { DailyView } from './daily-view.tsx';
import { type DashboardParams, dashboardSearchParams, parseDashboardParams } from './dashboard-model.ts';
import { dashboardKey } from './dashboard-query.ts';
import { DashboardToolbar } from './dashboard-toolbar.tsx';
import type { SessionsPatient } from './dialysis-sessions-modal.tsx';
import { patientSearchKey } from './patient-search-query.ts';
import { useBellMuted } from './use-reading-bell.ts';

// Loaded when first needed, not with the day's cards: the search results (antd's Pagination and its Select)
// and the sessions table (antd's Table) are half of the page's JavaScript, and a nurse opening the dashboard
// sees neither (docs/performance.md, Web loading).
const PatientSearchView = lazy(() =>
  import('./patient-search-view.tsx').then((m) => ({ default: m.PatientSearchView })),
);
const DialysisSessionsModal = lazy(() =>
  import('./dialysis-sessions-modal.tsx').then((m) => ({ default: m.DialysisSessionsModal })),
);

/**
 * Dashboard (spec 000 section 2): the daily appointments of the centre, or a patient search over the current
 * centre or all the user's centres. Every choice lives in the URL. The manage variant (the Manage home's
 * Dialysis Session tile, /manage/dialysis) is the same page with View Dialysis Sessions on each daily card.
 */
export function DashboardPage({ variant = 'daily' }: { variant?: DashboardVariant }) {
  const centre = useCentre();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const [bellMuted, setBellMuted] = useBellMuted();
  const [sessionsOf, setSessionsOf] = useState<SessionsPatient | null>(null);
  // Mounted from the first opening on, so the modal closes with its animation.
  const [sessionsOpened, setSessionsOpened] = useState(false);
  // A stable callback: the daily cards are memoised (patient-card.tsx) and re-render only when a prop changes.
  // A card passes its appointment, which carries the patient's id and name.
  const viewSessions = useCallback((patient: SessionsPatient) => {
    setSessionsOpened(true);
    setSessionsOf(patient);
  }, []);
  const onViewSessions = variant === 'manage' ? viewSessions : undefined;
  const params = useMemo(
    () => parseDashboardParams(searchParams, centre.today),
    [searchParams, centre.today],
  );

  // A refused search text leaves nothing listed (the previous results would pass for its matches) until the
  // next search or any other change of the page's address.
  const [refusedAt, setRefusedAt] = useState<string | null>(null);
  const refused = refusedAt === searchParams.toString();

  // Search with nothing changed still means "show me the latest": reload instead of serving the cache.
  const onChange = (next: DashboardParams) => {
    setRefusedAt(null);
    const nextSearch = dashboardSearchParams(next, centre.today);
    if (nextSearch.toString() !== dashboardSearchParams(params, centre.today).toString()) {
      setSearchParams(nextSearch);
      return;
    }
    const key = params.mode === 'daily' ? dashboardKey(centre.id) : patientSearchKey;
    void queryClient.invalidateQueries({ queryKey: key });
  };

  const onPage = useCallback(
    (page: number) => setSearchParams(dashboardSearchParams({ ...params, page }, centre.today)),
    [params, centre.today, setSearchParams],
  );

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" gap={12} wrap>
        <PageTitle>{variant === 'manage' ? 'Dialysis Session' : 'Dashboard'}</PageTitle>
        {params.mode === 'daily' && <BellMuteSwitch muted={bellMuted} onChange={setBellMuted} />}
      </Flex>
      {/* Offline, or the live connection coming back: what is shown may be behind (issue 31 item 5). */}
      <OfflineNotice
        loadedAt={() =>
          Math.max(
            0,
            ...queryClient
              .getQueryCache()
              .findAll({ queryKey: dashboardKey(centre.id) })
              .map((query) => query.state.dataUpdatedAt),
          )
        }
      />
      <DashboardToolbar
        params={params}
        onChange={onChange}
        onSearchRefused={() => setRefusedAt(searchParams.toString())}
      />
      {refused && (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={false} data-testid="search-refused" />
      )}
      {/* Hidden rather than unmounted: the list keeps its state (its 'No records found.' is told once). */}
      <div hidden={refused}>
        {params.mode === 'daily' ? (
          <DailyView
            centre={centre}
            params={params}
            variant={variant}
            bellMuted={bellMuted}
            onViewSessions={onViewSessions}
          />
        ) : (
          <Suspense fallback={<PlainSpin />}>
            <PatientSearchView
              mode={params.mode}
              clinicID={centre.id}
              search={params.search}
              page={params.page}
              onPage={onPage}
              onViewSessions={onViewSessions}
            />
          </Suspense>
        )}
      </div>
      {sessionsOpened && (
        <Suspense fallback={null}>
          <DialysisSessionsModal patient={sessionsOf} onClose={() => setSessionsOf(null)} />
        </Suspense>
      )}
    </Flex>
  );
}
