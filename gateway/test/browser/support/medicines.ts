import type { Page } from 'playwright-core';

/** Fills the medicine form's main fields: name, strength and form, dose, times of day, purpose. */
export async function fillMedicine(
  p: Page,
  m: {
    name: string;
    strength?: string;
    form?: string;
    amount?: string;
    unit: string;
    times: string[];
    purpose: string;
  },
): Promise<void> {
  await p.getByLabel('Medicine name').fill(m.name);
  if (m.strength) await p.getByLabel('Strength (optional)').fill(m.strength);
  if (m.form) await p.getByLabel('Form (optional)').fill(m.form);
  if (m.amount) await p.getByLabel('How much').fill(m.amount);
  await p.getByLabel('Unit', { exact: true }).fill(m.unit);
  for (const [index, time] of m.times.entries()) {
    if (index > 0) await p.getByRole('button', { name: 'Add a time' }).click();
    await p.getByLabel(`Time ${index + 1}`, { exact: true }).fill(time);
  }
  await p.getByLabel('What it is for (optional)').fill(m.purpose);
  // Taken since long before she added it: today's and yesterday's doses are all hers to log.
  await p.getByLabel('Start date', { exact: true }).fill('2025-06-01');
}
