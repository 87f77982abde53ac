import { useLanguage } from '../../i18n/LanguageProvider';
import type { Point } from './log-measures';
import type { TimeAxis } from './time-axis';

const W = 320;
const H = 150;
/**
 * One left margin for every chart, wide enough for a scale of words ("Very good", "Muy bien"),
 * so that numbers and moods put the same day at the same place.
 */
const PAD = { top: 10, right: 10, bottom: 22, left: 64 };
const innerW = W - PAD.left - PAD.right;
const innerH = H - PAD.top - PAD.bottom;

export interface ChartLine {
  points: readonly Point[];
  /** The second line of a chart (the bottom blood-pressure number) is drawn dashed. */
  dashed?: boolean;
}

export interface ChartRange {
  low: number | null;
  high: number | null;
}

/** A step of 1, 2 or 5 times a power of ten that splits `span` into about three parts. */
function niceStep(span: number): number {
  const rough = Math.max(span, 1e-9) / 3;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough);
  return step ?? 10 * power;
}

/**
 * The values drawn, from a round number below the lowest to one above the highest (the range's
 * limits included), and the round numbers between them that label the axis.
 */
export function valueScale(
  lines: readonly ChartLine[],
  range: ChartRange | undefined,
): { low: number; high: number; ticks: number[] } {
  const values = lines.flatMap((line) => line.points.map((p) => p.value));
  if (range?.low != null) values.push(range.low);
  if (range?.high != null) values.push(range.high);
  const min = Math.min(...values);
  const max = Math.max(...values);
  const step = niceStep(max - min || Math.max(1, Math.abs(max) * 0.1));
  const low = Math.floor(min / step) * step - (min % step === 0 ? step / 2 : 0);
  const high = Math.ceil(max / step) * step + (max % step === 0 ? step / 2 : 0);
  const ticks: number[] = [];
  for (let tick = Math.ceil(low / step) * step; tick <= high + 1e-9; tick += step)
    ticks.push(Math.round(tick * 100) / 100);
  return { low, high, ticks };
}

/** A scale of words, lowest first: value i is `levels[i]`, each level a labelled grid line. */
function levelScale(levels: readonly string[]) {
  return { low: -0.5, high: levels.length - 0.5, ticks: levels.map((_, i) => i) };
}

/** A line's points as it is drawn: straight from one to the next, or in steps (a level holds until the next). */
function drawn(points: readonly { x: number; y: number }[], steps: boolean): string {
  return points
    .flatMap((p, i) => (steps && i > 0 ? [{ x: p.x, y: points[i - 1].y }, p] : [p]))
    .map((p) => `${p.x},${p.y}`)
    .join(' ');
}

/**
 * One measure over a week or a month as a small SVG line chart: it scales to any width, prints
 * sharp, and needs no chart library (the whole chart is this file). Out-of-range points are red
 * and larger; the owner's range is a shaded band. Its name says the figures for screen readers.
 * With `levels` (a mood), the values are steps of a scale of words, named on the axis, and the
 * line steps from one to the next. Every chart of a period draws the same `axis` in the same
 * margins, so a day lines up from one chart to the next.
 */
export function MeasureChart({
  label,
  lines,
  range,
  axis,
  levels,
}: {
  /** What the chart shows, in words: its accessible name. */
  label: string;
  lines: readonly ChartLine[];
  range?: ChartRange;
  /** The period's time axis, shared by all the charts beside this one. */
  axis: TimeAxis;
  /** The words of a scale, lowest first, when the values are its steps (0, 1, 2…). */
  levels?: readonly string[];
}) {
  const { language } = useLanguage();
  const { low, high, ticks } = levels ? levelScale(levels) : valueScale(lines, range);
  const { from, until } = axis;
  const x = (at: number) => PAD.left + ((at - from) / (until - from)) * innerW;
  const y = (value: number) => PAD.top + innerH - ((value - low) / (high - low)) * innerH;
  // The month is named on the first tick and where it changes; the other ticks say the day only.
  // A day is named as the calendar has it (at noon UTC, where no zone moves it to another day).
  const dayLabel = (day: string, i: number) => {
    const named = i === 0 || day.slice(0, 7) !== axis.ticks[i - 1].day.slice(0, 7);
    return new Date(`${day}T12:00:00Z`).toLocaleDateString(language, {
      timeZone: 'UTC',
      day: 'numeric',
      ...(named ? { month: 'short' } : {}),
    });
  };
  const band =
    range && (range.low !== null || range.high !== null)
      ? { top: y(range.high ?? high), bottom: y(range.low ?? low) }
      : null;

  return (
    <svg className="measure-chart" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={label}>
      {band ? (
        <rect
          className="measure-chart__band"
          x={PAD.left}
          width={innerW}
          y={band.top}
          height={Math.max(0, band.bottom - band.top)}
        />
      ) : null}
      {ticks.map((tick) => (
        <g key={tick} aria-hidden>
          <line
            className="measure-chart__grid"
            x1={PAD.left}
            x2={W - PAD.right}
            y1={y(tick)}
            y2={y(tick)}
          />
          <text className="measure-chart__tick" x={PAD.left - 4} y={y(tick) + 3} textAnchor="end">
            {levels ? levels[tick] : tick}
          </text>
        </g>
      ))}
      <g aria-hidden>
        {axis.ticks.map((tick, i) => (
          <g key={tick.day}>
            <line
              className="measure-chart__day-mark"
              x1={x(tick.at)}
              x2={x(tick.at)}
              y1={H - PAD.bottom}
              y2={H - PAD.bottom + 4}
            />
            <text
              className="measure-chart__tick measure-chart__day"
              x={x(tick.at)}
              y={H - 6}
              textAnchor="middle"
            >
              {dayLabel(tick.day, i)}
            </text>
          </g>
        ))}
      </g>
      {lines.map((line, i) => (
        <g key={i} aria-hidden>
          <polyline
            className={`measure-chart__line${line.dashed ? ' measure-chart__line--dashed' : ''}`}
            points={drawn(
              line.points.map((p) => ({ x: x(p.at), y: y(p.value) })),
              levels !== undefined,
            )}
          />
          {line.points.map((p) => (
            <circle
              key={p.at}
              className={`measure-chart__dot${p.outside ? ' measure-chart__dot--outside' : ''}`}
              cx={x(p.at)}
              cy={y(p.value)}
              r={p.outside ? 4.5 : 3}
            />
          ))}
        </g>
      ))}
    </svg>
  );
}
