import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Empty, Flex, Spin, Typography } from 'antd';
import { useCallback, useEffect, useRef } from 'react';
import { errorText, isUnauthenticated } from '../../api/errors.ts';
import type { Clinic } from '../../api/types.ts';
import {
  type DashboardParams,
  groupByShift,
  resultText,
  seatBanner,
  sectionLayout,
} from './dashboard-model.ts';
import { dashboardKey, useDashboard } from './dashboard-query.ts';
import { ShiftSections } from './shift-sections.tsx';
import { useCentreEvents } from './use-centre-events.ts';

const LOAD_FAILED = 'Unable to retrieve Appointments';
const NO_RECORDS = 'No records found.';

/** Daily mode (spec 000 section 2): the centre's day by session, reloaded on live events. */
export function DailyView({ centre, params }: { centre: Clinic; params: DashboardParams }) {
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const query = useDashboard(centre.id, params);

  const reload = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: dashboardKey(centre.id) }),
    [queryClient, centre.id],
  );
  useCentreEvents(centre.id, reload);

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
    <>
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
    </>
  );
}
