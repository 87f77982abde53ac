import { emergencyGuidance, guidanceOrder } from './emergency-guidance';

describe('each emergency opens with its own first aid', () => {
  it('says sugar by mouth before anything else for low blood sugar, and drops the general "no food or drink" line', () => {
    expect(guidanceOrder(['stroke', 'medical', 'low_blood_sugar'])).toEqual([
      'low_blood_sugar',
      'stroke',
    ]);
    const said = emergencyGuidance(['medical', 'low_blood_sugar']);
    expect(said.split('\n').find((line) => line.startsWith('- '))).toMatch(
      /^- \*\*If they are awake and can swallow safely, give fast sugar now/,
    );
    expect(said).not.toMatch(/do not give food, drink/i);
  });

  it('keeps the general medical line when no named emergency says more', () => {
    expect(guidanceOrder(['medical'])).toEqual(['medical']);
  });

  it('gives back blows and abdominal thrusts before CPR for choking, in English and Spanish', () => {
    const english = emergencyGuidance(['breathing']);
    expect(english.indexOf('back blows')).toBeLessThan(english.indexOf('CPR'));
    const spanish = emergencyGuidance(['breathing'], 'es');
    expect(spanish.indexOf('golpes firmes en la espalda')).toBeLessThan(spanish.indexOf('RCP'));
  });

  it('tells to turn a vomiting person on their side after a head injury, and 911 on a blood thinner', () => {
    const said = emergencyGuidance(['head_injury_fall']);
    expect(said).toContain('If they vomit, turn them on their side');
    expect(said).toMatch(/blood thinner needs 911/);
  });

  it('sends an overdose to Poison Control first, 911 if hard to wake', () => {
    expect(emergencyGuidance(['suicide', 'overdose']).split('\n')[2]).toMatch(
      /^- \*\*Call Poison Control.*Call 911 instead\*\* if they are hard to wake/,
    );
  });
});
