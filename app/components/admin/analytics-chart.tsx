import { formatShortDate } from '../../../common/format';

export interface AnalyticsPoint {
  day: string;
  visitors: number;
  pageviews: number;
}

const WIDTH = 720;
const HEIGHT = 200;
const PAD = { top: 12, right: 12, bottom: 28, left: 48 };

/**
 * Visitors and page views per day as paired bars, drawn on the server as SVG (no chart library: the page's
 * first load stays within budget and nothing runs to draw it). Colours come from text-* classes through
 * currentColor; the figures are also a sentence for screen readers and a table of exact values.
 */
export function AnalyticsChart({ points }: { points: AnalyticsPoint[] }) {
  const max = Math.max(1, ...points.map((p) => p.pageviews));
  const innerW = WIDTH - PAD.left - PAD.right;
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const step = innerW / Math.max(1, points.length);
  const barW = Math.max(1, step * 0.4);
  const y = (value: number) => PAD.top + innerH - (value / max) * innerH;
  const visitors = points.reduce((sum, p) => sum + p.visitors, 0);
  const pageviews = points.reduce((sum, p) => sum + p.pageviews, 0);
  const busiest = points.reduce<AnalyticsPoint | null>((best, p) => (p.visitors > (best?.visitors ?? 0) ? p : best), null);
  const first = points[0];
  const last = points.at(-1);
  const summary = `${visitors} visitor${visitors === 1 ? '' : 's'} and ${pageviews} page view${pageviews === 1 ? '' : 's'} from ${formatShortDate(first?.day)} to ${formatShortDate(last?.day)}${busiest ? `; the busiest day was ${formatShortDate(busiest.day)} with ${busiest.visitors} visitors` : ''}.`;

  return (
    <figure className="rounded-lg border border-slate-200 p-4">
      <figcaption className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold text-slate-900">Visitors and page views per day</span>
        <span className="flex gap-4 text-sm text-slate-700">
          <span className="flex items-center gap-1">
            <span className="inline-block size-3 rounded-sm bg-blue-600" aria-hidden /> Visitors
          </span>
          <span className="flex items-center gap-1">
            <span className="inline-block size-3 rounded-sm bg-sky-300" aria-hidden /> Page views
          </span>
        </span>
      </figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-auto w-full" role="img" aria-label={summary}>
        <g className="text-slate-300">
          {[0, 0.5, 1].map((f) => (
            <line key={f} x1={PAD.left} x2={WIDTH - PAD.right} y1={PAD.top + innerH * f} y2={PAD.top + innerH * f} stroke="currentColor" />
          ))}
        </g>
        <g className="fill-current text-slate-600" fontSize={11}>
          <text x={PAD.left - 6} y={PAD.top + 4} textAnchor="end">
            {max}
          </text>
          <text x={PAD.left - 6} y={PAD.top + innerH + 4} textAnchor="end">
            0
          </text>
          <text x={PAD.left} y={HEIGHT - 8}>
            {formatShortDate(first?.day)}
          </text>
          <text x={WIDTH - PAD.right} y={HEIGHT - 8} textAnchor="end">
            {formatShortDate(last?.day)}
          </text>
        </g>
        {points.map((p, i) => {
          const x = PAD.left + step * i + (step - 2 * barW) / 2;
          return (
            <g key={p.day}>
              {p.pageviews > 0 ? (
                <rect
                  className="fill-current text-sky-300"
                  x={x + barW}
                  y={y(p.pageviews)}
                  width={barW}
                  height={PAD.top + innerH - y(p.pageviews)}
                />
              ) : null}
              {p.visitors > 0 ? (
                <rect
                  className="fill-current text-blue-600"
                  x={x}
                  y={y(p.visitors)}
                  width={barW}
                  height={PAD.top + innerH - y(p.visitors)}
                />
              ) : null}
            </g>
          );
        })}
      </svg>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-medium text-blue-700">Show the figures as a table</summary>
        <section className="mt-2 max-h-72 overflow-y-auto" tabIndex={0} aria-label="Visitors and page views table">
          <table className="w-full text-left">
            <thead>
              <tr>
                <th className="px-2 py-1">Day</th>
                <th className="px-2 py-1 text-right">Visitors</th>
                <th className="px-2 py-1 text-right">Page views</th>
              </tr>
            </thead>
            <tbody>
              {points.map((p) => (
                <tr key={p.day} className="border-t border-slate-200">
                  <td className="px-2 py-1">{formatShortDate(p.day)}</td>
                  <td className="px-2 py-1 text-right">{p.visitors}</td>
                  <td className="px-2 py-1 text-right">{p.pageviews}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </details>
    </figure>
  );
}
