import { useTranslation } from 'react-i18next';
import type { DaySeries } from './usageSeries.ts';

const WIDTH = 640;
const HEIGHT = 200;
const PAD = 24;

/**
 * Pages per day as stacked bars (portal, API) with the quota line when there is one. A small SVG rather
 * than a chart library: the portal bundle stays as it is (docs/decisions.md). The same figures are a table
 * for screen readers and for anyone who prefers numbers.
 */
export function UsageChart({
  series,
  quotaPerDay,
}: {
  series: readonly DaySeries[];
  quotaPerDay: number | null;
}) {
  const { t, i18n } = useTranslation('portal');
  const max = Math.max(1, quotaPerDay ?? 0, ...series.map((d) => d.portal + d.api));
  const barWidth = (WIDTH - 2 * PAD) / Math.max(1, series.length);
  const y = (value: number) => HEIGHT - PAD - (value / max) * (HEIGHT - 2 * PAD);
  const day = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const total = series.reduce((sum, d) => sum + d.portal + d.api, 0);
  return (
    <figure className="space-y-3">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-48 w-full"
        role="img"
        aria-label={t('billing.chart.summary', { total, days: series.length })}
        data-testid="usage-chart"
      >
        <line x1={PAD} x2={WIDTH - PAD} y1={HEIGHT - PAD} y2={HEIGHT - PAD} className="stroke-border" />
        {series.map((d, i) => {
          const x = PAD + i * barWidth + barWidth * 0.15;
          const w = barWidth * 0.7;
          return (
            <g key={d.date}>
              <title>{`${day.format(new Date(d.date))}: ${t('billing.chart.pagesTitle', { portal: d.portal, api: d.api })}`}</title>
              <rect
                x={x}
                width={w}
                y={y(d.portal)}
                height={HEIGHT - PAD - y(d.portal)}
                className="fill-primary"
              />
              <rect
                x={x}
                width={w}
                y={y(d.portal + d.api)}
                height={y(d.portal) - y(d.portal + d.api)}
                className="fill-amber-500"
              />
            </g>
          );
        })}
        {quotaPerDay !== null && (
          <line
            x1={PAD}
            x2={WIDTH - PAD}
            y1={y(quotaPerDay)}
            y2={y(quotaPerDay)}
            strokeDasharray="6 4"
            className="stroke-destructive"
            data-testid="quota-line"
          />
        )}
      </svg>
      <figcaption className="flex flex-wrap gap-4 text-xs text-muted-foreground">
        <span className="flex items-center gap-1">
          <span className="inline-block size-3 rounded-sm bg-primary" aria-hidden="true" />
          {t('billing.chart.portal')}
        </span>
        <span className="flex items-center gap-1">
          <span className="inline-block size-3 rounded-sm bg-amber-500" aria-hidden="true" />
          {t('billing.chart.api')}
        </span>
        {quotaPerDay !== null && (
          <span className="flex items-center gap-1">
            <span className="inline-block h-0.5 w-4 bg-destructive" aria-hidden="true" />
            {t('billing.chart.quota')}
          </span>
        )}
      </figcaption>
      <details>
        <summary className="cursor-pointer text-sm">{t('billing.chart.table')}</summary>
        <table className="mt-2 w-full text-sm">
          <thead>
            <tr>
              <th scope="col" className="text-start">
                {t('billing.chart.date')}
              </th>
              <th scope="col" className="text-end">
                {t('billing.chart.portal')}
              </th>
              <th scope="col" className="text-end">
                {t('billing.chart.api')}
              </th>
            </tr>
          </thead>
          <tbody>
            {series
              .filter((d) => d.portal + d.api > 0)
              .map((d) => (
                <tr key={d.date}>
                  <td>{day.format(new Date(d.date))}</td>
                  <td className="text-end">{d.portal}</td>
                  <td className="text-end">{d.api}</td>
                </tr>
              ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
