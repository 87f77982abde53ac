import type { EligibilityAnswers } from '@tend/contracts';
import { libraryGrounding, offlineAnswer, type OfflineInput } from './offline-answer';

const texasSpouse: EligibilityAnswers = {
  relationship: 'spouse',
  benefits: ['medicaid'],
  age: '65_plus',
  state: 'TX',
  zipCode: '77002',
  condition: 'physical_disability',
};
const asked: OfflineInput = {
  question: 'Can I get paid to care for my husband?',
  language: 'en',
  files: [],
  reflection: '',
  routes: ['paid-care'],
  state: 'TX',
  answered: [],
  related: [],
  documents: [],
  askBack: false,
  person: { relationship: 'spouse' },
  saved: { answers: texasSpouse, spanish: [] },
};

describe('being paid to care, from her saved check (issue 49)', () => {
  it('answers offline with what her check means in her state', () => {
    const { content } = offlineAnswer(asked);
    expect(content).toContain('**Being paid to care in Texas**');
    expect(content).toContain('Texas’s Medicaid personal-care programs do not pay a spouse');
    expect(content).toContain('**Family Care (FC) – Consumer Directed Services option**');
    expect(content).not.toContain('STAR+PLUS');
  });

  it('tells the model the same, so its answer never sends a spouse to a program that excludes spouses', () => {
    const { stateResources } = libraryGrounding(asked);
    expect(stateResources.join('\n')).toContain(
      'Texas’s Medicaid personal-care programs do not pay a spouse',
    );
    expect(libraryGrounding({ ...asked, routes: [] }).stateResources.join('\n')).not.toContain(
      'From your [eligibility check]',
    );
  });

  it('leaves her check out when the message is about someone else', () => {
    const { content } = offlineAnswer({ ...asked, person: { relationship: 'parent' } });
    expect(content).not.toContain('From your [eligibility check]');
    expect(content).toContain('In Texas, these can pay a son or daughter');
  });
});
