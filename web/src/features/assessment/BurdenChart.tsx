import { burdenLevel } from '@tend/contracts';
import { useId } from 'react';
import { palette } from '../../app/palette';
import { useLanguage } from '../../i18n/LanguageProvider';
import type { Language } from '../../i18n/languages';
import { longDate } from '../../lib/long-date';
import { burdenWords } from './burden-words';

export interface BurdenPoint {
  score: number;
  completedAt: string;
}

const WIDTH = 420;
const HEIGHT = 230;
const PAD = { top: 14, right: 26, bottom: 32, left: 100 };
const LEVEL_LINES = [
  { at: 25, level: 'Mild' },
  { at: 50, level: 'Moderate' },
  { at: 75, level: 'High' },
] as const;
/** The most check-ins drawn at once (the newest). */
export const CHART_MAX_POINTS = 12;

const shortDate = (iso: string, language: Language) =>
  new Date(iso).toLocaleDateString(language, { month: 'short', day: 'numeric' });

/**
 * Burden over time as a light SVG line chart (oldest left), with the level thresholds drawn in.
 * Screen readers get a summary and the same figures as a table.
 */
export function BurdenChart({ history }: { history: readonly BurdenPoint[] }) {
  const titleId = useId();
  const { t, language } = useLanguage();
  const points = [...history]
    .sort((a, b) => a.completedAt.localeCompare(b.completedAt))
    .slice(-CHART_MAX_POINTS);
  if (points.length === 0) return null;

  const innerW = WIDTH - PAD.left - PAD.right;
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const x = (i: number) =>
    PAD.left + (points.length === 1 ? innerW / 2 : (i / (points.length - 1)) * innerW);
  const y = (score: number) => PAD.top + innerH - (score / 100) * innerH;
  const path = points.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i)},${y(p.score)}`).join(' ');
  const first = points[0];
  const last = points[points.length - 1];
  const date = (iso: string) => longDate(iso, language);
  const levelOf = (score: number) => t(burdenWords.level(burdenLevel(score)));
  const summary =
    points.length === 1
      ? t('assessment.chart.one', {
          score: last.score,
          level: levelOf(last.score),
          date: date(last.completedAt),
        })
      : t('assessment.chart.many', {
          count: points.length,
          first: date(first.completedAt),
          last: date(last.completedAt),
          score: last.score,
          level: levelOf(last.score),
          firstScore: first.score,
        });
  const labelEvery = Math.ceil(points.length / 6);

  return (
    <figure className="burden-chart">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={titleId}
        preserveAspectRatio="xMidYMid meet"
      >
        <title id={titleId}>{t('assessment.chart.title', { summary })}</title>
        <rect
          x={PAD.left}
          y={PAD.top}
          width={innerW}
          height={innerH}
          fill={palette.chartBackground}
          stroke={palette.border}
        />
        {LEVEL_LINES.map((line) => (
          <g key={line.at}>
            <line
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={y(line.at)}
              y2={y(line.at)}
              stroke={palette.borderChart}
              strokeDasharray="4 4"
            />
            <text
              x={PAD.left - 8}
              y={y(line.at) + 5}
              textAnchor="end"
              className="burden-chart__axis"
            >
              {`${t(burdenWords.level(line.level))} ${line.at}`}
            </text>
          </g>
        ))}
        <text x={PAD.left - 8} y={y(0) + 5} textAnchor="end" className="burden-chart__axis">
          0
        </text>
        <text x={PAD.left - 8} y={y(100) + 5} textAnchor="end" className="burden-chart__axis">
          100
        </text>
        {points.length > 1 ? (
          <path
            d={path}
            fill="none"
            stroke={palette.primary}
            strokeWidth={3}
            strokeLinejoin="round"
          />
        ) : null}
        {points.map((p, i) => (
          <g key={`${p.completedAt}-${i}`}>
            <circle
              cx={x(i)}
              cy={y(p.score)}
              r={6}
              fill={palette.surface}
              stroke={palette.primary}
              strokeWidth={3}
            />
            {i % labelEvery === 0 || i === points.length - 1 ? (
              <text x={x(i)} y={HEIGHT - 10} textAnchor="middle" className="burden-chart__axis">
                {shortDate(p.completedAt, language)}
              </text>
            ) : null}
          </g>
        ))}
      </svg>
      <figcaption className="muted burden-chart__caption">{summary}</figcaption>
      {/* A table is as wide as its cells whatever its width: hidden inside a box that is not. */}
      <div className="sr-only">
        <table>
          <caption>{t('assessment.table.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('assessment.table.date')}</th>
              <th scope="col">{t('assessment.table.score')}</th>
              <th scope="col">{t('assessment.table.level')}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p, i) => (
              <tr key={`${p.completedAt}-${i}`}>
                <td>{date(p.completedAt)}</td>
                <td>{p.score}</td>
                <td>{levelOf(p.score)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
