import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { LogEntry } from '@tend/contracts';
import { aCareLog, aLogEntry } from '../../../test/fixtures/care-log-fixtures';
import { renderCareLog } from '../../../test/fixtures/care-log-page';

/** A moment whose day and hour differ between the circle's zone (Chicago) and most others. */
const correctedAt = '2026-11-26T05:04:00.000Z';
const shortTime = (iso: string, timeZone?: string) =>
  new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(new Date(iso));

/** Her brother's 620 for 62, corrected by him, then moved an hour earlier by an account now closed. */
const typo: LogEntry = aLogEntry({
  reading: { kind: 'blood-sugar', mgdl: 62 },
  at: '2026-11-26T04:00:00.000Z',
  note: 'Before bed.',
  changes: [
    {
      at: correctedAt,
      by: { name: 'Marco Rivera' },
      fields: [
        {
          field: 'reading',
          from: { kind: 'blood-sugar', mgdl: 620 },
          to: { kind: 'blood-sugar', mgdl: 62 },
        },
        { field: 'note', from: null, to: 'Before bed.' },
      ],
    },
    {
      at: '2026-11-26T06:00:00.000Z',
      by: null,
      fields: [{ field: 'at', from: '2026-11-26T05:00:00.000Z', to: '2026-11-26T04:00:00.000Z' }],
    },
  ],
});
const untouched = aLogEntry({ reading: { kind: 'weight', pounds: 181 } });

const entryOf = (text: string) =>
  screen.getAllByRole('listitem').find((item) => item.textContent?.includes(text)) as HTMLElement;

describe('an entry’s history on the care log', () => {
  it('marks only the corrected entry “Edited”, for family who may not change it', async () => {
    renderCareLog('family', { log: () => aCareLog({ entries: [typo, untouched] }) });
    const mark = await screen.findByRole('button', {
      name: /^Edited: the history of Blood sugar 62/,
    });
    expect(mark).toHaveTextContent('Edited');
    expect(mark).toHaveAttribute('aria-expanded', 'false');
    expect(within(entryOf('Weight 181 lb')).queryByText('Edited')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
    expect(screen.queryByText('Before: Blood sugar 620 mg/dL')).not.toBeInTheDocument();
  });

  it('opens each correction with who, when in her own time zone, and each value before and after', async () => {
    renderCareLog('organizer', { log: () => aCareLog({ entries: [typo, untouched] }) });
    fireEvent.click(await screen.findByRole('button', { name: /^Edited: / }));
    const history = screen.getByRole('list', { name: /^History of Blood sugar 62 mg\/dL, / });
    const [first, second] = within(history).getAllByRole('listitem');

    const viewerZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(first).toHaveTextContent(
      `Corrected ${shortTime(correctedAt, viewerZone)}, by Marco Rivera`,
    );
    if (viewerZone !== 'America/Chicago')
      expect(first).not.toHaveTextContent(shortTime(correctedAt, 'America/Chicago'));
    expect(within(first).getByText('What was logged')).toBeInTheDocument();
    expect(within(first).getByText('Before: Blood sugar 620 mg/dL')).toBeInTheDocument();
    expect(within(first).getByText('After: Blood sugar 62 mg/dL')).toBeInTheDocument();
    expect(within(first).getByText('Before: no note')).toBeInTheDocument();
    expect(within(first).getByText('After: Before bed.')).toBeInTheDocument();

    expect(second).toHaveTextContent(/^Corrected .+, by someone whose account is closed/);
    expect(within(second).getByText('When')).toBeInTheDocument();
    expect(
      within(second).getByText(`Before: ${shortTime('2026-11-26T05:00:00.000Z', viewerZone)}`),
    ).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: /^Edited: / }));
    await waitFor(() =>
      expect(screen.queryByText('Before: Blood sugar 620 mg/dL')).not.toBeInTheDocument(),
    );
  });

  it('shows the history in Spanish', async () => {
    renderCareLog('owner', { language: 'es-US', log: () => aCareLog({ entries: [typo] }) });
    fireEvent.click(
      await screen.findByRole('button', { name: /^Editado: el historial de Azúcar 62/ }),
    );
    expect(await screen.findByText('Antes: Azúcar 620 mg/dL')).toBeInTheDocument();
    expect(screen.getByText('Después: Azúcar 62 mg/dL')).toBeInTheDocument();
    expect(screen.getByText('Antes: sin nota')).toBeInTheDocument();
    expect(screen.getByText(/^Corregido .+, por Marco Rivera$/)).toBeInTheDocument();
  });
});
