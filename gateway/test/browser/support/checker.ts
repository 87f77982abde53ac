import type { Page } from 'playwright-core';

/** A caregiver's six answers to the eligibility checker, as she taps and types them. */
export interface CheckerAnswers {
  relationship: string;
  benefit: string;
  age: string;
  /** What is typed to narrow the state list, and the option it narrows to. */
  state: [typed: string, option: string];
  zip: string;
  condition: string;
}

export const mother = (state: CheckerAnswers['state'], zip: string): CheckerAnswers => ({
  relationship: 'My parent',
  benefit: 'Medicaid',
  age: '65 or older',
  state,
  zip,
  condition: "Dementia or Alzheimer's",
});
export const newJersey = mother(['New Jer', 'New Jersey (NJ)'], '07102');
export const texas = mother(['Texa', 'Texas (TX)'], '75201');

/** Answers the six questions as a caregiver does: a tap on each choice, Continue after benefits. */
export async function answerChecker(p: Page, answers: CheckerAnswers): Promise<void> {
  await p.getByRole('radio', { name: answers.relationship }).click();
  await p.getByText('Step 2 of 6').waitFor();
  await p.getByRole('checkbox', { name: answers.benefit, exact: true }).click();
  await p.getByRole('button', { name: 'Continue' }).click();
  await p.getByText('Step 3 of 6').waitFor();
  await p.getByRole('radio', { name: answers.age }).click();
  const state = p.getByRole('combobox', { name: 'Which state do you live in?' });
  await state.click();
  await state.pressSequentially(answers.state[0]);
  await p.getByTitle(answers.state[1]).waitFor();
  await state.press('Enter');
  await p.getByRole('textbox', { name: 'What is your zip code?' }).pressSequentially(answers.zip);
  await p.getByRole('radio', { name: answers.condition }).click();
}
