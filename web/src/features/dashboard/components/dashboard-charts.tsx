import type { DashboardResponse } from '@recruit/core/schemas';

const STAGE_COLOURS: Record<string, string> = {
  Applied: 'fill-slate-400',
  Screening: 'fill-sky-500',
  Interview: 'fill-indigo-500',
  Offer: 'fill-amber-500',
  Hired: 'fill-emerald-500',
  Rejected: 'fill-red-400',
};

/** Horizontal bars: candidates per stage (every stage, Rejected included). */
export function StageChart({ pipeline }: { pipeline: DashboardResponse['pipeline'] }) {
  const max = Math.max(1, ...pipeline.map((p) => p.count));
  const row = 28;
  const label = 84;
  const width = 360;
  return (
    <svg
      viewBox={`0 0 ${width} ${pipeline.length * row}`}
      className="w-full"
      role="img"
      aria-label={`Candidates per stage: ${pipeline.map((p) => `${p.stage} ${p.count}`).join(', ')}`}
    >
      {pipeline.map((p, i) => {
        const w = ((width - label - 40) * p.count) / max;
        return (
          <g key={p.stage} transform={`translate(0 ${i * row})`}>
            <text x={0} y={18} className="fill-slate-600 text-[12px]">
              {p.stage}
            </text>
            <rect
              x={label}
              y={6}
              width={Math.max(w, p.count ? 2 : 0)}
              height={16}
              rx={3}
              className={STAGE_COLOURS[p.stage]}
            />
            <text x={label + w + 6} y={18} className="fill-slate-900 text-[12px] font-semibold">
              {p.count}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/** Columns: candidate activity per day, the last 14 days (UTC), today last. */
export function ActivityChart({ days }: { days: DashboardResponse['activityPerDay'] }) {
  const max = Math.max(1, ...days.map((d) => d.count));
  const height = 120;
  const base = height - 18;
  const step = 360 / Math.max(1, days.length);
  return (
    <svg
      viewBox={`0 0 360 ${height}`}
      className="w-full"
      role="img"
      aria-label={`Activity per day: ${days.map((d) => `${d.day} ${d.count}`).join(', ')}`}
    >
      <line x1={0} x2={360} y1={base} y2={base} className="stroke-slate-300" strokeWidth={1} />
      {days.map((d, i) => {
        const h = ((base - 14) * d.count) / max;
        return (
          <g key={d.day}>
            <title>{`${d.day}: ${d.count} event${d.count === 1 ? '' : 's'}`}</title>
            <rect
              x={i * step + 3}
              y={base - h}
              width={step - 6}
              height={h}
              rx={2}
              className={d.count ? 'fill-indigo-500' : 'fill-slate-200'}
            />
            {d.count > 0 && (
              <text
                x={i * step + step / 2}
                y={base - h - 3}
                textAnchor="middle"
                className="fill-slate-700 text-[10px]"
              >
                {d.count}
              </text>
            )}
            {(i === 0 || i === days.length - 1 || i % 7 === 0) && (
              <text
                x={i === 0 ? i * step + 2 : i === days.length - 1 ? i * step + step - 2 : i * step + step / 2}
                y={height - 4}
                textAnchor={i === 0 ? 'start' : i === days.length - 1 ? 'end' : 'middle'}
                className="fill-slate-500 text-[10px]"
              >
                {d.day.slice(5)}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}
