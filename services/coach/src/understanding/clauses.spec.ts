import { clausesOf } from './clauses';

describe('the clauses of a message', () => {
  it('splits at sentence ends and at the words that add a request, keeping short parts joined', () => {
    expect(
      clausesOf('Hi. My dad has dementia and barely sleeps. Also my sister never helps, ok?'),
    ).toEqual(['Hi. My dad has dementia and barely sleeps.', 'Also my sister never helps, ok?']);
  });

  it('splits a numbered list into its items, however they are written', () => {
    expect(
      clausesOf(
        'three things. my stepdad is 1) refusing to use his cpap 2) wetting the bed at night (3) not eating since his fall',
      ),
    ).toEqual([
      'three things. my stepdad is',
      '1) refusing to use his cpap',
      '2) wetting the bed at night',
      '(3) not eating since his fall',
    ]);
    expect(
      clausesOf('Preguntas: 1. no quiere comer nada, que le doy 2. mi hermana no ayuda'),
    ).toEqual(['Preguntas: 1. no quiere comer nada, que le doy', '2. mi hermana no ayuda']);
  });

  it('reads a number followed by a dot as a time, not a list, when no list is numbered', () => {
    expect(clausesOf('mom stays in bed some days till 2. she is not going to do anything')).toEqual(
      ['mom stays in bed some days till 2.', 'she is not going to do anything'],
    );
  });

  it('looks at no more than six parts', () => {
    const long = Array.from({ length: 9 }, (_, i) => `This is sentence number ${i} here.`).join(
      ' ',
    );
    expect(clausesOf(long)).toHaveLength(6);
  });
});
