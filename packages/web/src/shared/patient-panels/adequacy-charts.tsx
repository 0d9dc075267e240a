import { Col, Row } from 'antd';
import LineChart from '../../components/line-chart.tsx';
import { showDay } from '../../lib/clock.ts';
import { type AdequacySeries, CHART_TARGETS, type ChartPoint } from './adequacy-series.ts';

const COLOURS = { value: '#0f7b83', minimum: '#cf1322', target: '#389e0d' };

/** One measure over the shared days, with its minimum and target as dashed lines. */
function MeasureChart({
  title,
  unit,
  days,
  points,
  targets,
}: {
  title: string;
  unit: string;
  days: string[];
  points: ChartPoint[];
  targets: { minimum: number; target: number };
}) {
  const byDay = new Map(points.map((p) => [p.day, p.value]));
  const summary = points.length
    ? `${title}, last 12 months: ${points.map((p) => `${showDay(p.day)} ${p.value.toFixed(1)}`).join(', ')}`
    : `${title}: no results in the last 12 months`;
  return (
    <LineChart
      labels={days.map((day) => showDay(day))}
      summary={summary}
      empty={points.length === 0}
      suggested={{ min: targets.minimum, max: targets.target }}
      series={[
        { label: title, values: days.map((day) => byDay.get(day) ?? null), colour: COLOURS.value },
        {
          label: `Minimum ${targets.minimum}${unit}`,
          values: days.map(() => targets.minimum),
          colour: COLOURS.minimum,
          reference: true,
        },
        {
          label: `Target ${targets.target}${unit}`,
          values: days.map(() => targets.target),
          colour: COLOURS.target,
          reference: true,
        },
      ]}
    />
  );
}

/**
 * The last 12 months of URR, spKt/V and Hb, each against its targets (beyond the spec, issue 13). Loaded lazily
 * with the chart library by the calculated results panel.
 */
export default function AdequacyCharts({ series }: { series: AdequacySeries }) {
  return (
    <Row gutter={[16, 16]} data-testid="adequacy-charts">
      <Col xs={24} lg={8}>
        <MeasureChart
          title="URR (%)"
          unit=" %"
          days={series.days}
          points={series.URR}
          targets={CHART_TARGETS.URR}
        />
      </Col>
      <Col xs={24} lg={8}>
        <MeasureChart
          title="spKt/V"
          unit=""
          days={series.days}
          points={series.spKtV}
          targets={CHART_TARGETS.spKtV}
        />
      </Col>
      <Col xs={24} lg={8}>
        <MeasureChart
          title="Hb (g/dL)"
          unit=" g/dL"
          days={series.days}
          points={series.Hb}
          targets={CHART_TARGETS.Hb}
        />
      </Col>
    </Row>
  );
}
