import type { GuidanceTopic } from '../guidance-topic';
import { Src } from './sources';

/** Safety at home and on the road: falls, emergencies, wandering, driving, scams. */
export const SafetyTopics: GuidanceTopic[] = [
  {
    slug: 'falls',
    title: 'Fall prevention tips',
    keywords:
      'fall falls falling fell fallen trip tripping slip slipping balance unsteady wobbly unsteady on his feet on her feet dizzy grab bars floor rugs stairs walker cane fal fallin fell down keeps falling',
    body: `- Clear walkways: remove loose rugs, cords and clutter; light the path to the bathroom at night (plug-in night lights help).
- Put grab bars by the toilet and in the shower, and a railing on both sides of stairs.
- Non-slip shoes with backs, never socks or loose slippers on hard floors.
- Ask the doctor or pharmacist to review medicines that cause dizziness or sleepiness, and ask about a physical therapy balance program.
- Keep glasses clean and eye exams current; stand up slowly (sit on the bed edge for a minute first).
- After a fall: do not rush to lift them. Check for pain or injury; call 911 if they hit their head, cannot get up, or seem hurt. Tell their doctor about every fall, even without injury.`,
    sources: [Src.steadi, Src.nia],
  },
  {
    slug: 'when-to-call-911',
    title: 'When to call 911',
    keywords:
      '911 is this an emergency can it wait ambulance er emergency room urgent care paramedics call doctor nurse line when to worry serious',
    body: `- Call 911 for: trouble breathing or not breathing; chest pain or pressure; signs of stroke (face drooping, arm weakness, slurred speech: note the time); a fall with a head injury or when they cannot get up; unresponsiveness or a seizure; severe bleeding; a suspected overdose.
- Call Poison Control at 1-800-222-1222 if they took the wrong medicine or too much but are awake and well.
- Call or text 988 for thoughts of suicide or a mental health crisis.
- Call their doctor or nurse line the same day for a new fever, new confusion, a fall without injury, or a worrying change.
- Keep a one-page list by the door: medicines, diagnoses, allergies, doctors and insurance; paramedics will ask.`,
    sources: [Src.medlineplus, Src.lifeline988, Src.poison],
  },
  {
    slug: 'home-safety',
    title: 'Making the home safe',
    keywords:
      'home safety safe house proof childproof kitchen stove knobs locks smoke alarm carbon monoxide guns firearms hot water scald lighting modifications ramp accessible hazards',
    body: `- Walk through each room at their eye level: loose rugs, cords, poor lighting and clutter are the big hazards.
- Check smoke and carbon monoxide alarms; set the water heater to 120°F (49°C) to prevent scalds.
- For someone with memory loss: stove knob covers or an automatic shut-off, locked medicines, cleaning products and sharp tools, and firearms removed or locked and unloaded.
- Add railings, grab bars, a raised toilet seat and bright lights on stairs.
- Your local Area Agency on Aging (through the Eldercare Locator) can point you to free or low-cost home modification programs.`,
    sources: [Src.nia, Src.eldercare, Src.alz],
  },
  {
    slug: 'wandering',
    title: 'Preventing wandering',
    keywords:
      'wandering wander wanders wandered getting lost lost leaves the house walks out exit seeking door alarms gps tracker id bracelet elopement goes missing tries to leave go home',
    body: `- Anyone with dementia who can walk may wander; plan for it before it happens.
- Keep a recent photo and a list of places they might head for (old home, work, church).
- Use door chimes or alarms, locks placed high or low, and a medical ID bracelet or GPS tracker.
- Wandering often has a reason: restlessness, needing the toilet, looking for "home". Regular walks and a routine help.
- If they go missing, search the immediate area for no more than 15 minutes, then call 911 and say they have dementia.`,
    sources: [Src.alz, Src.nia],
  },
  {
    slug: 'driving',
    title: 'When to stop driving',
    keywords:
      'driving drive driver car keys stop driving license unsafe driver accidents dents getting lost while driving take the keys driving evaluation',
    body: `- Warning signs: new dents, getting lost on familiar routes, near misses, confusing the pedals, friends worried about riding with them.
- Talk early and respectfully; focus on safety, not age, and plan other ways to get around first.
- Ask their doctor for a driving evaluation by an occupational therapist (a driver rehabilitation specialist).
- If they refuse and are unsafe, their doctor can help, and your state's motor vehicle agency can require a re-test.
- Keep them connected: rides from family, volunteer driver programs and paratransit (ask the Eldercare Locator).`,
    sources: [Src.nhtsa, Src.nia, Src.eldercare],
  },
  {
    slug: 'scams-financial-protection',
    title: 'Scams and financial protection',
    keywords:
      'scam scams scammer fraud phone calls gift cards lottery romance scam grandparent scam money stolen financial exploitation bank account protect finances identity theft',
    body: `- Common scams: a "grandchild" in trouble, fake government or Medicare calls, lotteries, tech support and romance scams. Real agencies never ask for gift cards or wire transfers.
- Set up account alerts, a trusted contact on their bank accounts, and lower daily withdrawal limits.
- Register their numbers on the Do Not Call list and use call blocking.
- If money was lost: call the bank at once, report it to the FTC (ReportFraud.ftc.gov) and local police. For exploitation by someone they know, call Adult Protective Services.
- A durable power of attorney for finances lets a trusted person step in legally.`,
    sources: [Src.cfpb, Src.ftc, Src.napsa],
  },
  {
    slug: 'technology-aids',
    title: 'Technology that helps',
    keywords:
      'technology tech gadgets devices apps medical alert system pendant fall detection smart speaker alexa video doorbell camera monitoring gps medication dispenser automatic',
    body: `- A medical alert pendant or watch (some detect falls) brings help when they are alone.
- Automatic pill dispensers lock between doses and sound an alarm.
- Smart speakers can give reminders, play music and make hands-free calls.
- Motion sensors, door sensors and video doorbells let you check in from afar; talk with them about privacy first.
- Shared calendars and group chats keep the family in step with appointments and tasks.`,
    sources: [Src.nia, Src.aarpCaregiving],
  },
  {
    slug: 'emergency-preparedness',
    title: 'Getting ready for a disaster or power outage',
    keywords:
      'disaster hurricane power outage storm evacuation emergency kit go bag prepare preparing hurricane season oxygen backup generator plan preparedness blackout',
    body: `- Keep a go-bag: a week of medicines, copies of prescriptions and insurance cards, glasses, hearing aid batteries, chargers, water and snacks.
- If they use oxygen or powered equipment, tell the power company and ask about backup power.
- Know where you would go and how; register with your local emergency registry if they need help to evacuate.
- Write a one-page care summary (diagnoses, medicines, doctors, routines) and keep copies with family.`,
    sources: [Src.cdc, Src.eldercare],
  },
  {
    slug: 'elder-abuse-neglect',
    title: 'Recognising abuse and neglect',
    keywords:
      'abuse elder abuse neglect neglected bruises mistreated mistreatment exploitation adult protective services aps report abuse caregiver abuse unexplained injuries',
    body: `- Warning signs: unexplained bruises or injuries, fear of a particular person, poor hygiene or weight loss, missing money or belongings, sudden changes to a will or bank accounts.
- If someone is in immediate danger, call 911.
- Otherwise report it to Adult Protective Services in their state (the Eldercare Locator gives the number); you do not need proof to report.
- In a nursing home or assisted living, the Long-Term Care Ombudsman can also help.
- If you fear you might hurt the person you care for, step away once they are safe and call or text 988: asking for help is the right thing to do.`,
    sources: [Src.napsa, Src.eldercare, Src.ombudsman],
  },
  {
    slug: 'travel',
    title: 'Travelling together',
    keywords:
      'travel traveling travelling trip vacation flying airplane plane airport road trip holiday travel tsa wheelchair assistance',
    body: `- Keep trips simple and short; travel at their best time of day.
- Pack medicines in your carry-on with a list of doses, plus copies of insurance cards and a care summary.
- Ask the airline for wheelchair assistance and early boarding; TSA Cares can help at security.
- For someone with dementia: an ID bracelet, a recent photo on your phone, and a quiet place to rest on arrival.`,
    sources: [Src.alz, Src.nia],
  },
];
