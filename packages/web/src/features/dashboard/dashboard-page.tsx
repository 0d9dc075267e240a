import { useQueryClient } from '@tanstack/react-query';
import { Flex, Typography } from 'antd';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useCentre } from '../../app/guards.tsx';
import { DailyView } from './daily-view.tsx';
import { type DashboardParams, dashboardSearchParams, parseDashboardParams } from './dashboard-model.ts';
import { dashboardKey } from './dashboard-query.ts';
import { DashboardToolbar } from './dashboard-toolbar.tsx';
import { patientSearchKey } from './patient-search-query.ts';
import { PatientSearchView } from './patient-search-view.tsx';

/**
 * Dashboard (spec 000 section 2): the daily appointments of the centre, or a patient search over the current
 * centre or all the user's centres. Every choice lives in the URL.
 */
export function DashboardPage() {
  const centre = useCentre();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(
    () => parseDashboardParams(searchParams, centre.today),
    [searchParams, centre.today],
  );

  // Search with nothing changed still means "show me the latest": reload instead of serving the cache.
  const onChange = (next: DashboardParams) => {
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
      <Typography.Title level={2} style={{ margin: 0 }}>
        Dashboard
      </Typography.Title>
      <DashboardToolbar params={params} onChange={onChange} />
      {params.mode === 'daily' ? (
        <DailyView centre={centre} params={params} />
      ) : (
        <PatientSearchView
          mode={params.mode}
          clinicID={centre.id}
          search={params.search}
          page={params.page}
          onPage={onPage}
        />
      )}
    </Flex>
  );
}
