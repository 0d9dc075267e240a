import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Empty, Flex, Spin, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { errorText, isUnauthenticated } from '../../api/errors.ts';
import { useCentre } from '../../app/guards.tsx';
import {
  type DashboardParams,
  dashboardSearchParams,
  groupByShift,
  parseDashboardParams,
  resultText,
  seatBanner,
  sectionLayout,
} from './dashboard-model.ts';
import { dashboardKey, useDashboard } from './dashboard-query.ts';
import { DashboardToolbar } from './dashboard-toolbar.tsx';
import { ShiftSections } from './shift-sections.tsx';
import { useCentreEvents } from './use-centre-events.ts';

const LOAD_FAILED = 'Unable to retrieve Appointments';
const NO_RECORDS = 'No records found.';

/** Dashboard, daily mode (spec 000 section 2): the centre's day by session, reloaded on live events. */
export function DashboardPage() {
  const centre = useCentre();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(
    () => parseDashboardParams(searchParams, centre.today),
    [searchParams, centre.today],
  );
  const query = useDashboard(centre.id, params);

  const reload = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: dashboardKey(centre.id) }),
    [queryClient, centre.id],
  );
  useCentreEvents(centre.id, reload);

  // Search with nothing changed still means "show me the latest": reload instead of serving the cache.
  const onChange = (next: DashboardParams) => {
    const nextSearch = dashboardSearchParams(next, centre.today);
    if (nextSearch.toString() === dashboardSearchParams(params, centre.today).toString())
      void query.refetch();
    else setSearchParams(nextSearch);
  };

  // The server's view of "today" and "now" comes with every load; the centre list is only the fallback.
  const fresh = query.data?.listClinic.result[0];
  const today = fresh?.today ?? centre.today;
  const currentShift = fresh?.currentShift ?? centre.currentShift;
  const loaded = query.isSuccess && !query.isPlaceholderData ? query.data : undefined;
  const count = loaded?.listAppointmentDetail.count;

  // 'No records found.' once per search, not again on every live reload of the same empty day.
  const emptyShownFor = useRef<string | null>(null);
  const paramsKey = JSON.stringify(params);
  useEffect(() => {
    if (count === 0 && emptyShownFor.current !== paramsKey) {
      emptyShownFor.current = paramsKey;
      message.error(NO_RECORDS);
    }
    if (count !== undefined && count > 0) emptyShownFor.current = null;
  }, [count, paramsKey, message]);

  useEffect(() => {
    if (query.isError && !isUnauthenticated(query.error)) message.error(errorText(query.error, LOAD_FAILED));
  }, [query.isError, query.error, message]);

  const data = query.data;
  const appointments = data?.listAppointmentDetail.result ?? [];
  const layout = sectionLayout({ session: params.session, date: params.date, today, currentShift });
  const banner = data
    ? seatBanner({ appointments, seatCount: data.listSeat.count, date: params.date, today })
    : null;

  return (
    <Flex vertical gap={16}>
      <Typography.Title level={2} style={{ margin: 0 }}>
        Dashboard
      </Typography.Title>
      <DashboardToolbar params={params} onChange={onChange} />
      {banner && <Alert type="warning" showIcon title={banner} data-testid="seat-banner" />}
      {query.isPending ? (
        <Flex justify="center" style={{ padding: 48 }}>
          <Spin size="large" />
        </Flex>
      ) : !data ? (
        <Empty description={errorText(query.error, LOAD_FAILED)} />
      ) : data.listAppointmentDetail.count === 0 ? (
        <Empty description={NO_RECORDS} data-testid="dashboard-empty" />
      ) : (
        <Spin spinning={query.isPlaceholderData} delay={200}>
          <Flex vertical gap={12}>
            <Typography.Text type="secondary" data-testid="result-text" role="status">
              {resultText(data.listAppointmentDetail.count)}
            </Typography.Text>
            <ShiftSections
              key={`${params.date}|${params.session}|${today}|${currentShift}`}
              groups={groupByShift(appointments)}
              {...layout}
            />
          </Flex>
        </Spin>
      )}
    </Flex>
  );
}
