import { fireEvent, screen } from '@testing-library/react';
import type { CareLog, LogEntry } from '@tend/contracts';
import { MOODS } from '@tend/contracts';
import { aCareLog, aLogEntry } from '../../../test/fixtures/care-log-fixtures';
import { renderCareLog } from '../../../test/fixtures/care-log-page';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
const mood = (hours: number, value: (typeof MOODS)[number]): LogEntry =>
  aLogEntry({ at: hoursAgo(hours), reading: { kind: 'mood', mood: value } });
const week = [mood(72, 'low'), mood(48, 'good'), mood(3, 'okay')];

describe('mood over time on the care log', () => {
  it('charts the week’s moods on a scale of their words, with the figures in its name', async () => {
    renderCareLog('family', { log: () => aCareLog({ entries: week }) });
    const chart = await screen.findByRole('img', {
      name: 'Mood: 3 entries, from Low to Good; the latest: Okay.',
    });
    for (const word of ['Very low', 'Low', 'Okay', 'Good', 'Very good'])
      expect(chart).toHaveTextContent(word);
    expect(screen.getByText('Mood', { selector: 'figcaption' })).toBeInTheDocument();
  });

  it('follows the week/month switch like the other charts', async () => {
    let shown: LogEntry[] = week;
    renderCareLog('family', { log: (): CareLog => aCareLog({ entries: shown }) });
    await screen.findByRole('img', { name: /^Mood: 3 entries/ });
    shown = [mood(20 * 24, 'very-low'), ...week];
    fireEvent.click(screen.getByText('Month'));
    expect(
      await screen.findByRole('img', {
        name: 'Mood: 4 entries, from Very low to Good; the latest: Okay.',
      }),
    ).toBeInTheDocument();
  });

  it('says a mood that never changed once, not “from Okay to Okay”', async () => {
    renderCareLog('family', { log: () => aCareLog({ entries: [mood(5, 'okay')] }) });
    expect(await screen.findByRole('img', { name: 'Mood: 1 entry: Okay.' })).toBeInTheDocument();
  });

  it('draws no mood chart when no mood was logged', async () => {
    renderCareLog('family');
    await screen.findByRole('img', { name: /^Blood sugar: / });
    expect(screen.queryByRole('img', { name: /^Mood/ })).not.toBeInTheDocument();
  });

  it('names the moods in Spanish', async () => {
    renderCareLog('family', { language: 'es-US', log: () => aCareLog({ entries: week }) });
    expect(
      await screen.findByRole('img', {
        name: 'Ánimo: 3 anotaciones, de Bajo a Bien; la última: Regular.',
      }),
    ).toHaveTextContent('Muy bien');
  });
});

describe('the mood chart’s time axis', () => {
  /** Each chart's dots across, and the days its axis names, by the chart's name. */
  function axes() {
    return screen.getAllByRole('img').map((chart) => ({
      name: chart.getAttribute('aria-label') ?? '',
      days: [...chart.querySelectorAll('.measure-chart__day')].map((day) => day.textContent),
      dots: [...chart.querySelectorAll('circle')].map((dot) => dot.getAttribute('cx')),
    }));
  }

  it.each(['week', 'month'] as const)(
    'puts a %s’s days at the same places as the number charts',
    async (period) => {
      const at = hoursAgo(30);
      const entries = [
        aLogEntry({ at, reading: { kind: 'blood-sugar', mgdl: 120 } }),
        aLogEntry({ at, reading: { kind: 'mood', mood: 'good' } }),
      ];
      const from = new Date(Date.now() - (period === 'week' ? 6 : 29) * 86_400_000);
      renderCareLog('family', {
        log: () => aCareLog({ entries, from: from.toISOString().slice(0, 10) }),
      });
      await screen.findByRole('img', { name: /^Mood: / });
      const [sugar, mood] = axes();
      expect(sugar.name).toMatch(/^Blood sugar: /);
      expect(mood.days).toHaveLength(period === 'week' ? 7 : 5);
      expect(mood.days).toEqual(sugar.days);
      expect(mood.dots).toEqual(sugar.dots);
    },
  );
});
