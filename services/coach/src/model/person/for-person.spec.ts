import { forPerson } from './for-person';
import { personMeant } from './person-meant';

describe('personMeant', () => {
  const carmen = { name: 'Carmen', relationship: 'parent' };
  const luis = { name: 'Luis', relationship: 'spouse' };

  it('names the only recipient, and takes gender only from the message', () => {
    expect(personMeant('she will not eat', [carmen], 'en')).toEqual({
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
