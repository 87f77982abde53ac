import { QuickQuestions, splitAtFold } from '@tend/contracts';
import type { DirectAnswer } from '../guidance/direct-answers/direct-answers';
import type { DocumentHit } from '../guidance/guidance.repository';
import type { GuidanceTopic } from '../guidance/guidance-topic';
import { GuidanceLibrary } from '../guidance/library';
import { QuickQuestionTopics, quickQuestionTopic } from '../guidance/quick-topics';
import { NothingMatched, offlineAnswer, type OfflineInput } from './offline-answer';
import { filesLead, relevantLines } from './offline-files';
import { reflectionOf } from './reflection';

const topic = (slug: string): GuidanceTopic => ({
  slug,
  domain: 'test',
  title: `Title ${slug}`,
  keywords: '',
  body: `- First tip for ${slug}.\n- Second tip.`,
  examples: [],
  es: { title: `Título ${slug}`, keywords: '', body: `- Primer consejo.`, examples: [] },
  sources: [{ name: `Source ${slug}`, url: `https://example.org/${slug}` }],
});
const doc: DocumentHit = {
  title: 'A page [found]',
  url: 'https://site.example/page',
  excerpt: 'What the page says.',
  rank: 0.5,
};
const input: OfflineInput = {
  question: 'q',
  language: 'en',
  files: [],
  reflection: '',
  routes: [],
  answered: [],
  related: [],
  documents: [],
  askBack: false,
};

describe('offline answer', () => {
  it('leads with the reflection, then each request’s advice, what is related in a line, then one list of sources', () => {
    const { content, sources } = offlineAnswer({
      ...input,
      reflection: 'You sound worn out.',
      answered: [topic('falls'), topic('diabetes')],
      related: [topic('bathing'), topic('sleep')],
      documents: [doc],
    });
    const paragraphs = content.split('\n\n');
    expect(paragraphs[0]).toBe('You sound worn out.');
    expect(paragraphs[1]).toBe('**Title falls**');
    expect(content.indexOf('**Title diabetes**')).toBeGreaterThan(content.indexOf('Title falls'));
    expect(content).toContain(
      '**Related in Tend’s library**\n- Title bathing · Title sleep\n- [A page found](https://site.example/page)',
    );
    expect(content.match(/Sources:/g)).toHaveLength(1);
    expect(paragraphs.at(-1)).toBe(
      'Sources: [Source falls](https://example.org/falls) · [Source diabetes](https://example.org/diabetes)',
    );
    expect(content).not.toMatch(/offline/i);
    expect(sources).toEqual([
      { title: 'Source falls', url: 'https://example.org/falls' },
      { title: 'Source diabetes', url: 'https://example.org/diabetes' },
      { title: 'A page [found]', url: 'https://site.example/page' },
    ]);
  });

  it('leads with the direct answer under its own question, and gives a further request its first steps only', () => {
    const long = { ...topic('diabetes'), body: '- One.\n- Two.\n- Three.\n- Four.\n- Five.' };
    const direct: DirectAnswer = {
      id: 'diapers',
      topic: 'falls',
      sources: [{ name: 'Medicare.gov', url: 'https://www.medicare.gov/' }],
      en: { question: 'Does Medicare pay for diapers?', also: [], answer: 'No. Medicaid may.' },
      es: { question: '¿Medicare paga pañales?', also: [], answer: 'No. Medicaid quizás.' },
    };
    const { content, sources } = offlineAnswer({
      ...input,
      answered: [topic('falls'), long],
      direct: [direct, undefined],
    });
    expect(
      content.startsWith(
        '**Does Medicare pay for diapers?**\nNo. Medicaid may.\n\n**Title falls**',
      ),
    ).toBe(true);
    expect(content).toContain('**Title diabetes**\n\n- One.\n- Two.\n\n');
    expect(content).not.toContain('Three.');
    expect(sources[0]).toEqual({ title: 'Medicare.gov', url: 'https://www.medicare.gov/' });
    const heard = offlineAnswer({
      ...input,
      reflection: 'You sound worn out.',
      answered: [topic('falls')],
      direct: [direct],
    });
    expect(
      heard.content.startsWith('You sound worn out.\n\n**Does Medicare pay for diapers?**'),
    ).toBe(true);
  });

  it('shows the card’s first steps and when to call first, the rest behind the fold, sources last', () => {
    const body = [
      '- One.',
      '- Two.',
      '- Three.',
      '- Four.',
      '- Five.',
      '- Call 911 if she faints.',
    ];
    const { content } = offlineAnswer({
      ...input,
      answered: [{ ...topic('falls'), body: body.join('\n') }],
    });
    const { first, rest } = splitAtFold(content);
    expect(first).toBe('**Title falls**\n\n- One.\n- Two.\n- Three.\n- Call 911 if she faints.');
    expect(rest).toBe('- Four.\n- Five.\n\nSources: [Source falls](https://example.org/falls)');
    const spanish = offlineAnswer({
      ...input,
      language: 'es',
      answered: [{ ...topic('falls'), es: { ...topic('falls').es, body: body.join('\n') } }],
    });
    expect(spanish.content).toContain('\n\n**Más sobre esto**\n\n');
  });

  it('names her state’s resource for the topic, or what the state has instead', () => {
    const leave = (state: 'NJ' | 'TX') =>
      offlineAnswer({ ...input, state, answered: [topic('paid-family-leave')] }).content;
    expect(leave('NJ')).toContain('**In New Jersey**');
    expect(leave('NJ')).toMatch(/Family Leave Insurance/);
    expect(leave('TX')).toMatch(/Texas has no/i);
    expect(offlineAnswer({ ...input, answered: [topic('paid-family-leave')] }).content).not.toMatch(
      /\*\*In /,
    );
    const both = offlineAnswer({
      ...input,
      state: 'NJ',
      answered: [topic('paid-family-leave'), topic('working-caregiver')],
    }).content;
    expect(both.match(/\*\*In New Jersey\*\*/g)).toHaveLength(1);
  });

  it('puts her state’s resource after the card’s first steps where it is only her next step', () => {
    const { content } = offlineAnswer({
      ...input,
      state: 'NJ',
      answered: [topic('assisted-living')],
    });
    const steps = content.indexOf('First tip for assisted-living');
    const state = content.indexOf('**In New Jersey**');
    expect(steps).toBeGreaterThanOrEqual(0);
    expect(state).toBeGreaterThan(steps);
    const leave = offlineAnswer({ ...input, state: 'NJ', answered: [topic('fmla')] }).content;
    expect(leave.indexOf('**In New Jersey**')).toBeLessThan(leave.indexOf('First tip for fmla'));
  });

  it('names her state as Spanish writes it in a Spanish answer (issue 48)', () => {
    const leave = (state: 'NJ' | 'TX') =>
      offlineAnswer({ ...input, language: 'es', state, answered: [topic('paid-family-leave')] })
        .content;
    expect(leave('NJ')).toContain('**En Nueva Jersey**');
    // The programs keep their own names ("New Jersey Family Leave Act"); the state's is Spanish.
    expect(leave('NJ')).not.toMatch(/\*\*En New Jersey/);
    expect(leave('TX')).toContain('**En Texas**');
  });

  it('points to her care circle, before the fold, where the advice is to share the work (issue 46)', () => {
    const siblings = offlineAnswer({
      ...input,
      answered: [topic('siblings-sharing-care'), topic('asking-for-help')],
    }).content;
    const { first } = splitAtFold(siblings);
    expect(first).toContain('your [care circle](/circles) keeps one list of what needs doing');
    expect(siblings.match(/\(\/circles\)/g)).toHaveLength(1);
    const spanish = offlineAnswer({
      ...input,
      language: 'es',
      answered: [topic('long-distance-caregiving')],
    }).content;
    expect(spanish).toContain('su [círculo de cuidado](/circles)');
    expect(offlineAnswer({ ...input, answered: [topic('falls')] }).content).not.toContain(
      '/circles',
    );
  });

  it('answers in Spanish from the topic’s Spanish text', () => {
    const { content } = offlineAnswer({ ...input, language: 'es', answered: [topic('falls')] });
    expect(content).toContain('**Título falls**\n\n- Primer consejo.\n\nFuentes:');
  });

  it('leads with a discovered document when no topic answers', () => {
    const { content, sources } = offlineAnswer({ ...input, documents: [doc] });
    expect(content.startsWith('**[A page found](https://site.example/page)**')).toBe(true);
    expect(sources).toEqual([{ title: doc.title, url: doc.url }]);
  });

  it('asks one short question back when nothing was clear, and says what it can do otherwise', () => {
    expect(offlineAnswer({ ...input, askBack: true }).content).toMatch(/^So I can point you/);
    expect(offlineAnswer({ ...input, language: 'es', askBack: true }).content).toMatch(
      /^Para orientarle/,
    );
    expect(offlineAnswer(input).content).toBe(NothingMatched);
  });

  it('puts the file and the route before the library', () => {
    const { content } = offlineAnswer({
      ...input,
      question: 'Is this pill safe with donepezil?',
      routes: ['medication-safety'],
      files: [{ filename: 'list.txt', text: 'Donepezil 10 mg at night.' }],
      answered: [topic('medication-safety')],
    });
    const order = ['I read **list.txt**', 'I can’t tell you', '**Title medication-safety**'];
    const at = order.map((text) => content.indexOf(text));
    expect(at).toEqual([...at].sort((a, b) => a - b));
    expect(at[0]).toBe(0);
  });

  it.each(['en', 'es'] as const)(
    'gives Poison Control once (%s): not again in the medicines lead when the safety opening asked',
    (language) => {
      const asked = (poisonOpened: boolean) =>
        offlineAnswer({
          ...input,
          language,
          question: 'can she take her thyroid pill with her other morning pills',
          routes: ['medication-safety'],
          answered: [topic('medication-safety')],
          poisonOpened,
        }).content;
      expect(asked(false)).toContain('1-800-222-1222');
      expect(asked(true)).not.toContain('1-800-222-1222');
      expect(asked(true)).toMatch(/pharmacist|farmacéutico/);
    },
  );

  it('quotes the lines of a file that bear on the question, or its opening lines', () => {
    const text = 'Rosa, age 82.\nDonepezil 10 mg at bedtime.\nMetformin 500 mg with breakfast.';
    expect(relevantLines('when does she take metformin?', text)).toEqual([
      'Metformin 500 mg with breakfast.',
    ]);
    expect(relevantLines('what is this?', text)).toHaveLength(3);
    expect(
      filesLead('q', [{ filename: 'scan.png', text: '(an image; this model cannot see images)' }]),
    ).toMatch(/^I received \*\*scan\.png\*\*, but I can’t read it/);
  });
});

describe('reflection', () => {
  it('says back the feeling a message names, in its language, before what the topic means', () => {
    expect(reflectionOf('i am so exhausted, she never sleeps', 'en', 'Nights are hard.')).toBe(
      'You sound worn out. Nights are hard.',
    );
    expect(reflectionOf('estoy agotada con mi mamá', 'es')).toBe(
      'Se nota el cansancio en lo que escribe.',
    );
    expect(reflectionOf('how do I get a hospital bed', 'en')).toBe('');
  });

  it.each(['mi hermana no ayuda en nada y yo ya me cansé', 'ya no puedo más con esto'])(
    'hears the tiredness in %j, accents and all',
    (message) => {
      expect(reflectionOf(message, 'es')).toBe('Se nota el cansancio en lo que escribe.');
    },
  );

  it.each([
    ['I get so frustrated when he hides the remote', 'en', 'Feeling frustrated'],
    ['so tired. she was up all night again', 'en', 'You sound worn out.'],
    ['honestly im scared to leave him with my sister', 'en', 'worries you'],
    ['I feel completely alone in this', 'en', 'lonely'],
    ['Me siento muy sola con todo esto', 'es', 'solitario'],
    ['What games can he play that will not frustrate him?', 'en', ''],
    ['Mom gets anxious at the doctor, how do I prepare her?', 'en', ''],
    ['She lives alone two hours away', 'en', ''],
    ['Mi papá vive solo y no quiere mudarse', 'es', ''],
    ['Hay un reloj que detecte solo si se cae?', 'es', ''],
    ['My brother is angry that I moved Dad into my house. How do we share his care?', 'en', ''],
    ['Mi esposo está enojado conmigo por las noches', 'es', ''],
    ['She makes me so angry when she hides her pills', 'en', 'Feeling frustrated'],
    ['My mom and I are both exhausted by the night wandering', 'en', 'worn out'],
  ] as const)('says back only a feeling its writer names: %j', (message, language, said) => {
    const reflection = reflectionOf(message, language);
    if (said) expect(reflection).toContain(said);
    else expect(reflection).toBe('');
  });
});

describe('guidance library', () => {
  it('has at least 150 topics, each in English and Spanish, with examples and public sources', () => {
    expect(GuidanceLibrary.length).toBeGreaterThanOrEqual(150);
    for (const t of GuidanceLibrary) {
      for (const body of [t.body, t.es.body])
        expect(
          body
            .trim()
            .split('\n')
            .every((line) => line.startsWith('- ')),
        ).toBe(true);
      expect(t.examples.length).toBeGreaterThanOrEqual(8);
      expect(t.es.examples.length).toBeGreaterThanOrEqual(6);
      expect(t.sources.length).toBeGreaterThan(0);
      for (const source of t.sources) expect(source.url).toMatch(/^https:\/\/[a-z0-9.-]+\//);
    }
  });

  it('answers each quick question with its own topic', () => {
    for (const q of QuickQuestions) {
      expect(quickQuestionTopic(`  ${q.toUpperCase()} `)).toBe(QuickQuestionTopics[q]);
      expect(GuidanceLibrary.some((t) => t.slug === QuickQuestionTopics[q])).toBe(true);
    }
    expect(quickQuestionTopic('Fall prevention tips for stairs')).toBeUndefined();
  });
});
