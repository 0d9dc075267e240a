import { Empty } from 'antd';
import {
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { useEffect, useRef } from 'react';

// Only what a line chart needs: chart.js is tree-shaken, and this module is loaded lazily (React.lazy) by the
// panels that draw charts, so no other page downloads the library.
Chart.register(CategoryScale, LinearScale, LineController, LineElement, PointElement, Legend, Tooltip);

export interface LineSeries {
  label: string;
  values: (number | null)[];
  colour: string;
  /** A reference line (a target): dashed, thin, no points, joined across missing values. */
  reference?: boolean;
}

/**
 * One line chart over shared labels. `summary` is its accessible label (the figures in words), so what the
 * picture shows is not in the picture alone; with nothing to draw it says so instead of empty axes.
 */
export default function LineChart({
  labels,
  series,
  summary,
  empty,
  suggested,
  height = 220,
}: {
  labels: string[];
  series: LineSeries[];
  summary: string;
  empty: boolean;
  /** The range the y axis always shows (chart.js's suggestedMin/Max: values outside it widen the axis). */
  suggested?: { min?: number; max?: number };
  height?: number;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) return; // no canvas (nothing to draw, or a test's DOM)
    const chart = new Chart(context, {
      type: 'line',
      data: {
        labels,
        datasets: series.map((s) =>
          s.reference
            ? {
                label: s.label,
                data: s.values,
                borderColor: s.colour,
                borderDash: [6, 4],
                borderWidth: 1.5,
                pointRadius: 0,
                // A target that changes (a dry weight as ordered at each session) is one line across gaps.
                spanGaps: true,
              }
            : {
                label: s.label,
                data: s.values,
                borderColor: s.colour,
                backgroundColor: s.colour,
                spanGaps: true,
              },
        ),
      },
      options: {
        animation: false,
        maintainAspectRatio: false,
        scales: { y: { suggestedMin: suggested?.min, suggestedMax: suggested?.max } },
        plugins: { legend: { position: 'bottom', labels: { boxWidth: 12 } } },
      },
    });
    return () => chart.destroy();
  }, [labels, series, suggested]);
  if (empty)
    return (
      <div style={{ height }}>
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={summary} />
      </div>
    );
  return (
    <div style={{ height }}>
      <canvas ref={canvas} role="img" aria-label={summary} />
    </div>
  );
}
