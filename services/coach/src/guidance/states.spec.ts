import { mentionedState, paidAsNote, placesNamed, selfDirectedNote } from './states';

describe('the state a question names', () => {
  it.each([
    ['Can I get paid to care for my mother in New Jersey?', 'NJ'],
    ['we live in west virginia', 'WV'],
    ['Virginia rules for family caregivers', 'VA'],
    ['my dad is in NY', 'NY'],
    ['I live in PA near Pittsburgh', 'PA'],
    ['new york city', 'NY'],
    ['OK, can I get paid?', undefined],
    ['vivimos en Nueva Jersey', 'NJ'],
    ['mi papá vive en Carolina del Norte', 'NC'],
    ['estamos en Nuevo México', 'NM'],
    ['Aquí en California me dijeron', 'CA'],
    ['me and my mom', undefined],
    ['Can I get paid to care for my mom?', undefined],
  ])('%s → %s', (question, state) => {
    expect(mentionedState(question)).toBe(state);
  });

  it('says the same in Spanish, the programs by their own names', () => {
    const note = selfDirectedNote('NJ', 'es');
    expect(note).toMatch(/^En Nueva Jersey, los programas que pueden pagar a un familiar incluyen/);
    expect(note).toContain('**Personal Preference Program (PPP)** (1-800-701-0710)');
    expect(note).toContain('[revisión de elegibilidad](/eligibility)');
  });

  it('names the state’s own programs from the programs dataset, with a number, and what to ask', () => {
    expect(selfDirectedNote('NJ')).toContain(
      '**Personal Preference Program (PPP)** (1-800-701-0710)',
    );
    expect(selfDirectedNote('CA')).toContain('In-Home Supportive Services');
    expect(selfDirectedNote('OH')).toContain('PASSPORT');
    for (const state of ['NJ', 'CA', 'OH', 'WY'] as const)
      expect(selfDirectedNote(state)).toMatch(/Medicaid agency or your Area Agency on Aging/);
  });
});

describe('whose place a message names', () => {
  it.each([
    // A city after "in", "en", "near", the most populous of its name.
    ['my aunt in Reno has a boyfriend who cashes her checks', { person: 'NV' }],
    ['mi papá vive solo en San Antonio', { person: 'TX' }],
    ['can I get her help near Boise', { person: 'ID' }],
    ['respite for my dad in Portland?', { person: 'OR' }],
    // Hers and the person's, in either order, in either language.
    ['I live in Ohio and my aunt is in Reno', { caregiver: 'OH', person: 'NV' }],
    ["Dad's in Phoenix and I'm in Denver", { person: 'AZ', caregiver: 'CO' }],
    ['Mi mamá vive en El Paso y yo en Chicago', { person: 'TX', caregiver: 'IL' }],
    ['how do I get respite for grandpa in Tucson', { person: 'AZ' }],
    ['me in Seattle, mom in Kansas', { caregiver: 'WA', person: 'KS' }],
    // Shared, past and future places.
    ['she grew up in Texas but lives with me in Atlanta now', { person: 'GA' }],
    ['we live in Houston with my mother', { person: 'TX' }],
    ['we want to bring him to Miami from Cuba', {}],
    // A first name is not a place, nor the Veterans Affairs a state.
    ['my mother Charlotte refuses her pills', {}],
    ['can the VA pay for his nursing home?', {}],
    ['she lives in Kansas City', { person: 'MO' }],
  ])('%s', (message, places) => {
    expect(placesNamed(message)).toEqual(places);
  });

  it("answers with the person's state, else hers", () => {
    expect(mentionedState('I live in Ohio and my aunt is in Reno')).toBe('NV');
    expect(mentionedState('I live in Ohio, how do I find respite?')).toBe('OH');
  });
});

describe('paidAsNote', () => {
  it('sends a Texas spouse to the programs that can pay a spouse, not to those that cannot', () => {
    const note = paidAsNote('TX', 'spouse');
    expect(note).toMatch(
      /^In Texas, these can pay a spouse: .*Program of Comprehensive Assistance/,
    );
    expect(note).not.toMatch(/STAR\+PLUS/);
    expect(note).toMatch(/other Texas programs do not pay a spouse\.$/);
    expect(paidAsNote('TX', 'parent')).toMatch(/STAR\+PLUS/);
    expect(paidAsNote('TX', 'spouse', 'es')).toMatch(
      /^En Texas, pueden pagar al esposo o la esposa/,
    );
  });
  it('reads a place standing alone as the first sentence as where her person is', () => {
    expect(placesNamed('Denver. Dad needs more than I can give and my brother disagrees.')).toEqual(
      {
        person: 'CO',
      },
    );
    expect(placesNamed('Ohio! my mom wont eat')).toEqual({ person: 'OH' });
    expect(placesNamed('Help. My mom fell')).toEqual({});
  });
  it('reads a home she shares as her person’s, unless another place is named for them', () => {
    expect(placesNamed('We live in Ohio and mom needs an aide')).toEqual({ person: 'OH' });
    expect(
      placesNamed(
        "We're in Virginia and my wife's grandmother is in West Virginia. How does medicaid work?",
      ),
    ).toEqual({ person: 'WV' });
  });
});
