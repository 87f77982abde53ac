import { EmergencyHeading, EmergencyHeadings } from './emergency-guidance';
import { EmergencyKinds } from './kinds';
import { addedOpening, safetyOpening } from './opening';

describe('what an answer opens with', () => {
  it('is nothing for an ordinary message', () => {
    expect(safetyOpening([])).toBe('');
  });

  it.each([
    ['suicide', 'Call or text 988'],
    ['recipient_suicide', 'call or text 988'],
    ['caregiver_endangered', 'call 911'],
    ['abuse_neglect', 'call 911'],
    ['missing_person', 'Call 911 now'],
    ['medical', 'Call 911 now'],
    ['overdose', 'Poison Control at 1-800-222-1222'],
  ] as const)('an emergency of %s opens with the heading, then its action', (kind, action) => {
    const opening = safetyOpening([{ kind, level: 'emergency' }]);
    expect(opening.startsWith(EmergencyHeading)).toBe(true);
    expect(opening.split('\n')[2]).toContain(action);
  });

  it.each([
    ['suicide', 'Are you thinking about ending your life?', '988'],
    ['recipient_suicide', 'Are they thinking about ending their life', '988'],
    ['caregiver_harm', 'Are you worried you might hurt', '988'],
    ['caregiver_endangered', 'Are you safe right now?', '1-800-799-7233'],
    ['abuse_neglect', 'Is the person you care for safe right now?', 'Adult Protective Services'],
  ] as const)('a concern of %s asks directly, with the line to call', (kind, question, line) => {
    const opening = safetyOpening([{ kind, level: 'concern' }]);
    expect(opening).not.toContain(EmergencyHeading);
    expect(opening).toContain(question);
    expect(opening).toContain(line);
    expect(opening.endsWith('\n\n')).toBe(true);
  });

  it('asks no question about a group already answered as an emergency', () => {
    const opening = safetyOpening([
      { kind: 'stroke', level: 'emergency' },
      { kind: 'medical', level: 'concern' },
    ]);
    expect(opening).not.toContain('Is this happening now?');
  });

  it('has no emoji in any guidance (a phone without an emoji font shows a box)', () => {
    for (const kind of EmergencyKinds)
      for (const level of ['emergency', 'concern'] as const)
        expect(safetyOpening([{ kind, level }])).not.toMatch(/\p{Extended_Pictographic}/u);
  });

  it('speaks Spanish to a message written in Spanish, every kind and level, with the same lines', () => {
    for (const kind of EmergencyKinds) {
      const english = safetyOpening([{ kind, level: 'emergency' }]);
      const spanish = safetyOpening([{ kind, level: 'emergency' }], 'es');
      expect(spanish.startsWith(EmergencyHeadings.es)).toBe(true);
      // The same numbers to call, in the same order.
      const numbers = (text: string) => text.match(/\b(?:911|988|1-800-\d{3}-\d{4})\b/g);
      expect(numbers(spanish.split('\n')[2])?.[0]).toBe(numbers(english.split('\n')[2])?.[0]);
      const concern = safetyOpening([{ kind, level: 'concern' }], 'es');
      expect(concern).toMatch(/\*\*¿[^*]+\?\*\*/);
      expect(concern).not.toMatch(/\b(?:Are|Is|Has|Do) (?:you|they|this|the|something)\b/);
    }
  });

  it('streams only what a second opinion raised', () => {
    const shown = [{ kind: 'suicide', level: 'concern' }] as const;
    expect(addedOpening(shown, shown)).toBe('');
    expect(addedOpening(shown, [{ kind: 'suicide', level: 'emergency' }])).toContain(
      'Call or text 988',
    );
    expect(addedOpening([], [{ kind: 'stroke', level: 'emergency' }])).toContain(EmergencyHeading);
  });
});
