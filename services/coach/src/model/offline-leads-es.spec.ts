import { paidAsNote } from '../guidance/states';
import { spanishPaidCareLead } from './offline-leads-es';

describe('the Spanish lead about being paid to care', () => {
  it('names her state as Spanish writes it (issue 48), in the heading and the note', () => {
    const lead = spanishPaidCareLead('NJ', undefined);
    expect(lead).toMatch(/^\*\*Cobrar por cuidar a su familiar en Nueva Jersey\*\*/);
    expect(lead).toContain('En Nueva Jersey, los programas que pueden pagar a un familiar');
    expect(lead).not.toMatch(/en New Jersey/i);
    expect(spanishPaidCareLead('NC', 'spouse')).toContain('En Carolina del Norte, ');
  });

  it('keeps a state whose name is the same in both languages as it is', () => {
    expect(spanishPaidCareLead('TX', undefined)).toContain('su familiar en Texas**');
  });

  it('keeps the English name in an English note', () => {
    expect(paidAsNote('NY', 'parent', 'en')).toMatch(/^In New York, /);
    expect(paidAsNote('NY', 'parent', 'es')).toMatch(/^En Nueva York, /);
  });
});
