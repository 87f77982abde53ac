import { clausesOf } from './clauses';

describe('the clauses of a message', () => {
  it('splits at sentence ends and at the words that add a request, keeping short parts joined', () => {
    expect(
      clausesOf('Hi. My dad has dementia and barely sleeps. Also my sister never helps, ok?'),
    ).toEqual(['Hi. My dad has dementia and barely sleeps.', 'Also my sister never helps, ok?']);
  });

  it('looks at no more than six parts', () => {
    const long = Array.from({ length: 9 }, (_, i) => `This is sentence number ${i} here.`).join(
      ' ',
    );
    expect(clausesOf(long)).toHaveLength(6);
  });
});
