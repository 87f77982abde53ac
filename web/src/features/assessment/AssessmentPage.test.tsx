import { BurdenQuestions } from '@tend/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aUser } from '../../test/factories';
import { renderWithProviders } from '../../test/render';
import AssessmentPage from './AssessmentPage';
import { aResultWithSteps } from '../../../test/fixtures/assessment-fixtures';
import { readAnswers, type AnswersDraft } from './assessment-flow';

const savedResult = {
  id: '8d0b5a57-3c1e-4d55-9a1d-1f2e3d4c5b6a',
  score: 53,
  level: 'Moderate',
  recommendations: ['Ask one person for a two-hour break this week.', 'Keep a simple sleep log.'],
  // Saved before keys, and no known step: shown as written.
  recommendationKeys: [null, null],
  completedAt: '2025-10-03T10:00:00.000Z',
};

/** The saved check-in as the server keeps it: every answer the third option, one comment. */
const savedItem = {
  ...savedResult,
  responses: Object.fromEntries(
    BurdenQuestions.map((q) => [
      q.id,
      {
        value: q.options[2].value,
        score: q.options[2].score,
        comment: q.id === 'sleep_disruption' ? 'Up at 2am most nights.' : null,
      },
    ]),
  ),
  change: null,
};
const SAVED = `GET /api/assessments/${savedResult.id}`;

function renderAssessment(routes = {}, route = '/assessment') {
  return renderWithProviders(<AssessmentPage />, {
    route,
    user: aUser(),
    routes: { 'GET /api/assessments': { json: [] }, [SAVED]: { json: savedItem }, ...routes },
  });
}

describe('assessment', () => {
  it("asks for an answer before continuing ('Response Required')", async () => {
    const user = userEvent.setup();
    renderAssessment();
    expect(await screen.findByText('Question 1 of 10')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Response Required')).toBeInTheDocument();
    expect(screen.getByText('Please select an answer before continuing.')).toBeInTheDocument();
    expect(screen.getByText('Question 1 of 10')).toBeInTheDocument();
  });

  it('asks the ten questions one at a time, submits on the last and shows the results', async () => {
    const user = userEvent.setup();
    const { http } = renderAssessment({
      'POST /api/assessments': { status: 201, json: savedResult },
    });
    for (const [i, q] of BurdenQuestions.entries()) {
      expect(await screen.findByText(`Question ${i + 1} of 10`)).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: q.text })).toBeInTheDocument();
      // the third option (score 2 either way round)
      await user.click(screen.getByRole('radio', { name: q.options[2].label }));
      if (i === 0)
        await user.type(
          screen.getByLabelText('Anything you want to add? (optional)'),
          ' Mornings are hard. ',
        );
      await user.click(screen.getByRole('button', { name: i === 9 ? 'See my results' : 'Next' }));
    }
    const results = await screen.findByRole('region', { name: 'Your results' });
    expect(within(results).getByText('53')).toBeInTheDocument();
    expect(within(results).getByText('Moderate burden')).toBeInTheDocument();
    expect(within(results).getByText('Keep a simple sleep log.')).toBeInTheDocument();
    expect(within(results).getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
    expect(screen.getByTestId('location')).toHaveTextContent(
      `/assessment?result=${savedResult.id}`,
    );

    const body = http.calls('POST /api/assessments')[0].body as {
      responses: Record<string, { value: string; score: number; comment: string | null }>;
      score: number;
    };
    expect(Object.keys(body.responses)).toHaveLength(10);
    expect(body.responses.overwhelmed).toEqual({
      value: 'about_half_the_time',
      score: 2,
      comment: 'Mornings are hard.',
    });
    expect(body.responses.physical_health).toEqual({
      value: 'up_and_down',
      score: 2,
      comment: null,
    });
    expect(body.score).toBe(50);
  });

  it('picks up where the caregiver left off after a reload, and starts fresh once saved', async () => {
    const user = userEvent.setup();
    const before = renderAssessment();
    for (const q of BurdenQuestions.slice(0, 3)) {
      await user.click(await screen.findByRole('radio', { name: q.options[2].label }));
      await user.click(screen.getByRole('button', { name: 'Next' }));
    }
    await user.type(
      await screen.findByLabelText('Anything you want to add? (optional)'),
      'No help on weekends',
    );
    before.unmount();

    const after = renderAssessment({ 'POST /api/assessments': { status: 201, json: savedResult } });
    expect(await screen.findByText('Question 4 of 10')).toBeInTheDocument();
    expect(screen.getByLabelText('Anything you want to add? (optional)')).toHaveValue(
      'No help on weekends',
    );
    for (const [i, q] of BurdenQuestions.slice(3).entries()) {
      await user.click(await screen.findByRole('radio', { name: q.options[2].label }));
      await user.click(screen.getByRole('button', { name: i === 6 ? 'See my results' : 'Next' }));
    }
    await screen.findByRole('region', { name: 'Your results' });
    const body = after.http.calls('POST /api/assessments')[0].body as {
      responses: Record<string, { comment: string | null }>;
    };
    expect(Object.keys(body.responses)).toHaveLength(10);
    expect(body.responses[BurdenQuestions[3].id].comment).toBe('No help on weekends');
    after.unmount();

    renderAssessment();
    expect(await screen.findByText('Question 1 of 10')).toBeInTheDocument();
    for (const radio of screen.getAllByRole('radio'))
      expect(radio).toHaveAttribute('aria-checked', 'false');
  });

  it('lists the answers lightest first on every question, as on the first', async () => {
    const user = userEvent.setup();
    renderAssessment();
    const shown: string[][] = [];
    for (const q of BurdenQuestions) {
      await screen.findByRole('heading', { name: q.text });
      shown.push(screen.getAllByRole('radio').map((radio) => radio.textContent ?? ''));
      await user.click(screen.getAllByRole('radio')[0]);
      if (q !== BurdenQuestions[9]) await user.click(screen.getByRole('button', { name: 'Next' }));
    }
    expect(shown[0]).toEqual([
      'Hardly ever',
      'Now and then',
      'About half the time',
      'Most days',
      'Nearly every day',
    ]);
    expect(shown[1][0]).toBe('Strong and well');
    expect(shown[1][4]).toBe('I am really struggling');
    expect(shown[6][0]).toBe('Whenever I need it');
    expect(shown[7][0]).toBe('Most days');
    expect(shown[8][0]).toBe('Very sure');
    expect(shown[8][4]).toBe('Not sure at all');
  });

  it('opens the results at the top of the page, with "Your results" focused', async () => {
    const user = userEvent.setup();
    const scrollTo = jest.spyOn(window, 'scrollTo');
    renderAssessment({ 'POST /api/assessments': { status: 201, json: savedResult } });
    for (const q of BurdenQuestions) {
      await user.click(await screen.findByRole('radio', { name: q.options[1].label }));
      await user.click(
        screen.getByRole('button', { name: q === BurdenQuestions[9] ? 'See my results' : 'Next' }),
      );
    }
    const heading = await screen.findByRole('heading', { name: 'Your results' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 });
  });

  it('keeps earlier answers when going back', async () => {
    const user = userEvent.setup();
    renderAssessment();
    await user.click(await screen.findByRole('radio', { name: 'Most days' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('radio', { name: 'Most days' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  it("reports 'Assessment Failed' and keeps the answers when saving fails", async () => {
    const user = userEvent.setup();
    renderAssessment({ 'POST /api/assessments': { status: 500, text: 'down' } });
    for (const q of BurdenQuestions) {
      await user.click(await screen.findByRole('radio', { name: q.options[0].label }));
      await user.click(
        screen.getByRole('button', { name: q === BurdenQuestions[9] ? 'See my results' : 'Next' }),
      );
    }
    expect(
      await screen.findByText('Failed to save your assessment. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Question 10 of 10')).toBeInTheDocument();
  });

  it('draws the history as a chart of burden over time, each check-in a link to its result', async () => {
    renderAssessment(
      {
        'GET /api/assessments': {
          json: [
            { ...savedItem, score: 40, level: 'Mild', completedAt: '2025-10-01T10:00:00.000Z' },
            {
              ...savedItem,
              id: '0c4f2a11-5b7e-4c3d-8e9f-a1b2c3d4e5f6',
              score: 78,
              level: 'High',
              completedAt: '2025-09-01T10:00:00.000Z',
            },
          ],
        },
      },
      `/assessment?result=${savedResult.id}`,
    );
    const chart = await screen.findByRole('img', { name: /Burden score over time/ });
    expect(chart).toHaveAccessibleName(
      'Burden score over time. 2 check-ins from September 1, 2025 to October 1, 2025. Latest 40 (Mild), first 78.',
    );
    const table = screen.getByRole('table', { name: 'Your check-ins' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    await waitFor(() => expect(chart.querySelectorAll('circle')).toHaveLength(2));
    const past = screen.getByRole('list', { name: 'Past check-ins' });
    expect(within(past).getAllByRole('link')[0]).toHaveAttribute(
      'href',
      `/assessment?result=${savedResult.id}`,
    );
  });

  it("words this week's steps as the service gives them in English, and an older text as written", async () => {
    renderAssessment(
      { [`GET /api/assessments/${aResultWithSteps.id}`]: { json: aResultWithSteps } },
      `/assessment?result=${aResultWithSteps.id}`,
    );
    const steps = await screen.findByRole('list', { name: 'Recommendations for this week' });
    expect(
      within(steps)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(aResultWithSteps.recommendations);
  });

  it('says what weighs most and keeps her comment with the result', async () => {
    renderAssessment(
      {
        [SAVED]: {
          json: {
            ...savedItem,
            responses: {
              ...savedItem.responses,
              personal_time: { value: 'hardly_ever', score: 4, comment: null },
            },
          },
        },
      },
      `/assessment?result=${savedResult.id}`,
    );
    const areas = await screen.findByRole('list', { name: 'What weighs most' });
    expect(
      within(areas)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Time for yourself']);
    expect(screen.getByText('Up at 2am most nights.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Talk it over with your care coach/ })).toHaveAttribute(
      'href',
      '/ai-coach',
    );
    expect(screen.getByRole('link', { name: /Eldercare Locator/ })).toBeInTheDocument();
  });

  it('says when a saved check-in cannot be found, and offers a new one', async () => {
    renderAssessment(
      { [SAVED]: { status: 404, json: { message: 'Not found' } } },
      `/assessment?result=${savedResult.id}`,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not find that check-in.');
    expect(within(alert).getByRole('link', { name: 'Start a new check-in' })).toBeInTheDocument();
  });

  it('offers a new check-in or her last result when she comes back, not question 1', async () => {
    const user = userEvent.setup();
    renderAssessment({ 'GET /api/assessments': { json: [savedItem] } });
    const lastResult = await screen.findByRole('link', { name: 'See your last result' });
    expect(lastResult).toHaveAttribute('href', `/assessment?result=${savedResult.id}`);
    expect(screen.queryByText('Question 1 of 10')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start a new check-in' }));
    expect(await screen.findByText('Question 1 of 10')).toBeInTheDocument();
    expect(screen.getByText(/Ten short questions about how you are doing/)).toBeInTheDocument();
  });
});

describe('burden scoring (the shared rule)', () => {
  const all = (pick: (options: (typeof BurdenQuestions)[number]['options']) => string) => {
    const answers: AnswersDraft = {};
    for (const q of BurdenQuestions) answers[q.id] = { value: pick(q.options), comment: '' };
    return readAnswers(answers);
  };

  it('scores the heaviest answers 100 (High): positively worded items run the other way', () => {
    const heaviest = all((options) => [...options].sort((a, b) => b.score - a.score)[0].value);
    expect(heaviest.score).toBe(100);
    expect(heaviest.level).toBe('High');
    expect(heaviest.body.responses.physical_health?.value).toBe('struggling');
  });

  it('scores the first option of every question 0 (Low): every question lists the lightest first', () => {
    const first = all((options) => options[0].value);
    expect(first.score).toBe(0);
    expect(first.level).toBe('Low');
  });

  it.each([
    [0, 'Low'],
    [24, 'Low'],
    [25, 'Mild'],
    [50, 'Moderate'],
    [75, 'High'],
  ])('reads %i as %s', async (score, level) => {
    const { burdenLevel } = await import('@tend/contracts');
    expect(burdenLevel(score)).toBe(level);
  });
});
