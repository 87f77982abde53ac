import { emergencyGuidance } from './emergency-guidance';
import { EmergencyKinds } from './kinds';
import { normalise } from './normalise';
import { triage } from './triage';

describe('normalise', () => {
  it.each([
    ['I CAN’T do this', 'i cannot do this'],
    ['i cant, dont, wont, isnt', 'i cannot do not will not is not'],
    ['kms', 'kill myself'],
    ['i wanna unalive myself', 'i want to kill myself'],
    ['gonna od', 'going to overdose'],
    ['he wondered off', 'he wandered off'],
    ['Se cayó y no se puede levantar', 'se cayo y no se puede levantar'],
    ['sooo tired!!!', 'soo tired'],
    ['she had a siezure', 'she had a seizure'],
  ])('%j reads as %j', (text, normalised) => {
    expect(normalise(text)).toBe(normalised);
  });
});

describe('triage', () => {
  it.each([
    ["My dad isn't breathing", 'breathing'],
    ['He is choking on his food', 'breathing'],
    ['my husband has chest pain and is sweating', 'chest_pain'],
    ['Her face is drooping and her speech is slurred', 'stroke'],
    ['Mom fell and hit her head on the floor', 'head_injury_fall'],
    ["dad fell and can't get up", 'head_injury_fall'],
    ["can't wake her up", 'unresponsive'],
    ['collapsed and isn’t responding', 'unresponsive'],
    ['I think he took too many pills', 'overdose'],
    ['gave him his pills twice', 'overdose'],
    ['he swallowed bleach', 'poisoning'],
    ["the cut won't stop bleeding", 'bleeding'],
    ['his blood sugar is 42 and he is shaky', 'low_blood_sugar'],
    ['her throat is swelling', 'allergic_reaction'],
    ['dad is suddenly confused and has a fever of 102', 'confusion_fever'],
    ['I just cant do this anymore, I want to end it all', 'suicide'],
    ['everyone would be better off without me', 'suicide'],
    ['i wanna dieeee', 'suicide'],
    ['kms', 'suicide'],
    ['dad is talking about killing himself', 'recipient_suicide'],
    ['I almost lost it and shook him', 'caregiver_harm'],
    ["I'm afraid I'll hurt her", 'caregiver_harm'],
    ['someone is stealing her money', 'abuse_neglect'],
    ['my dad has dementia and wandered off', 'missing_person'],
    ['me quiero morir', 'suicide'],
    ['no respira', 'breathing'],
    ['dolor de pecho', 'chest_pain'],
    ['se perdió', 'missing_person'],
  ])('%j is an emergency (%s)', (text, kind) => {
    expect(triage(text)).toContain(kind);
  });

  it.each([
    'How can I prevent falls at home?',
    'When to call 911',
    'She had a stroke last year; how do I help with her physical therapy?',
    'What are good breathing exercises for stress?',
    'these nights are killing me',
    'chest x-ray came back clear',
    'dying to know what the doctor said',
    'what to do if he chokes on pills - tips to prevent',
    'what kind of seizure medicine interacts with donepezil',
  ])('%j is not an emergency', (text) => {
    expect(triage(text)).toEqual([]);
  });

  it('reads the broad cues only outside general questions', () => {
    expect(triage('dad is out cold on the bathroom floor')).toContain('unresponsive');
    expect(triage('what does it mean when someone is out cold')).toEqual([]);
  });
});

describe('emergency guidance', () => {
  it.each([
    ['suicide', 'Call or text 988'],
    ['caregiver_harm', 'step away'],
    ['abuse_neglect', 'Adult Protective Services'],
    ['missing_person', 'Call 911 now'],
    ['chest_pain', 'Call 911 now'],
    ['overdose', 'Poison Control at 1-800-222-1222'],
  ] as const)('for %s leads with %j', (kind, action) => {
    const firstLine = emergencyGuidance([kind]).split('\n')[2] ?? '';
    expect(firstLine.slice(0, 120)).toContain(action);
  });

  it('has guidance for every kind, and none for an ordinary message', () => {
    for (const kind of EmergencyKinds) expect(emergencyGuidance([kind])).toMatch(/\*\*.+\*\*/);
    expect(emergencyGuidance(['caregiver_harm'])).toContain('1-800-677-1116');
    expect(emergencyGuidance(['missing_person'])).toContain('recent photo');
    expect(emergencyGuidance([])).toBe('');
  });
});
