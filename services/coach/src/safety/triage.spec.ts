import { emergencyGuidance } from './emergency-guidance';
import { triage } from './triage';

describe('triage', () => {
  it.each([
    ["My dad isn't breathing", 'breathing'],
    ['Mom stopped breathing and her lips are blue', 'breathing'],
    ['she can’t breathe properly', 'breathing'],
    ['He is choking on his food', 'breathing'],
    ['my husband has chest pain and is sweating', 'chest_pain'],
    ['Grandpa says there is a pain in his chest', 'chest_pain'],
    ['I think she is having a heart attack', 'chest_pain'],
    ['Her face is drooping and her speech is slurred', 'stroke'],
    ['I think he is having a stroke', 'stroke'],
    ['dad suddenly can’t speak and his arm is weak', 'stroke'],
    ['Mom fell and hit her head on the floor', 'head_injury_fall'],
    ['He fell down the stairs, his head is bleeding', 'head_injury_fall'],
    ['my wife is unconscious', 'unresponsive'],
    ['he will not wake up', 'unresponsive'],
    ['she is having a seizure', 'unresponsive'],
    ['I think he took too many pills', 'overdose'],
    ['I have thoughts of suicide', 'suicide'],
    ["Sometimes I want to die, I can't do this anymore", 'suicide'],
    ["I don't want to live like this", 'suicide'],
    ['I want to kill myself', 'suicide'],
    ['I think the aide is abusing my mother', 'abuse_neglect'],
    ['The nursing home neglected her for days', 'abuse_neglect'],
    ['my brother hits her when he is angry', 'abuse_neglect'],
    ['someone is stealing her money', 'abuse_neglect'],
  ])('%j is an emergency (%s)', (text, kind) => {
    expect(triage(text)).toContain(kind);
  });

  it.each([
    'How can I prevent falls at home?',
    'Fall prevention tips',
    'Managing sundowning',
    'When to call 911',
    'Medication reminders',
    'Dealing with agitation',
    'Safe bathing techniques',
    'She had a stroke last year; how do I help with her physical therapy?',
    'What are good breathing exercises for stress?',
    'Mom keeps falling asleep in her chair after lunch',
    'How do I set up a pill organizer for my dad?',
    'I feel exhausted and need respite care ideas',
    'He is heading to the doctor tomorrow, what should I ask?',
    'What should I do if my mom refuses to shower?',
  ])('%j is not an emergency', (text) => {
    expect(triage(text)).toEqual([]);
  });

  it('names 911 and 988 in the guidance', () => {
    expect(emergencyGuidance(['breathing'])).toContain('Call 911');
    expect(emergencyGuidance(['suicide'])).toContain('988');
    expect(emergencyGuidance([])).toBe('');
  });
});
