import { normalise } from '../normalise';
import { contextOf, hitStands } from './context';

const standing = (text: string) => hitStands(contextOf(normalise(text)));

describe('the context of a crisis word', () => {
  it.each([
    'mom fell last month and hit her head, how do I stop the next fall',
    'how do I prevent choking at dinner',
    'he is not suicidal, just sad',
    'I tried to kill myself years ago, I am in therapy now and doing better',
    'in the movie the wife poisons her husband',
    'mi papá se atragantó el mes pasado',
  ])('%j is not a floor on its own', (text) => {
    expect(standing(text)).toBe(false);
  });

  it.each([
    'he fell and hit his head',
    'I want to die',
    'she fell last year and again right now, she cannot get up',
    'what do i do he is not breathing',
  ])('%j stands', (text) => {
    expect(standing(text)).toBe(true);
  });
});
