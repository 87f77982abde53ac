import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EligibilityAnswers } from '@tend/contracts';
import { StatePrograms } from './StatePrograms';

const daughterOfMotherOnMedicaid: EligibilityAnswers = {
  relationship: 'parent',
  benefits: ['medicaid'],
  age: '65_plus',
  state: 'NJ',
  zipCode: '07102',
  condition: 'dementia',
};

const program = (name: RegExp) =>
  screen
    .getAllByRole('listitem')
    .find((item) => within(item).queryByRole('heading', { name }) !== null);

describe('Programs in the caregiver’s state', () => {
  it('shows New Jersey’s Personal Preference Program as likely, with its reasons and a number to tap', () => {
    render(<StatePrograms answers={daughterOfMotherOnMedicaid} />);
    expect(screen.getByRole('heading', { name: 'Programs in New Jersey' })).toBeInTheDocument();
    const ppp = program(/Personal Preference Program/);
    expect(ppp).toBeDefined();
    const card = within(ppp as HTMLElement);
    expect(card.getByText('Likely a fit')).toBeInTheDocument();
    expect(
      card.getByText('New Jersey lets an adult child caring for a parent be paid here: yes.'),
    ).toBeInTheDocument();
    expect(card.getByText('The person you care for gets Medicaid: met.')).toBeInTheDocument();
    expect(card.getByText(/the state assesses it/)).toBeInTheDocument();
    expect(card.getByRole('link', { name: /^Call 1-800-701-0710$/ })).toHaveAttribute(
      'href',
      'tel:+18007010710',
    );
    expect(card.getByText(/Confirm with the agency/)).toBeInTheDocument();
  });

  it('shows Texas’s programs for the same answers in Texas, and no New Jersey program', () => {
    render(<StatePrograms answers={{ ...daughterOfMotherOnMedicaid, state: 'TX' }} />);
    expect(screen.getByRole('heading', { name: 'Programs in Texas' })).toBeInTheDocument();
    expect(program(/Community First Choice/)).toBeDefined();
    expect(program(/Personal Preference Program/)).toBeUndefined();
    expect(program(/Comprehensive Assistance for Family Caregivers/)).toBeDefined();
  });

  it('questions a zip code of another state, and not one of the chosen state', () => {
    const { unmount } = render(
      <StatePrograms answers={{ ...daughterOfMotherOnMedicaid, state: 'TX' }} />,
    );
    expect(screen.getByRole('note')).toHaveTextContent(
      'Zip code 07102 is in New Jersey, not Texas.',
    );
    unmount();
    render(<StatePrograms answers={daughterOfMotherOnMedicaid} />);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('asks about military service and matches the VA programs to the answer', async () => {
    const user = userEvent.setup();
    render(<StatePrograms answers={daughterOfMotherOnMedicaid} />);
    const va = () =>
      within(program(/Comprehensive Assistance for Family Caregivers/) as HTMLElement);
    expect(va().getByText('Possible: ask the agency')).toBeInTheDocument();
    const question = screen.getByRole('radiogroup', {
      name: 'Did the person you care for serve in the U.S. military?',
    });
    await user.click(within(question).getByRole('radio', { name: 'No' }));
    expect(va().getByText('Unlikely for your answers')).toBeInTheDocument();
    expect(
      va().getByText('For veterans and their family caregivers only: not met.'),
    ).toBeInTheDocument();
    await user.click(within(question).getByRole('radio', { name: 'Yes' }));
    expect(va().getByText('For veterans and their family caregivers: met.')).toBeInTheDocument();
  });
});
