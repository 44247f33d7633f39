import { useId } from 'react';
import type { Translate } from '~/shared/messageKey';
import { barsOf, formatDay, seriesSummary } from './staff';

interface Props {
  t: Translate;
  lang: string;
  rtl: boolean;
  title: string;
  days: string[];
  values: number[];
}

const W = 280;
const H = 96;

/**
 * A small bar chart drawn by hand: one bar a day, oldest first in the page's reading direction.
 * Its text alternative is a sentence (the total and the busiest day) and the figures as a table
 * behind a disclosure, for anyone who cannot see the bars or wants the exact numbers.
 */
export function BarChart({ t, lang, rtl, title, days, values }: Props) {
  const id = useId();
  const nf = new Intl.NumberFormat(lang);
  const bars = barsOf(values, W, H, rtl);
  const { total, max, day } = seriesSummary(days, values);
  const summary =
    total === 0 || day === null
      ? t('staff.chart.none')
      : t('staff.chart.summary', { total, max, day: formatDay(day, lang, 'long') });
  return (
    <figure className="staff-chart card" aria-labelledby={`${id}-t`}>
      <figcaption id={`${id}-t`} className="staff-chart-title">
        {title}
      </figcaption>
      <svg
        className="staff-chart-svg"
        viewBox={`0 0 ${W} ${H}`}
        preserveAspectRatio="none"
        role="img"
        aria-labelledby={`${id}-t ${id}-s`}
      >
        <title>{title}</title>
        <line x1="0" x2={W} y1={H - 0.5} y2={H - 0.5} className="staff-chart-base" />
        {bars.map((b, i) => (
          <rect
            key={days[i]}
            x={b.x}
            y={b.y}
            width={b.width}
            height={b.height}
            rx="1.5"
            className={b.value === max && max > 0 ? 'is-max' : undefined}
          >
            <title>{`${formatDay(days[i]!, lang)}: ${nf.format(b.value)}`}</title>
          </rect>
        ))}
      </svg>
      {days.length > 0 && (
        <div className="staff-chart-axis" aria-hidden="true">
          <span>{formatDay(days[0]!, lang)}</span>
          <span>{formatDay(days[days.length - 1]!, lang)}</span>
        </div>
      )}
      <p className="staff-chart-summary" id={`${id}-s`}>
        {summary}
      </p>
      <details className="staff-chart-table">
        <summary>{t('staff.chart.showFigures')}</summary>
        <table>
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              <th scope="col">{t('staff.chart.day')}</th>
              <th scope="col">{t('staff.chart.number')}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d, i) => (
              <tr key={d}>
                <th scope="row">{formatDay(d, lang, 'long')}</th>
                <td>{nf.format(values[i] ?? 0)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  );
}
