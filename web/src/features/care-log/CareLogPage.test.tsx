import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CircleRole, LogEntry } from '@tend/contracts';
import { you } from '../../../test/fixtures/circle-fixtures';
import { aCareLog, aLogEntry } from '../../../test/fixtures/care-log-fixtures';
import type { Responder } from '../../test/fetch-mock';
import { careLogBase as base, renderCareLog } from '../../../test/fixtures/care-log-page';

const renderAs = (role: CircleRole, more: Record<string, Responder> = {}) =>
  renderCareLog(role, { more });

const added = (entry: Partial<LogEntry>): Responder => ({
  status: 201,
  json: aLogEntry({ by: { userId: you.id, name: 'Dana Rivera' }, ...entry }),
});

describe('the care log', () => {
  it('logs a low blood sugar and shows its first aid at once', async () => {
    const { http } = renderAs('family', {
      [`POST ${base}/log`]: added({
        reading: { kind: 'blood-sugar', mgdl: 62 },
        outOfRange: true,
        firstAidCardId: 'diabetes',
      }),
    });
    fireEvent.click(await screen.findByRole('radio', { name: 'Blood sugar' }));
    fireEvent.change(screen.getByLabelText('Blood sugar (mg/dL)'), { target: { value: '62' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to the log' }));

    const firstAid = await screen.findByRole('alert');
    expect(firstAid).toHaveTextContent('Low blood sugar: act now');
    expect(firstAid).toHaveTextContent(/if they can swallow safely.*sugar by mouth/i);
    expect(firstAid).toHaveTextContent(/cannot swallow safely, call 911/);
    const [sent] = http.calls(`POST ${base}/log`);
    expect(sent.body).toMatchObject({ kind: 'blood-sugar', mgdl: 62, note: null });
    expect(sent.body).not.toHaveProperty('at');
  });

  it('shows the fall’s first aid: do not lift, 911 for a head injury or a blood thinner', async () => {
    renderAs('organizer', {
      [`POST ${base}/log`]: added({
        reading: { kind: 'fall', injured: false },
        firstAidCardId: 'after-a-fall',
      }),
    });
    fireEvent.click(await screen.findByRole('radio', { name: 'Fall' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add to the log' }));
    const firstAid = await screen.findByRole('alert');
    expect(firstAid).toHaveTextContent('Do not lift them.');
    expect(firstAid).toHaveTextContent(/hit their head or take a blood thinner/);
    expect(firstAid).toHaveTextContent(/vomiting, turn them on their side/);
  });

  it('charts each measure with its figures, marks what is out of range, and switches to the month', async () => {
    const { http } = renderAs('family');
    expect(
      await screen.findByRole('img', {
        name: 'Blood sugar: 2 readings, from 62 to 140 mg/dL; 1 outside the range.',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: /^Blood pressure: 1 reading, from 82 to 128 mmHg/ }),
    ).toBeInTheDocument();
    const recent = screen.getByRole('region', { name: 'Recent entries' });
    expect(within(recent).getByText('Blood sugar 62 mg/dL')).toBeInTheDocument();
    expect(within(recent).getAllByText('Outside the range')).toHaveLength(1);
    expect(within(recent).getByText('After his walk.')).toBeInTheDocument();

    fireEvent.click(screen.getByText('Month'));
    await waitFor(() =>
      expect(http.requests.some((r) => r.url.endsWith('/log?period=month'))).toBe(true),
    );
  });

  it('keeps what was typed when the log refuses it, and says why', async () => {
    renderAs('family', {
      [`POST ${base}/log`]: {
        status: 400,
        json: {
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message: 'The top number (systolic) is a number from 40 to 300.',
        },
      },
    });
    fireEvent.change(await screen.findByLabelText('Top number (systolic)'), {
      target: { value: '400' },
    });
    fireEvent.change(screen.getByLabelText('Bottom number (diastolic)'), {
      target: { value: '80' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add to the log' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The top number (systolic) is a number from 40 to 300.',
    );
    expect(screen.getByLabelText('Top number (systolic)')).toHaveValue('400');
  });

  it('sends the time she changed it to', async () => {
    const { http } = renderAs('family', { [`POST ${base}/log`]: added({}) });
    fireEvent.change(await screen.findByLabelText('Top number (systolic)'), {
      target: { value: '130' },
    });
    fireEvent.change(screen.getByLabelText('Bottom number (diastolic)'), {
      target: { value: '80' },
    });
    fireEvent.change(screen.getByLabelText('When'), { target: { value: '2026-11-20T07:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to the log' }));
    await waitFor(() => expect(http.calls(`POST ${base}/log`)).toHaveLength(1));
    expect(http.calls(`POST ${base}/log`)[0].body).toMatchObject({
      kind: 'blood-pressure',
      systolic: 130,
      diastolic: 80,
      at: new Date('2026-11-20T07:30').toISOString(),
    });
  });

  it('asks for the number before sending', async () => {
    const { http } = renderAs('family');
    fireEvent.click(await screen.findByRole('button', { name: 'Add to the log' }));
    expect(await screen.findAllByText('Please type a number.')).toHaveLength(2);
    expect(http.calls(`POST ${base}/log`)).toHaveLength(0);
  });

  it('lets the owner set the ranges', async () => {
    const { http } = renderAs('owner', { [`PUT ${base}/log/ranges`]: { json: aCareLog() } });
    fireEvent.click(await screen.findByText('Healthy ranges'));
    expect(screen.getByLabelText('Blood sugar (mg/dL): lowest')).toHaveValue('80');
    fireEvent.change(screen.getByLabelText('Top number (systolic): highest'), {
      target: { value: '140' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save ranges' }));
    await waitFor(() => expect(http.calls(`PUT ${base}/log/ranges`)).toHaveLength(1));
    expect(http.calls(`PUT ${base}/log/ranges`)[0].body).toEqual({
      ranges: { systolic: { low: null, high: 140 }, bloodSugar: { low: 80, high: 180 } },
    });
  });

  it('does not offer family the ranges', async () => {
    renderAs('family');
    await screen.findByRole('heading', { name: 'Over time' });
    expect(screen.queryByText('Healthy ranges')).not.toBeInTheDocument();
  });

  it('never asks the log for a helper', async () => {
    const { http } = renderAs('helper');
    expect(await screen.findByText('Care log not found')).toBeInTheDocument();
    expect(http.calls(`GET ${base}/log`)).toHaveLength(0);
  });
});
