/**
 * A 12-month trend as a small line (inline SVG: it prints, and it needs no chart library on a page of 14 rows).
 * `label` says the figures in words for a screen reader; months without anyone eligible leave a gap.
 */
export function Sparkline({ values, label }: { values: (number | null)[]; label: string }) {
  const width = 132;
  const height = 28;
  const step = values.length > 1 ? (width - 4) / (values.length - 1) : 0;
  const y = (v: number) => height - 2 - (v / 100) * (height - 4);
  const segments: string[][] = [[]];
  values.forEach((v, i) => {
    if (v === null) segments.push([]);
    else segments.at(-1)?.push(`${(2 + i * step).toFixed(1)},${y(v).toFixed(1)}`);
  });
  const last = values.at(-1);
  return (
    <svg width={width} height={height} role="img" aria-label={label} className="quality-sparkline">
      <title>{label}</title>
      <line x1={2} x2={width - 2} y1={y(0)} y2={y(0)} stroke="#d9d9d9" strokeWidth={1} />
      {segments
        .filter((points) => points.length > 0)
        .map((points) =>
          points.length === 1 ? (
            <circle
              key={points[0]}
              cx={points[0]?.split(',')[0]}
              cy={points[0]?.split(',')[1]}
              r={1.5}
              fill="#1677ff"
            />
          ) : (
            <polyline
              key={points.join(' ')}
              points={points.join(' ')}
              fill="none"
              stroke="#1677ff"
              strokeWidth={1.5}
            />
          ),
        )}
      {last !== null && last !== undefined && <circle cx={width - 2} cy={y(last)} r={2.5} fill="#1677ff" />}
    </svg>
  );
}
