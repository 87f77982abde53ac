import { GuidanceLibrary } from './library';
import {
  stateNoteLeads,
  stateResourceNote,
  TopicsWithStateResources,
} from './state-resource-notes';

describe('her state’s resources in an answer', () => {
  it('names them only for topics the library has (a renamed topic would silently lose its note)', () => {
    const slugs = new Set(GuidanceLibrary.map((topic) => topic.slug));
    expect(TopicsWithStateResources.filter((slug) => !slugs.has(slug))).toEqual([]);
  });

  it('answers "is FMLA paid?" in New Jersey with Family Leave Insurance, by name', () => {
    const note = stateResourceNote('fmla', 'NJ', 'en');
    expect(note).toMatch(/^\*\*In New Jersey\*\*/);
    expect(note).toContain('Family Leave Insurance (FLI)');
    expect(note).toContain('New Jersey Family Leave Act');
  });

  it('names the state’s Medicaid long-term care program under a nursing-home question, short', () => {
    const note = stateResourceNote('nursing-homes', 'NJ', 'en');
    expect(note).toContain('NJ FamilyCare Managed Long Term Services and Supports (MLTSS)');
    expect(note).toContain('1-877-222-3737');
    // Her next step, not the answer: what to ask, without the program's whole description.
    expect(note).not.toContain('pays for long-term care at home');
    expect(stateResourceNote('medicaid-long-term-care', 'NJ', 'en')).toContain(
      'pays for long-term care at home',
    );
  });

  it('puts first only what answers the topic: leave for FMLA, not Medicaid for assisted living', () => {
    expect(stateNoteLeads('fmla')).toBe(true);
    expect(stateNoteLeads('assisted-living')).toBe(false);
  });

  it('points an exhausted caregiver to her state’s respite program', () => {
    expect(stateResourceNote('caregiver-burnout', 'NJ', 'es')).toContain(
      'Statewide Respite Care Program',
    );
  });

  it('says nothing where her state is unknown or the topic has no resource of its own', () => {
    expect(stateResourceNote('fmla', undefined, 'en')).toBe('');
    expect(stateResourceNote('sundowning', 'NJ', 'en')).toBe('');
  });
});
