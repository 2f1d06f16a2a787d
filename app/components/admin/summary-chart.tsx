import { formatPrice, formatShortDate } from '../../../common/format';

export interface ChartPoint {
  day: string;
  revenue: number;
  signups: number;
}

const WIDTH = 720;
const HEIGHT = 220;
const PAD = { top: 12, right: 44, bottom: 28, left: 64 };

/**
 * Daily (or weekly) revenue as bars and sign-ups as a line, drawn on the server as SVG: no chart library,
 * no script. Colours come from text-* classes through currentColor, so a remapped palette recolours it.
 * The figures are also given as a sentence and as a table for screen readers and for exact values.
 */
export function SummaryChart({ points, bucket, currency }: { points: ChartPoint[]; bucket: 'day' | 'week'; currency: string }) {
  const maxRevenue = Math.max(100, ...points.map((p) => p.revenue));
  const maxSignups = Math.max(1, ...points.map((p) => p.signups));
  const innerW = WIDTH - PAD.left - PAD.right;
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const step = innerW / Math.max(1, points.length);
  const barW = Math.max(1, step * 0.7);
  const y = (value: number, max: number) => PAD.top + innerH - (value / max) * innerH;
  const line = points.map((p, i) => `${(PAD.left + step * (i + 0.5)).toFixed(1)},${y(p.signups, maxSignups).toFixed(1)}`).join(' ');
  const totalRevenue = points.reduce((sum, p) => sum + p.revenue, 0);
  const totalSignups = points.reduce((sum, p) => sum + p.signups, 0);
  const busiest = points.reduce<ChartPoint | null>((best, p) => (p.revenue > (best?.revenue ?? 0) ? p : best), null);
  const first = points[0];
  const last = points.at(-1);
  const unit = bucket === 'day' ? 'Day' : 'Week from';
  const summary = `${formatPrice(totalRevenue, currency)} of sales and ${totalSignups} sign-up${totalSignups === 1 ? '' : 's'} from ${formatShortDate(first?.day)} to ${formatShortDate(last?.day)}${busiest ? `; the best ${bucket} was ${formatShortDate(busiest.day)} with ${formatPrice(busiest.revenue, currency)}` : ''}.`;

  return (
    <figure className="rounded-lg border border-slate-200 p-4">
      <figcaption className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold text-slate-900">{bucket === 'day' ? 'Daily' : 'Weekly'} revenue and sign-ups</span>
        <span className="flex gap-4 text-sm text-slate-700">
          <span className="flex items-center gap-1">
            <span className="inline-block size-3 rounded-sm bg-blue-600" aria-hidden /> Revenue
          </span>
          <span className="flex items-center gap-1">
            <span className="inline-block h-0.5 w-4 bg-amber-600" aria-hidden /> Sign-ups
          </span>
        </span>
      </figcaption>
      <p className="sr-only">{summary}</p>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full" role="img" aria-label={summary}>
        <g className="text-slate-300">
          {[0, 0.5, 1].map((f) => (
            <line
              key={f}
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={PAD.top + innerH * f}
              y2={PAD.top + innerH * f}
              stroke="currentColor"
              strokeWidth={1}
            />
          ))}
        </g>
        <g className="fill-current text-slate-600" fontSize={11}>
          <text x={PAD.left - 6} y={PAD.top + 4} textAnchor="end">
            {formatPrice(maxRevenue, currency)}
          </text>
          <text x={PAD.left - 6} y={PAD.top + innerH + 4} textAnchor="end">
            {formatPrice(0, currency)}
          </text>
          <text x={WIDTH - PAD.right + 6} y={PAD.top + 4}>
            {maxSignups}
          </text>
          <text x={WIDTH - PAD.right + 6} y={PAD.top + innerH + 4}>
            0
          </text>
          <text x={PAD.left} y={HEIGHT - 8}>
            {formatShortDate(first?.day)}
          </text>
          <text x={WIDTH - PAD.right} y={HEIGHT - 8} textAnchor="end">
            {formatShortDate(last?.day)}
          </text>
        </g>
        <g className="fill-current text-blue-600">
          {points.map((p, i) =>
            p.revenue > 0 ? (
              <rect
                key={p.day}
                x={PAD.left + step * i + (step - barW) / 2}
                y={y(p.revenue, maxRevenue)}
                width={barW}
                height={PAD.top + innerH - y(p.revenue, maxRevenue)}
              />
            ) : null,
          )}
        </g>
        <polyline className="text-amber-600" points={line} fill="none" stroke="currentColor" strokeWidth={2} strokeLinejoin="round" />
      </svg>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-medium text-blue-700">Show the figures as a table</summary>
        <section className="mt-2 max-h-72 overflow-y-auto" tabIndex={0} aria-label="Revenue and sign-ups table">
          <table className="w-full text-left">
            <thead>
              <tr>
                <th className="px-2 py-1">{unit}</th>
                <th className="px-2 py-1 text-right">Revenue</th>
                <th className="px-2 py-1 text-right">Sign-ups</th>
              </tr>
            </thead>
            <tbody>
              {points.map((p) => (
                <tr key={p.day} className="border-t border-slate-200">
                  <td className="px-2 py-1">{formatShortDate(p.day)}</td>
                  <td className="px-2 py-1 text-right">{formatPrice(p.revenue, currency)}</td>
                  <td className="px-2 py-1 text-right">{p.signups}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </details>
    </figure>
  );
}
