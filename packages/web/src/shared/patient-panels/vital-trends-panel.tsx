import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Segmented, Skeleton, Typography } from 'antd';
import dayjs from 'dayjs';
import { lazy, Suspense, useMemo, useState } from 'react';
import { errorText } from '../../api/errors.ts';
import { graphql } from '../../api/generated/index.ts';
import { request } from '../../api/graphql.ts';
import { showDay } from '../../lib/clock.ts';
import { useCentre } from '../session/guards.tsx';
import { recordKey } from './record-queries.ts';
import {
  monthlyPoints,
  sessionPoints,
  type TrendChart,
  trendCharts,
  type VitalPoint,
} from './vital-trends.ts';

// chart.js comes with its own chunk, fetched when a page first shows a chart.
const LineChart = lazy(() => import('../../components/line-chart.tsx'));

const MONTHLY = graphql(`
  query VitalTrendsMonthly($patientID: Int!, $startDate: String!, $endDate: String!) {
    listDialysisSummary(patientID: $patientID, startDate: $startDate, endDate: $endDate) {
      yearMonth
      preWeight { avg } postWeight { avg } dryWeight { avg } weightGain { avg }
      preSBP { avg } preDBP { avg } postSBP { avg } postDBP { avg } KTVonline { avg }
    }
  }
`);
const SESSIONS = graphql(`
  query VitalTrendsSessions($patientID: Int!, $limit: Int!) {
    listDialysis(filter: { patientID: { eq: $patientID }, deleted: { eq: 0 } }, pagination: { limit: $limit }) {
      result { id startTime preWeight postWeight dryWeight preSBP preDBP postSBP postDBP KTVonline }
    }
  }
`);

/** Per session: the last 40 (about three months at three a week). */
const SESSION_COUNT = 40;
type Mode = 'monthly' | 'sessions';

/**
 * What one chart says in words, for its accessible label: each measured line's values by label, then its
 * targets (the picture's dashed lines).
 */
function summaryOf(chart: TrendChart, points: readonly VitalPoint[]): string {
  const parts = chart.lines
    .filter((line) => !line.reference || line.label === 'Dry weight')
    .flatMap((line) => {
      const shown = line.values.flatMap((v, i) =>
        v === null ? [] : [`${points[i]?.label} ${v.toFixed(1)}`],
      );
      return shown.length ? [`${line.label}: ${shown.join(', ')}`] : [];
    });
  return parts.length
    ? `${chart.title}. ${parts.join('. ')}. ${chart.targets}.`
    : `${chart.title}: no values`;
}

/**
 * Vital trends (beyond the spec, issue 14): the last 12 months by month (the monthly summary's averages) or, on
 * demand, the last 40 sessions one by one: weights against dry weight, interdialytic weight gain, pre and post
 * blood pressure, Kt/V online, each on the axis a clinician reads it and against its target lines (issue 27,
 * `trendCharts`).
 */
export function VitalTrendsPanel({ patientID }: { patientID: number }) {
  const { today } = useCentre();
  const [mode, setMode] = useState<Mode>('monthly');
  const startDate = dayjs(today).subtract(11, 'month').startOf('month').format('YYYY-MM-DD');
  const monthly = useQuery({
    queryKey: [...recordKey(patientID, 'vitalTrends'), 'monthly', startDate, today],
    queryFn: async ({ signal }) =>
      (await request(MONTHLY, { patientID, startDate, endDate: today }, signal)).listDialysisSummary,
  });
  const sessions = useQuery({
    queryKey: [...recordKey(patientID, 'vitalTrends'), 'sessions'],
    queryFn: async ({ signal }) =>
      (await request(SESSIONS, { patientID, limit: SESSION_COUNT }, signal)).listDialysis.result,
    enabled: mode === 'sessions',
  });
  const query = mode === 'monthly' ? monthly : sessions;
  // Memoised on the data: the charts are drawn again only when what they show changes.
  const points: VitalPoint[] = useMemo(
    () =>
      mode === 'monthly'
        ? monthlyPoints(monthly.data ?? [], (ym) => dayjs(`${ym}-01`).format('MMM YYYY'))
        : sessionPoints(sessions.data ?? [], (start) => showDay(start)),
    [mode, monthly.data, sessions.data],
  );
  const labels = useMemo(() => points.map((p) => p.label), [points]);
  const charts = useMemo(() => trendCharts(points), [points]);
  return (
    <Card
      title="Vital Trends"
      data-testid="vital-trends"
      extra={
        <Segmented<Mode>
          value={mode}
          onChange={setMode}
          options={[
            { value: 'monthly', label: 'Monthly, 12 months' },
            { value: 'sessions', label: `Last ${SESSION_COUNT} sessions` },
          ]}
        />
      }
    >
      {query.isError ? (
        <Typography.Text type="danger">
          {errorText(query.error, 'Unable to retrieve Dialysis')}
        </Typography.Text>
      ) : query.isPending ? (
        <Skeleton active />
      ) : (
        <Suspense fallback={<Skeleton active />}>
          <Row gutter={[16, 16]}>
            {charts.map((chart) => {
              const measured = chart.lines.filter((line) => !line.reference);
              const empty = measured.every((line) => line.values.every((v) => v === null));
              return (
                <Col key={chart.title} xs={24} lg={12}>
                  <Typography.Text strong>{chart.title}</Typography.Text>
                  <LineChart
                    labels={labels}
                    series={chart.lines}
                    empty={empty}
                    suggested={chart.axis}
                    summary={summaryOf(chart, points)}
                  />
                </Col>
              );
            })}
          </Row>
        </Suspense>
      )}
    </Card>
  );
}
