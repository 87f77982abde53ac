/** The quick-question topics, answered from Tend's own guidance when no model is connected. */
export interface OfflineTopic {
  title: string;
  keywords: RegExp;
  answer: string;
}

export const OfflineTopics: OfflineTopic[] = [
  {
    title: 'Fall prevention tips',
    keywords: /\b(fall|falls|falling|fell|trip|slip|balance|grab bars?)\b/,
    answer: `- Clear walkways: remove loose rugs, cords and clutter; keep a path to the bathroom lit at night (plug-in night lights help).
- Install grab bars by the toilet and in the shower, and a railing on both sides of stairs.
- Non-slip shoes with backs, never socks or loose slippers on hard floors.
- Ask the doctor or pharmacist to review medicines that cause dizziness or sleepiness, and ask about a physical therapy balance program.
- Keep glasses clean and eye exams current; stand up slowly (sit on the bed edge for a minute first).
- If they fall: do not rush to lift them. Check for pain or injury; call 911 if they hit their head, cannot get up, or seem hurt.`,
  },
  {
    title: 'Managing sundowning',
    keywords:
      /\b(sundown\w*|evening confusion|late (afternoon|day) (agitation|confusion)|restless at night)\b/,
    answer: `- Keep a steady daily rhythm: meals, activity and bedtime at the same times; daylight and a walk in the morning.
- Reduce late-day triggers: close curtains before dusk, turn lights on early, lower noise and TV.
- Limit caffeine and sugar after lunch, and long naps late in the day.
- Offer calm, familiar activities (music they love, folding towels, looking at photos).
- Stay calm and reassure rather than correct; ask "What would help right now?"
- Note when it happens and what came before; share the pattern with their doctor, as pain, infection or medicines can make it worse.`,
  },
  {
    title: 'When to call 911',
    keywords: /\b(911|emergency|ambulance|er\b|urgent)\b/,
    answer: `Call 911 for: trouble breathing or not breathing; chest pain or pressure; signs of stroke (face drooping, arm weakness, slurred speech: note the time); a fall with a head injury or when they cannot get up; unresponsiveness or a seizure; severe bleeding; a suspected overdose (or Poison Control 1-800-222-1222 if they are awake and well).
Call or text 988 for thoughts of suicide or a mental health crisis.
Call their doctor or nurse line the same day for: a new fever, new confusion, a fall without injury, or a worrying change.`,
  },
  {
    title: 'Medication reminders',
    keywords:
      /\b(medication|medications|medicine|meds|pills?|dose|doses|pharmacy|pill organi[sz]er)\b/,
    answer: `- A weekly pill organizer with morning/evening compartments, filled at the same time each week.
- Phone alarms or a talking reminder device; link doses to daily habits (breakfast, brushing teeth).
- Keep one up-to-date list of every medicine, supplement and dose; bring it to every appointment.
- Ask the pharmacist about blister packs, synchronised refills and whether any doses can be simplified.
- If a dose is missed or doubled, call the pharmacist or doctor; do not guess or adjust doses yourself.`,
  },
  {
    title: 'Dealing with agitation',
    keywords: /\b(agitat\w*|angry|anger|aggressi\w*|yelling|upset|combative|lash\w* out)\b/,
    answer: `- Stay calm and speak slowly; lower your voice and get to their eye level.
- Look for a cause: pain, hunger, thirst, needing the toilet, being too hot or cold, noise, or tiredness.
- Do not argue or correct; acknowledge the feeling ("You seem worried") and gently redirect.
- Offer a simple choice or a soothing activity; give them space if it is safe.
- Keep yourself safe: step away if needed. If there is danger to anyone, call 911.
- Tell their doctor about new or worsening agitation: it can come from an infection, pain or a medicine.`,
  },
  {
    title: 'Safe bathing techniques',
    keywords: /\b(bath\w*|shower\w*|wash\w*|hygiene|tub)\b/,
    answer: `- Prepare first: warm room, towels, soap and clothes within reach; check the water (about 100°F / 38°C) with your elbow or a thermometer.
- Use a shower chair or tub bench, a handheld shower head, grab bars and a non-slip mat.
- Protect privacy and dignity: cover with a towel, explain each step, let them do what they can.
- If they resist, try another time of day, a sponge bath, or no-rinse products; a daily full bath is not necessary.
- Never leave them alone in the bath; dry well between skin folds and check the skin for redness or sores.`,
  },
];

/** The topics a question touches, best first (an exact quick-question title wins). */
export function matchTopics(question: string): OfflineTopic[] {
  const text = question.toLowerCase();
  const exact = OfflineTopics.find((topic) => topic.title.toLowerCase() === text.trim());
  if (exact) return [exact];
  return OfflineTopics.filter((topic) => topic.keywords.test(text)).slice(0, 2);
}
