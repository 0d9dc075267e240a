import { Col, Empty, Row } from 'antd';
import {
  CategoryScale,
  Chart,
  type ChartDataset,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { useEffect, useRef } from 'react';
import { showDay } from '../../lib/clock.ts';
import { type AdequacySeries, CHART_TARGETS, type ChartPoint } from './adequacy-series.ts';

// Only what a line chart needs: chart.js is tree-shaken, and this file is loaded lazily (React.lazy) by the
// panels that draw it, so no other page downloads the library.
Chart.register(CategoryScale, LinearScale, LineController, LineElement, PointElement, Legend, Tooltip);

const COLOURS = { value: '#0f7b83', minimum: '#cf1322', target: '#389e0d' };

/** One measure over the shared days, with its minimum and target as dashed lines. */
function LineChart({
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
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) return; // no canvas (a test's DOM): nothing to draw
    const byDay = new Map(points.map((p) => [p.day, p.value]));
    const line = (label: string, value: number, colour: string): ChartDataset<'line'> => ({
      label,
      data: days.map(() => value),
      borderColor: colour,
      borderDash: [6, 4],
      borderWidth: 1,
      pointRadius: 0,
    });
    const chart = new Chart(context, {
      type: 'line',
      data: {
        labels: days.map((day) => showDay(day)),
        datasets: [
          {
            label: title,
            data: days.map((day) => byDay.get(day) ?? null),
            borderColor: COLOURS.value,
            backgroundColor: COLOURS.value,
            spanGaps: true,
          },
          line(`Minimum ${targets.minimum}${unit}`, targets.minimum, COLOURS.minimum),
          line(`Target ${targets.target}${unit}`, targets.target, COLOURS.target),
        ],
      },
      options: {
        animation: false,
        // The targets stay in view, however close together the values are.
        scales: { y: { suggestedMin: targets.minimum, suggestedMax: targets.target } },
        maintainAspectRatio: false,
        plugins: { legend: { position: 'bottom', labels: { boxWidth: 12 } } },
      },
    });
    return () => chart.destroy();
  }, [title, unit, days, points, targets]);
  const summary = points.length
    ? `${title}, last 12 months: ${points.map((p) => `${showDay(p.day)} ${p.value.toFixed(1)}`).join(', ')}`
    : `${title}: no results in the last 12 months`;
  if (points.length === 0)
    return (
      <div style={{ height: 220 }}>
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={summary} />
      </div>
    );
  return (
    <div style={{ height: 220 }}>
      <canvas ref={canvas} role="img" aria-label={summary} />
    </div>
  );
}

/**
 * The last 12 months of URR, spKt/V and Hb, each against its targets (beyond the spec, issue 13). Each chart's
 * values are also in its accessible label, so the figures are not in the picture alone.
 */
export default function AdequacyCharts({ series }: { series: AdequacySeries }) {
  return (
    <Row gutter={[16, 16]} data-testid="adequacy-charts">
      <Col xs={24} lg={8}>
        <LineChart
          title="URR (%)"
          unit=" %"
          days={series.days}
          points={series.URR}
          targets={CHART_TARGETS.URR}
        />
      </Col>
      <Col xs={24} lg={8}>
        <LineChart
          title="spKt/V"
          unit=""
          days={series.days}
          points={series.spKtV}
          targets={CHART_TARGETS.spKtV}
        />
      </Col>
      <Col xs={24} lg={8}>
        <LineChart
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
