import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CareLog, CircleRole, LogEntry } from '@tend/contracts';
import type { Responder } from '../../test/fetch-mock';
import { you } from '../../../test/fixtures/circle-fixtures';
import { aCareLog, aLogEntry } from '../../../test/fixtures/care-log-fixtures';
import { careLogBase as base, renderCareLog } from '../../../test/fixtures/care-log-page';

/** Her 11 pm typo (620 for 62), hers to change, and her brother's pressure, not hers. */
const typo = aLogEntry({
  reading: { kind: 'blood-sugar', mgdl: 620 },
  note: 'Before bed.',
  by: { userId: you.id, name: 'Dana Rivera' },
  outOfRange: true,
  firstAidCardId: 'diabetes',
  mayChange: true,
});
const brothers = aLogEntry({ reading: { kind: 'blood-pressure', systolic: 131, diastolic: 85 } });
const corrected: LogEntry = { ...typo, reading: { kind: 'blood-sugar', mgdl: 62 } };

const renderAs = (role: CircleRole, log: () => CareLog, more: Record<string, Responder> = {}) =>
  renderCareLog(role, { log, more });

const recent = () => screen.getByRole('region', { name: 'Recent entries' });

describe('correcting and deleting a care log entry', () => {
  it('offers Edit and Delete only on the entries the reader may change, naming each', async () => {
    renderAs('family', () => aCareLog({ entries: [typo, brothers] }));
    const edit = await screen.findAllByRole('button', { name: /^Edit / });
    expect(edit).toHaveLength(1);
    expect(edit[0]).toHaveAccessibleName(/^Edit Blood sugar 620 mg\/dL, /);
    expect(screen.getAllByRole('button', { name: /^Delete / })).toHaveLength(1);
    expect(within(recent()).getByText('Blood pressure 131/85 mmHg')).toBeInTheDocument();
  });

  it('corrects 620 to 62 in the entry form, filled in: the list shows 62 and the low-sugar first aid', async () => {
    let entries = [typo, brothers];
    const { http } = renderAs('family', () => aCareLog({ entries }), {
      [`PATCH ${base}/log/${typo.id}`]: () => {
        entries = [corrected, brothers];
        return { json: corrected };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: /^Edit Blood sugar 620/ }));
    const form = within(recent());
    expect(form.getByRole('radio', { name: 'Blood sugar' })).toBeChecked();
    expect(form.getByLabelText('Note (optional)')).toHaveValue('Before bed.');
    fireEvent.change(form.getByLabelText('Blood sugar (mg/dL)'), { target: { value: '62' } });
    fireEvent.click(form.getByRole('button', { name: 'Save the change' }));

    expect(await within(recent()).findByText('Blood sugar 62 mg/dL')).toBeInTheDocument();
    expect(within(recent()).queryByText('Blood sugar 620 mg/dL')).not.toBeInTheDocument();
    expect(within(recent()).getByRole('alert')).toHaveTextContent('Low blood sugar: act now');
    const [sent] = http.calls(`PATCH ${base}/log/${typo.id}`);
    // Its time was left alone, so none is sent: the entry keeps its own.
    expect(sent.body).toEqual({ kind: 'blood-sugar', mgdl: 62, note: 'Before bed.' });
  });

  it('keeps the typed value when the correction is refused, and says why', async () => {
    renderAs('family', () => aCareLog({ entries: [typo] }), {
      [`PATCH ${base}/log/${typo.id}`]: {
        status: 400,
        json: {
          statusCode: 400,
          code: 'VALIDATION_FAILED',
          message: 'Blood sugar (mg/dL) is a number from 10 to 1000.',
        },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: /^Edit Blood sugar 620/ }));
    fireEvent.change(within(recent()).getByLabelText('Blood sugar (mg/dL)'), {
      target: { value: '6200' },
    });
    fireEvent.click(within(recent()).getByRole('button', { name: 'Save the change' }));
    expect(await within(recent()).findByRole('alert')).toHaveTextContent(
      'Blood sugar (mg/dL) is a number from 10 to 1000.',
    );
    expect(within(recent()).getByLabelText('Blood sugar (mg/dL)')).toHaveValue('6200');
  });

  it('puts the entry back as it was when she cancels', async () => {
    const { http } = renderAs('family', () => aCareLog({ entries: [typo] }));
    fireEvent.click(await screen.findByRole('button', { name: /^Edit Blood sugar 620/ }));
    fireEvent.click(within(recent()).getByRole('button', { name: 'Cancel' }));
    expect(within(recent()).getByText('Blood sugar 620 mg/dL')).toBeInTheDocument();
    expect(http.requests.filter((r) => r.method === 'PATCH')).toHaveLength(0);
  });

  it('asks before deleting, naming the entry, and the entry leaves the list', async () => {
    // The owner may change every entry.
    let entries = [typo, { ...brothers, mayChange: true }];
    const { http } = renderAs('owner', () => aCareLog({ entries }), {
      [`DELETE ${base}/log/${brothers.id}`]: () => {
        entries = [typo];
        return { json: { ok: true } };
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: /^Delete Blood pressure 131/ }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent(/^Delete “Blood pressure 131\/85 mmHg, .+” from the log\?/);
    expect(http.calls(`DELETE ${base}/log/${brothers.id}`)).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));

    await waitFor(() =>
      expect(within(recent()).queryByText('Blood pressure 131/85 mmHg')).not.toBeInTheDocument(),
    );
    expect(http.calls(`DELETE ${base}/log/${brothers.id}`)).toHaveLength(1);
    expect(within(recent()).getByText('Blood sugar 620 mg/dL')).toBeInTheDocument();
  });
});
