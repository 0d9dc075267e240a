import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Empty, Flex, Spin, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { errorText, isUnauthenticated } from '../../api/errors.ts';
import type { Clinic } from '../../shared/centres/clinics.ts';
import { useKeptReadingTimes, withKeptReadings } from '../../shared/offline/kept-readings.ts';
import { bellNoticeRoom, useBellNotice } from './bell-notice.tsx';
import type { DashboardVariant } from './card-actions.ts';
import {
  type DashboardParams,
  groupByShift,
  resultText,
  seatBanner,
  watchedCard,
} from './dashboard-model.ts';
import { type DashboardAppointment, dashboardKey, useDashboard } from './dashboard-query.ts';
import { isCardShown, revealCard } from './reveal-card.ts';
import { ShiftSections } from './shift-sections.tsx';
import { useCentreEvents } from './use-centre-events.ts';
import { useReadingBell } from './use-reading-bell.ts';
import { useShiftSections } from './use-shift-sections.ts';

const LOAD_FAILED = 'Unable to retrieve Appointments';
const NO_RECORDS = 'No records found.';

/**
 * Daily mode (spec 000 section 2): the centre's day by session, reloaded on live events; the reading bell
 * rings when a card of today falls overdue. The manage variant adds View Dialysis Sessions to every card.
 */
export function DailyView({
  centre,
  params,
  variant = 'daily',
  bellMuted = false,
  onViewSessions,
}: {
  centre: Clinic;
  params: DashboardParams;
  variant?: DashboardVariant;
  bellMuted?: boolean;
  onViewSessions?: (appointment: DashboardAppointment) => void;
}) {
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
  // Readings kept on this tablet (offline) count as taken: the countdown and the bell go on from them.
  const kept = useKeptReadingTimes();
  const appointments = useMemo(
    () => withKeptReadings(data?.listAppointmentDetail.result ?? [], kept),
    [data, kept],
  );
  const groups = useMemo(() => groupByShift(appointments), [appointments]);
  // The cards shown (a reload's placeholder too) for the sections; the bell watches loaded data only.
  const shownCards = useMemo(() => appointments.map(watchedCard), [appointments]);
  const bellCards = useMemo(
    () => withKeptReadings(loaded?.listAppointmentDetail.result ?? [], kept).map(watchedCard),
    [loaded, kept],
  );
  const bell = useReadingBell(
    bellCards,
    `${centre.id}|${params.date}|${params.session}|${params.search}`,
    params.date === today,
    bellMuted,
  );

  const sections = useShiftSections({
    session: params.session,
    date: params.date,
    today,
    currentShift,
    cards: shownCards,
  });
  const { setOpen } = sections;

  // The bell names its patients; a name goes to the card, opening its section first if the card is folded
  // away (no longer overdue by then), and the card is revealed once it is on the page.
  const [revealing, setRevealing] = useState<{ id: number } | null>(null);
  useEffect(() => {
    if (revealing) revealCard(revealing.id);
  }, [revealing]);
  const goToCard = useCallback(
    (id: number) => {
      const shift = appointments.find((a) => a.id === id)?.shift;
      if (shift && !isCardShown(id)) setOpen(shift, true);
      setRevealing({ id });
    },
    [appointments, setOpen],
  );
  useBellNotice({ calling: bell.calling, cards: bellCards, onGo: goToCard, onDismiss: bell.dismiss });

  const banner = data
    ? seatBanner({ appointments, seatCount: data.listSeat.count, date: params.date, today })
    : null;

  return (
    <Flex
      vertical
      gap={16}
      data-testid="daily-view"
      data-bell-rang={bell.rings}
      style={{ paddingBottom: bellNoticeRoom(bell.calling.length) || undefined }}
    >
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
              groups={groups}
              shown={sections.shown}
              open={sections.open}
              highlighted={sections.highlighted}
              watch={sections.watch}
              variant={variant}
              onToggle={sections.toggle}
              onViewSessions={onViewSessions}
            />
          </Flex>
        </Spin>
      )}
    </Flex>
  );
}
