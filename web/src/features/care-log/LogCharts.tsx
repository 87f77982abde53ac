import { type CareLog, MOODS } from '@tend/contracts';
import { useLanguage } from '../../i18n/LanguageProvider';
import { CHARTS, moodSeries, seriesOf, type ChartId, type Point } from './log-measures';
import { MeasureChart } from './MeasureChart';
import { timeAxis, type TimeAxis } from './time-axis';

type LogPeriod = Pick<CareLog, 'entries' | 'ranges' | 'from' | 'until' | 'timeZone'>;

/** A chart's name with its figures, as a screen reader hears it. */
function useChartLabel() {
  const { t, language } = useLanguage();
  const number = new Intl.NumberFormat(language, { maximumFractionDigits: 1 });
  // A blood pressure is one reading of two numbers: the first line counts the readings.
  return (id: ChartId, lines: readonly (readonly Point[])[]) => {
    const points = lines.flat();
    const values = points.map((p) => p.value);
    return t('careLog.chart.summary', {
      title: t(`careLog.chart.${id}`),
      count: lines[0]?.length ?? 0,
      low: number.format(Math.min(...values)),
      high: number.format(Math.max(...values)),
      unit: t(`careLog.unit.${id}`),
      outside: points.filter((p) => p.outside).length,
    });
  };
}

/** The moods of the period on a scale of their words, stepping from one to the next. */
function MoodChart({ points, axis }: { points: readonly Point[]; axis: TimeAxis }) {
  const { t } = useLanguage();
  const words = MOODS.map((mood) => t(`careLog.mood.${mood}`));
  const values = points.map((p) => p.value);
  const [low, high] = [Math.min(...values), Math.max(...values)];
  const label =
    low === high
      ? t('careLog.chart.moodSummarySame', { count: points.length, mood: words[low] })
      : t('careLog.chart.moodSummary', {
          count: points.length,
          low: words[low],
          high: words[high],
          latest: words[values[values.length - 1]],
        });
  return (
    <figure className="log-chart">
      <figcaption className="log-chart__title">{t('careLog.chart.mood')}</figcaption>
      <MeasureChart label={label} lines={[{ points }]} levels={words} axis={axis} />
    </figure>
  );
}

/** A chart for each measure logged in the period, and one of the moods, in a grid: one column on a phone, more wider. */
export function LogCharts({ log }: { log: LogPeriod }) {
  const { t } = useLanguage();
  const labelOf = useChartLabel();
  const axis = timeAxis(log);
  const charts = CHARTS.map((chart) => ({
    ...chart,
    lines: chart.measures.map((measure, i) => ({
      points: seriesOf(log.entries, measure, log.ranges),
      dashed: i > 0,
    })),
  })).filter((chart) => chart.lines.some((line) => line.points.length > 0));

  const moods = moodSeries(log.entries);

  if (charts.length === 0 && moods.length === 0)
    return <p className="muted">{t('careLog.chart.empty')}</p>;
  return (
    <div className="log-charts">
      {charts.map((chart) => (
        <figure key={chart.id} className="log-chart">
          <figcaption className="log-chart__title">
            {t(`careLog.chart.${chart.id}`)}{' '}
            <span className="muted">({t(`careLog.unit.${chart.id}`)})</span>
          </figcaption>
          {chart.id === 'bloodPressure' ? (
            <p className="muted log-chart__lines">{t('careLog.chart.bloodPressure.lines')}</p>
          ) : null}
          <MeasureChart
            label={labelOf(
              chart.id,
              chart.lines.map((line) => line.points),
            )}
            lines={chart.lines}
            range={log.ranges[chart.measures[0]]}
            axis={axis}
          />
        </figure>
      ))}
      {moods.length > 0 ? <MoodChart points={moods} axis={axis} /> : null}
    </div>
  );
}
