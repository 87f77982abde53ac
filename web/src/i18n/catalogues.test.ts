import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  BURDEN_LEVELS,
  BurdenQuestions,
  HelpLines,
  ProgramCardStatusLabels,
  QuickQuestions,
} from '@tend/contracts';
import { IntlMessageFormat } from 'intl-messageformat';
import { burdenWords } from '../features/assessment/burden-words';
import { quickQuestionId } from '../features/coach/quick-questions';
import {
  DEFAULT_STATUS,
  LONG_WAIT_STATUSES,
  STATUS_SEQUENCE,
  statusMessageId,
} from '../features/coach/status-texts';
import { knownKinds } from '../features/coach-safety/LatestFigures';
import { COACH_SAFETY_TITLE } from '../features/coach-safety/page-address';
import { latestFigures } from '../features/coach-safety/safety-figures';
import {
  CONDITION_OPTIONS,
  INSURANCE_OPTIONS,
  LabelledValues,
  RELATIONSHIP_OPTIONS,
} from '../features/onboarding/onboarding-form';
import { needsNoLocaleRules } from './format';
import { Languages } from './languages';

type Part = Record<string, string>;
const cataloguesDir = join(__dirname, 'catalogues');

/** Each language's catalogue parts by name (catalogues/<language>/<part>.json). */
function partsOf(language: string): Record<string, Part> {
  const dir = join(cataloguesDir, language);
  return Object.fromEntries(
    readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => [
        file.replace(/\.json$/, ''),
        JSON.parse(readFileSync(join(dir, file), 'utf8')) as Part,
      ]),
  );
}

/** Words a Spanish reader reads as they are: names, figures. Kept short on purpose. */
const sameInBothLanguages = new Set([
  'Tend',
  'Medicaid',
  'Medicare',
  '$2,000',
  '24/7',
  // Units of measure and a dose ("1 tablet", "1 tableta": the unit is the caregiver's own word).
  'mmHg',
  'mg/dL',
  'lb',
  '°F',
  '{amount} {unit}',
  // An entry named with its time in the care log's buttons ("Blood sugar 62 mg/dL, Thu 11:04 PM").
  '{entry}, {time}',
]);

/** The arguments and tags of a message, sorted: `{number}` and `<link>` give ['link', 'number']. */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const visit = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      names.add(element.value);
      if (element.type === TYPE.tag) visit(element.children);
      if (element.type === TYPE.plural || element.type === TYPE.select)
        for (const option of Object.values(element.options)) visit(option.value);
    }
  };
  visit(parse(message));
  return [...names].sort();
}

describe('the message catalogues', () => {
  const englishParts = partsOf('en');
  const spanishParts = partsOf('es-US');
  const english: Part = Object.assign({}, ...Object.values(englishParts)) as Part;
  const spanish: Part = Object.assign({}, ...Object.values(spanishParts)) as Part;
  const englishIds = Object.keys(english);

  it('are there for every language, in the same parts', () => {
    expect(readdirSync(cataloguesDir).sort()).toEqual(Object.keys(Languages).sort());
    expect(Object.keys(spanishParts).sort()).toEqual(Object.keys(englishParts).sort());
  });

  it('name each message once, in one part', () => {
    const count = Object.values(englishParts).reduce((n, part) => n + Object.keys(part).length, 0);
    expect(count).toBe(englishIds.length);
  });

  it.each(Object.keys(englishParts))(
    'hold the same messages in English and Spanish (%s)',
    (part) => {
      const inEnglish = englishParts[part] ?? {};
      const inSpanish = spanishParts[part] ?? {};
      expect(Object.keys(inEnglish).filter((id) => !(id in inSpanish))).toEqual([]);
      expect(Object.keys(inSpanish).filter((id) => !(id in inEnglish))).toEqual([]);
    },
  );

  it('have every Spanish message written in Spanish, not left in English', () => {
    const untranslated = englishIds.filter(
      (id) => english[id] === spanish[id] && !sameInBothLanguages.has(english[id] ?? ''),
    );
    expect(untranslated).toEqual([]);
  });

  it('give each Spanish message the arguments and tags of its English one', () => {
    const differing = englishIds.filter((id) => {
      const spanishText = spanish[id];
      return (
        spanishText !== undefined &&
        placeholders(english[id] ?? '').join() !== placeholders(spanishText).join()
      );
    });
    expect(differing).toEqual([]);
  });

  it.each(['en', 'es-US'])(
    "keep the first download's messages (%s app part) to arguments and tags",
    (language) => {
      const needRules = Object.entries(partsOf(language).app ?? {})
        .filter(([, text]) => !needsNoLocaleRules(parse(text)))
        .map(([id]) => id);
      expect(needRules).toEqual([]);
    },
  );

  it("keep the check-in's English words those of the shared questions and levels", () => {
    const shared: Part = {};
    for (const q of BurdenQuestions) {
      shared[burdenWords.topic(q.id)] = q.topic;
      shared[burdenWords.text(q.id)] = q.text;
      for (const option of q.options) shared[burdenWords.option(q.id, option.value)] = option.label;
    }
    for (const level of BURDEN_LEVELS) shared[burdenWords.level(level)] = level;
    expect(Object.fromEntries(Object.keys(shared).map((id) => [id, english[id]]))).toEqual(shared);
  });

  it("keep Home's program statuses in English those of the shared rule", () => {
    for (const [status, label] of Object.entries(ProgramCardStatusLabels))
      expect(english[`home.status.${status}`]).toBe(label);
  });

  it("name every answer of onboarding's lists", () => {
    const named = new Set<string>(LabelledValues);
    expect(
      [...RELATIONSHIP_OPTIONS, ...CONDITION_OPTIONS, ...INSURANCE_OPTIONS].filter(
        (value) => !named.has(value),
      ),
    ).toEqual([]);
  });

  it("keep /coach-safety's English title and kinds of crisis those its page address and figures give", () => {
    expect(english['coachSafety.title']).toBe(COACH_SAFETY_TITLE);
    for (const { kind, label } of latestFigures.byKind) {
      expect(knownKinds.has(kind)).toBe(true);
      expect(english[`coachSafety.kind.${kind}`]).toBe(label);
    }
  });

  it("keep the coach's English statuses and quick questions the spec's words", () => {
    for (const text of [DEFAULT_STATUS, ...STATUS_SEQUENCE, ...LONG_WAIT_STATUSES])
      expect(english[statusMessageId(text)]).toBe(text);
    QuickQuestions.forEach((question, index) => {
      const message = english[quickQuestionId(index)] ?? '';
      expect(
        new IntlMessageFormat(message, 'en').format({ number: HelpLines.emergency.number }),
      ).toBe(question);
    });
  });
});
