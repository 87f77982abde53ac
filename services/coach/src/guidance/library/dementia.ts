import type { GuidanceTopic } from '../guidance-topic';
import { Src } from './sources';

/** Caring for someone living with dementia. */
export const DementiaTopics: GuidanceTopic[] = [
  {
    slug: 'sundowning',
    title: 'Managing sundowning',
    keywords:
      'sundowning sundowners sundown evening confusion late afternoon agitation restless in the evening worse at night dusk sun downing',
    body: `- Keep a steady daily rhythm: meals, activity and bedtime at the same times; daylight and a walk in the morning.
- Reduce late-day triggers: close curtains before dusk, turn lights on early, lower noise and TV.
- Limit caffeine and sugar after lunch, and long naps late in the day.
- Offer calm, familiar activities (music they love, folding towels, looking at photos).
- Stay calm and reassure rather than correct; ask "What would help right now?"
- Note when it happens and what came before; share the pattern with their doctor, as pain, infection or medicines can make it worse.`,
    sources: [Src.alz, Src.nia],
  },
  {
    slug: 'agitation',
    title: 'Dealing with agitation',
    keywords:
      'agitation agitated restless upset anxious pacing irritable yelling shouting outbursts anger angry calm down agressive agitaion',
    body: `- Stay calm and speak slowly; lower your voice and get to their eye level.
- Look for a cause: pain, hunger, thirst, needing the toilet, being too hot or cold, noise, or tiredness.
- Do not argue or correct; acknowledge the feeling ("You seem worried") and gently redirect.
- Offer a simple choice or a soothing activity; give them space if it is safe.
- Keep yourself safe: step away if needed. If there is danger to anyone, call 911.
- Tell their doctor about new or worsening agitation: it can come from an infection, pain or a medicine.`,
    sources: [Src.alz, Src.nia],
  },
  {
    slug: 'dementia-communication',
    title: 'Communicating with someone who has dementia',
    keywords:
      'communication communicate talking talk conversation dementia alzheimers alzheimer dimentia demenia understand me doesnt understand words find words tips for talking memory loss',
    body: `- Approach from the front, say your name and theirs, and make eye contact.
- Use short, simple sentences and one question at a time; yes/no or two choices work best.
- Give time to answer; do not finish their sentences unless they want help.
- Enter their reality instead of correcting ("Tell me about your mother") rather than "She died years ago".
- Your tone and touch say more than words; a smile and a calm voice help.`,
    sources: [Src.alzCaregiving, Src.nia],
  },
  {
    slug: 'repetitive-questions',
    title: 'When they ask the same question again and again',
    keywords:
      'repetitive questions repeating asks the same question over and over repeats himself repeats herself keeps asking same story again repetition',
    body: `- Repetition comes from memory loss, often with worry underneath: answer the feeling ("You're safe, I'm here").
- Answer calmly and briefly, as if for the first time; arguing "I just told you" adds distress.
- Write the answer on a card or a whiteboard (for example "Lunch is at 12, Anna visits at 3").
- Redirect to an activity, a snack or a walk.
- Take a short break in another room if your patience runs thin: that is normal.`,
    sources: [Src.alz, Src.fca],
  },
  {
    slug: 'hallucinations-delusions',
    title: 'Hallucinations, delusions and suspicion',
    keywords:
      'hallucinations hallucinating seeing things hearing voices people who arent there delusions paranoid paranoia suspicious accuses stealing thinks someone is in the house false beliefs',
    body: `- Tell their doctor: new hallucinations can come from an infection, a medicine, poor eyesight or hearing, or the dementia itself (common in Lewy body dementia and Parkinson's).
- Do not argue; respond to the feeling ("That sounds frightening; I'm here").
- Check the room: shadows, reflections, patterns and TV can be misread. Light it well.
- If they accuse someone of stealing, help look for the item and keep a spare of things often "lost".
- If they are a danger to themselves or others, call 911.`,
    sources: [Src.alz, Src.nia],
  },
  {
    slug: 'aggression',
    title: 'Aggression: hitting, pushing, lashing out',
    keywords:
      'aggression aggressive hitting hits me pushing kicking biting lashing out violent combative physical outbursts scratches attacking kicks during bathing',
    body: `- Your safety comes first: step back out of reach, and leave the room if you need to once they are safe.
- Aggression is usually a response to fear, pain, confusion or being rushed, especially during personal care.
- Speak softly, avoid restraining them, and try again later or differently (another person, another time).
- Keep a note of what happened before each episode; patterns point to triggers.
- Tell their doctor: pain, infection and medicines can cause it. If anyone is in danger, call 911.`,
    sources: [Src.alz, Src.nia],
  },
  {
    slug: 'dementia-diagnosis',
    title: 'After a dementia diagnosis',
    keywords:
      'dementia diagnosis diagnosed alzheimers early stage memory loss forgetful mild cognitive impairment mci what to expect stages progression dimentia alzhimers',
    body: `- Learn about the type and stage of dementia; ask the doctor what to expect and about treatments.
- Plan early while they can take part: power of attorney, advance directive, finances and wishes.
- Keep them active and social; routines and simple notes help day to day.
- Call the Alzheimer's Association 24/7 Helpline (1-800-272-3900) for support and local programs.
- Build your team now: family, friends, support groups and respite before you are worn out.`,
    sources: [Src.alz, Src.nia],
  },
  {
    slug: 'refusing-care',
    title: 'When they resist help',
    keywords:
      'refuses help refusing care wont accept help stubborn resists resisting denies problem doesnt want caregiver will not go to doctor refuses medicine independence',
    body: `- Find the reason: fear of losing independence, embarrassment, pain, or not understanding.
- Offer choices and control ("Would you like to shower now or after breakfast?").
- Introduce help gradually: a "friend who helps around the house" rather than "your caregiver".
- Let a trusted person (their doctor, a friend) make the suggestion.
- Pick your battles: safety first, the rest can wait.`,
    sources: [Src.fca, Src.alz],
  },
  {
    slug: 'dementia-activities',
    title: 'Activities for someone with dementia',
    keywords:
      'activities things to do bored boredom keep busy engagement music games crafts puzzles hobbies meaningful day activities for dementia',
    body: `- Match activities to what they loved and can still do: folding laundry, gardening, sorting, baking.
- Music they loved in their teens and twenties often reaches them when words do not.
- Keep it short and failure-free; the doing matters more than the result.
- Go outdoors when you can: daylight and a short walk help sleep and mood.
- Adult day programs add company and activity, and give you a break.`,
    sources: [Src.alz, Src.nia],
  },
];
