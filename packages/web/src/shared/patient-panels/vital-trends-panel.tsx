import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Segmented, Skeleton, Typography } from 'antd';
import dayjs from 'dayjs';
import { lazy, Suspense, useState } from 'react';
import { errorText } from '../../api/errors.ts';
import { graphql } from '../../api/generated/index.ts';
import { request } from '../../api/graphql.ts';
import type { LineSeries } from '../../components/line-chart.tsx';
import { showDay } from '../../lib/clock.ts';
import { useCentre } from '../session/guards.tsx';
import { recordKey } from './record-queries.ts';
import { monthlyPoints, sessionPoints, type VitalPoint } from './vital-trends.ts';

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

const CHARTS: {
  title: string;
  unit: string;
  lines: { key: keyof VitalPoint; label: string; colour: string }[];
}[] = [
  {
    title: 'Weight (kg)',
    unit: 'kg',
    lines: [
      { key: 'preWeight', label: 'Pre weight', colour: '#d4380d' },
      { key: 'postWeight', label: 'Post weight', colour: '#0f7b83' },
      { key: 'dryWeight', label: 'Dry weight', colour: '#389e0d' },
    ],
  },
  {
    title: 'Interdialytic weight gain (kg)',
    unit: 'kg',
    lines: [{ key: 'weightGain', label: 'Weight gain', colour: '#722ed1' }],
  },
  {
    title: 'Blood pressure (mmHg)',
    unit: 'mmHg',
    lines: [
      { key: 'preSBP', label: 'Pre SBP', colour: '#cf1322' },
      { key: 'preDBP', label: 'Pre DBP', colour: '#fa8c16' },
      { key: 'postSBP', label: 'Post SBP', colour: '#1677ff' },
      { key: 'postDBP', label: 'Post DBP', colour: '#13c2c2' },
    ],
  },
  { title: 'Kt/V online', unit: '', lines: [{ key: 'KTVonline', label: 'Kt/V online', colour: '#0f7b83' }] },
];

/** What one chart says in words: each line's values by label, for its accessible label. */
function summaryOf(title: string, points: VitalPoint[], lines: (typeof CHARTS)[number]['lines']): string {
  const parts = lines.flatMap((line) => {
    const values = points.flatMap((p) => {
      const v = p[line.key];
      return typeof v === 'number' ? [`${p.label} ${v.toFixed(1)}`] : [];
    });
    return values.length ? [`${line.label}: ${values.join(', ')}`] : [];
  });
  return parts.length ? `${title}. ${parts.join('. ')}` : `${title}: no values`;
}

/**
 * Vital trends (beyond the spec, issue 14): the last 12 months by month (the monthly summary's averages) or, on
 * demand, the last 40 sessions one by one: weights against dry weight, interdialytic weight gain, pre and post
 * blood pressure, Kt/V online.
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
  const points: VitalPoint[] =
    mode === 'monthly'
      ? monthlyPoints(monthly.data ?? [], (ym) => dayjs(`${ym}-01`).format('MMM YYYY'))
      : sessionPoints(sessions.data ?? [], (start) => showDay(start));
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
            {CHARTS.map((chart) => {
              const series: LineSeries[] = chart.lines.map((line) => ({
                label: line.label,
                colour: line.colour,
                values: points.map((p) => p[line.key] as number | null),
              }));
              const empty = series.every((s) => s.values.every((v) => v === null));
              return (
                <Col key={chart.title} xs={24} lg={12}>
                  <Typography.Text strong>{chart.title}</Typography.Text>
                  <LineChart
                    labels={points.map((p) => p.label)}
                    series={series}
                    empty={empty}
                    summary={summaryOf(chart.title, points, chart.lines)}
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
