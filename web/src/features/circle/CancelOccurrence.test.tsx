import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CircleRole } from '@tend/contracts';
import { ErrorCodes } from '@tend/contracts';
import type { Language } from '../../i18n/languages';
import { renderWithProviders } from '../../test/render';
import type { Responder } from '../../test/fetch-mock';
import {
  aCircle,
  aTask,
  aWeeklyTask,
  recipientId,
  tuesdayMorning,
  you,
} from '../../../test/fixtures/circle-fixtures';
import RecipientPage from './RecipientPage';

const base = `/api/recipients/${recipientId}`;
const weekly = aWeeklyTask();
const cancellations = `POST ${base}/tasks/${weekly.id}/cancellations`;

/** The circle's tasks tab as a member of `role` sees it, its list answered by `tasks`. */
function renderTasks(
  role: CircleRole,
  tasks: Responder = { json: [weekly] },
  more: Record<string, Responder> = {},
  language?: Language,
) {
  return renderWithProviders(<RecipientPage />, {
    route: `/recipients/${recipientId}/tasks`,
    path: '/recipients/:id/*',
    user: you,
    language,
    routes: {
      [`GET ${base}/circle`]: { json: aCircle(role) },
      [`GET ${base}/tasks`]: tasks,
      ...more,
    },
  });
}

/** The card of each occurrence of the weekly visit, soonest first. */
const visits = () => screen.findAllByRole('article', { name: 'Sit with Dad' });

const phoneMatchMedia = window.matchMedia;

/** A desktop's screen (the month view) or a phone's (the agenda), as useWideScreen asks. */
function wideScreen(wide: boolean) {
  window.matchMedia = wide
    ? (query: string) => ({ ...phoneMatchMedia(query), matches: query === '(min-width: 992px)' })
    : phoneMatchMedia;
}

/** December's day `n` in the month grid (not January's, shown after it). */
async function dayCell(n: string): Promise<HTMLElement> {
  const cells = await screen.findAllByRole('gridcell');
  const cell = cells.find(
    (candidate) =>
      candidate.querySelector('.month-grid__number')?.textContent === n &&
      !candidate.classList.contains('month-grid__day--outside'),
  );
  if (!cell) throw new Error(`No December ${n} in the month`);
  return cell;
}

// Only the clock's date is fixed (Tuesday Dec 1): the agenda sorts by it; timers stay real.
beforeEach(() => {
  jest.useFakeTimers({
    now: tuesdayMorning,
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
  });
});
afterEach(() => {
  jest.useRealTimers();
  wideScreen(false);
  document.documentElement.lang = 'en';
});

describe('cancelling one occurrence of a repeating task', () => {
  it.each<CircleRole>(['owner', 'organizer'])(
    'is offered to the %s on each date of a repeating task, never on a one-off task',
    async (role) => {
      const once = aTask({ occurrences: ['2026-12-02T20:30:00.000Z'] });
      renderTasks(role, { json: [once, weekly] });
      for (const card of await visits())
        expect(within(card).getByRole('button', { name: 'Cancel this one' })).toBeInTheDocument();
      const ride = screen.getByRole('article', { name: 'Drive Dad to neurology' });
      expect(within(ride).queryByRole('button', { name: 'Cancel this one' })).toBeNull();
    },
  );

  it.each<CircleRole>(['family', 'helper'])(
    'is not offered to %s, whom the service would refuse',
    async (role) => {
      renderTasks(role);
      expect(await visits()).toHaveLength(2);
      expect(screen.queryByRole('button', { name: 'Cancel this one' })).toBeNull();
    },
  );

  it("asks first, naming the date in the member's own time zone, then drops only that date", async () => {
    let cancelled: string[] = [];
    const { http } = renderTasks('owner', () => ({ json: [aWeeklyTask(cancelled)] }), {
      [cancellations]: (req) => {
        cancelled = [(req.body as { occurrence: string }).occurrence];
        return { json: aWeeklyTask(cancelled) };
      },
    });
    const [thisWeek] = await visits();
    fireEvent.click(within(thisWeek).getByRole('button', { name: 'Cancel this one' }));

    const dialog = await screen.findByRole('dialog', { name: 'Cancel just this one?' });
    // 2:30 PM in Chicago, where the circle plans, is 3:30 PM in New York, where Dana is.
    expect(dialog).toHaveTextContent(
      /“Sit with Dad” on Thursday, December 3, 2026 at 3:30\sPM comes off the calendar\./,
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel this date' }));

    await waitFor(() => expect(http.calls(cancellations)).toHaveLength(1));
    // The service names the occurrence by its start in the circle's zone.
    expect(http.calls(cancellations)[0].body).toEqual({ occurrence: '2026-12-03T14:30' });
    expect(
      await screen.findByText('Nothing planned for the rest of the week.'),
    ).toBeInTheDocument();
    const left = await visits();
    expect(left).toHaveLength(1);
    expect(within(left[0]).getByText(/Thu, Dec 10/)).toBeInTheDocument();
    expect(
      screen.getByText('That date is canceled. The others stay on the calendar.'),
    ).toBeInTheDocument();
  });

  it("drops the date from a desktop's month too", async () => {
    let cancelled: string[] = [];
    wideScreen(true);
    renderTasks('owner', () => ({ json: [aWeeklyTask(cancelled)] }), {
      [cancellations]: (req) => {
        cancelled = [(req.body as { occurrence: string }).occurrence];
        return { json: aWeeklyTask(cancelled) };
      },
    });
    const december3 = await dayCell('3');
    await within(december3).findByText(/Sit with Dad/);
    fireEvent.click(december3);
    const [card] = await visits();
    fireEvent.click(within(card).getByRole('button', { name: 'Cancel this one' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel just this one?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel this date' }));

    expect(await screen.findByText('Nothing planned that day.')).toBeInTheDocument();
    expect(within(december3).queryByText(/Sit with Dad/)).toBeNull();
    expect(within(await dayCell('10')).getByText(/Sit with Dad/)).toBeInTheDocument();
  });

  it('keeps the date when the member says so, and sends nothing', async () => {
    const { http } = renderTasks('organizer');
    const [thisWeek] = await visits();
    fireEvent.click(within(thisWeek).getByRole('button', { name: 'Cancel this one' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel just this one?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Cancel just this one?' })).toBeNull(),
    );
    expect(await visits()).toHaveLength(2);
    expect(http.calls(cancellations)).toHaveLength(0);
  });

  it('says in Spanish why the service refused, and the date stays', async () => {
    renderTasks(
      'organizer',
      { json: [weekly] },
      {
        [cancellations]: {
          status: 403,
          json: {
            code: ErrorCodes.circleRoleRequired,
            message: 'Only the owner and organizers can add, change or remove tasks.',
          },
        },
      },
      'es-US',
    );
    const cards = await screen.findAllByRole('article', { name: 'Sit with Dad' });
    fireEvent.click(
      await within(cards[0]).findByRole('button', { name: 'Cancelar solo esta vez' }),
    );
    const dialog = await screen.findByRole('dialog', { name: '¿Cancelar solo esta vez?' });
    expect(within(dialog).getByText(/ya no estará/)).toHaveTextContent(
      /^“Sit with Dad” ya no estará en el calendario el jueves, 3 de diciembre de 2026, 3:30\sp\.m\.; las demás fechas siguen igual\.$/,
    );
    expect(within(dialog).getByRole('button', { name: 'Mantenerla' })).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar esta fecha' }));
    expect(
      await screen.findByText(
        'Su papel en este círculo no le permite hacer eso. Pregúntele a quien lo administra.',
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('article', { name: 'Sit with Dad' })).toHaveLength(2);
  });
});

describe('restoring a cancelled date', () => {
  /** The DELETE that restores the Dec 3 visit, named by its start in the circle's zone. */
  const restoreDecember3 = `DELETE ${base}/tasks/${weekly.id}/cancellations/2026-12-03T14%3A30`;

  /** The tasks tab with the Dec 3 visit called off; the list answers whatever is called off now. */
  function renderCancelled(role: CircleRole, language?: Language) {
    let cancelled = ['2026-12-03T14:30'];
    return renderTasks(
      role,
      () => ({ json: [aWeeklyTask(cancelled)] }),
      {
        [restoreDecember3]: () => {
          cancelled = [];
          return { json: aWeeklyTask(cancelled) };
        },
      },
      language,
    );
  }

  it.each<CircleRole>(['owner', 'organizer'])(
    'is offered to the %s under "Canceled dates", and puts the date back in the agenda',
    async (role) => {
      const { http } = renderCancelled(role);
      const list = await screen.findByRole('region', { name: 'Canceled dates' });
      const [date] = within(list).getAllByRole('listitem');
      expect(date).toHaveTextContent(/Thu, Dec 3, 3:30\sPM/);
      expect(date).toHaveTextContent('Sit with Dad');
      expect(await visits()).toHaveLength(1);

      fireEvent.click(within(date).getByRole('button', { name: 'Restore this date' }));
      await waitFor(() => expect(http.calls(restoreDecember3)).toHaveLength(1));
      expect(await screen.findByText('That date is back on the calendar.')).toBeInTheDocument();
      await waitFor(async () => expect(await visits()).toHaveLength(2));
      expect(within((await visits())[0]).getByText(/Thu, Dec 3/)).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Canceled dates' })).toBeNull();
    },
  );

  it.each<CircleRole>(['family', 'helper'])(
    'is not offered to %s, whom the service would refuse',
    async (role) => {
      renderCancelled(role);
      expect(await visits()).toHaveLength(1);
      expect(screen.queryByRole('region', { name: 'Canceled dates' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Restore this date' })).toBeNull();
    },
  );

  it('speaks Spanish', async () => {
    renderCancelled('owner', 'es-US');
    const list = await screen.findByRole('region', { name: 'Fechas canceladas' });
    fireEvent.click(within(list).getByRole('button', { name: 'Volver a poner esta fecha' }));
    expect(
      await screen.findByText('Esa fecha está otra vez en el calendario.'),
    ).toBeInTheDocument();
  });
});
