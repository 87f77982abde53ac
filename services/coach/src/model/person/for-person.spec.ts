import { forPerson } from './for-person';
import { personMeant } from './person-meant';

describe('personMeant', () => {
  const carmen = { name: 'Carmen', relationship: 'parent' };
  const luis = { name: 'Luis', relationship: 'spouse' };

  it('names the only recipient, and takes gender only from the message', () => {
    expect(personMeant('she will not eat', [carmen], 'en')).toEqual({
      name: 'Carmen',
      gender: 'she',
      relationship: 'parent',
    });
    expect(personMeant('what helps with poor appetite', [carmen], 'en')).toEqual({
      name: 'Carmen',
      relationship: 'parent',
    });
    expect(personMeant('my mom will not eat', [carmen], 'en')).toEqual({
      name: 'Carmen',
      relative: 'mom',
      gender: 'she',
      relationship: 'parent',
    });
  });

  it('hears "dad" and "mamá" without "my" as her own', () => {
    expect(personMeant('dad is going home tomorrow', [], 'en')).toEqual({
      relative: 'dad',
      gender: 'he',
      relationship: 'parent',
    });
    expect(personMeant('papá se cayó anoche', [], 'es').gender).toBe('he');
  });

  it('does not guess a name among several recipients the message does not tell apart', () => {
    expect(personMeant('what helps with sundowning', [carmen, luis], 'en')).toEqual({});
    expect(personMeant('mi esposo no quiere bañarse', [carmen, luis], 'es')).toEqual({
      name: 'Luis',
      relative: 'esposo',
      gender: 'he',
      relationship: 'spouse',
    });
    expect(personMeant('Luis keeps falling', [carmen, luis], 'en')).toEqual({
      name: 'Luis',
      relationship: 'spouse',
    });
  });

  it('hears the person’s gender in English pronouns, unless someone else could be the he or she', () => {
    const hip = "He's having his hip pinned tomorrow. Can I stay with him overnight?";
    expect(personMeant(hip, [], 'en')).toEqual({ gender: 'he' });
    expect(personMeant('The aide quit and she won’t come back. What now?', [], 'en')).toEqual({});
    expect(personMeant('She says he took her purse', [], 'en')).toEqual({});
  });

  it('takes the relative she calls hers over one she only mentions', () => {
    const message = 'my grandma asks where grandpa is and hes been dead 3 yrs, do i tell her??';
    expect(personMeant(message, [], 'en')).toEqual({
      relative: 'grandma',
      gender: 'she',
      relationship: 'grandparent',
    });
    expect(personMeant('my mom keeps asking where my dad is', [], 'en')).toEqual({});
  });

  it('hears "as a spouse" as a spouse', () => {
    expect(personMeant('Can I be paid as a spouse in Texas?', [], 'en')).toEqual({
      relationship: 'spouse',
    });
  });

  it('does not give the only recipient’s name to another relative the message names', () => {
    expect(personMeant('my husband fell', [carmen], 'en')).toEqual({
      relative: 'husband',
      gender: 'he',
      relationship: 'spouse',
    });
  });
});

describe('forPerson', () => {
  it('puts her person’s name or her own word in place of the library’s relative', () => {
    const question = '**Does Medicare pay for someone to help my mom bathe at home?**';
    expect(forPerson(question, { name: 'José', gender: 'he' }, 'en')).toBe(
      '**Does Medicare pay for someone to help José bathe at home?**',
    );
    expect(forPerson(question, { relative: 'dad', gender: 'he' }, 'en')).toContain('help my dad');
    expect(forPerson('¿Medicare paga la ayuda para bañar a mi mamá?', { name: 'Luis' }, 'es')).toBe(
      '¿Medicare paga la ayuda para bañar a Luis?',
    );
  });

  it('puts her own relative in place of another of the same gender, and the couple with them', () => {
    const question = '**Should I tell my mom that Dad died when she asks where he is?**';
    const grandma = personMeant('my grandma asks where grandpa is', [], 'en');
    expect(forPerson(question, grandma, 'en')).toBe(
      '**Should I tell my grandma that Grandpa died when she asks where he is?**',
    );
    expect(
      forPerson('Can I stay with my mom overnight?', { relative: 'wife', gender: 'she' }, 'en'),
    ).toBe('Can I stay with my wife overnight?');
    expect(forPerson('Can I stay with my mother?', { relative: 'mom', gender: 'she' }, 'en')).toBe(
      'Can I stay with my mother?',
    );
  });

  it('with only a gender known, speaks of "him" where the library wrote "my mom"', () => {
    const he = personMeant("He's having his hip pinned tomorrow.", [], 'en');
    expect(
      forPerson(
        '**Can I stay overnight with my mom in the hospital?**\nOften yes, if she has dementia.',
        he,
        'en',
      ),
    ).toBe('**Can I stay overnight with him in the hospital?**\nOften yes, if he has dementia.');
    expect(
      forPerson(
        "How do I keep my mom's bed dry? When my mom wakes, help my mom. My mom knows",
        he,
        'en',
      ),
    ).toBe('How do I keep his bed dry? When he wakes, help him. He knows');
    expect(forPerson('Can I stay with my dad?', he, 'en')).toBe('Can I stay with my dad?');
    expect(forPerson('Say: "Tell me about your mother." Not: "She died."', he, 'en')).toBe(
      'Say: "Tell me about your mother." Not: "She died."',
    );
    expect(
      forPerson('Say: "I\'m your daughter, Dad."', { relative: 'mom', gender: 'she' }, 'en'),
    ).toBe('Say: "I\'m your daughter, Dad."');
  });

  it('speaks of a he where the library wrote she, telling "him" from "his"', () => {
    const answer =
      'While she is homebound, have her sit, keep her safe and ask her doctor; give her a drink and check her sugar. It is hers.';
    expect(forPerson(answer, { relative: 'dad', gender: 'he' }, 'en')).toBe(
      'While he is homebound, have him sit, keep him safe and ask his doctor; give him a drink and check his sugar. It is his.',
    );
    expect(forPerson('He said his knee hurts; help him up.', { gender: 'she' }, 'en')).toBe(
      'She said her knee hurts; help her up.',
    );
  });

  it('leaves a text about two people, and Spanish pronouns, as written', () => {
    const both = 'If she asks about him, tell her he is at work.';
    expect(forPerson(both, { gender: 'he' }, 'en')).toBe(both);
    const twoLines = '**Should I tell her that Dad died when she asks?**\nTry "He\'s not here."';
    expect(forPerson(twoLines, { gender: 'she' }, 'en')).toBe(twoLines);
    expect(personMeant('mom keeps asking where dad is', [], 'en')).toEqual({});
    expect(forPerson('Ayúdela a sentarse.', { gender: 'he' }, 'es')).toBe('Ayúdela a sentarse.');
  });

  it('calls the person by name in the first thing to say to them, not in what is said to others', () => {
    const steps = [
      '- **Say:** "She\'s fallen twice since the hospital."',
      '- **Say:** "You\'re safe. I\'m right here."',
      '- **Say:** "Let\'s sit down."',
    ].join('\n');
    expect(forPerson(steps, { name: 'Carmen' }, 'en')).toBe(
      [
        '- **Say:** "She\'s fallen twice since the hospital."',
        '- **Say:** "Carmen, you\'re safe. I\'m right here."',
        '- **Say:** "Let\'s sit down."',
      ].join('\n'),
    );
    expect(forPerson('- **Diga:** "Está seguro. Aquí estoy."', { name: 'Luis' }, 'es')).toBe(
      '- **Diga:** "Luis, está seguro. Aquí estoy."',
    );
  });
});
