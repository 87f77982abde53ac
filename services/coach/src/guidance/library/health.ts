import type { GuidanceTopic } from '../guidance-topic';
import { Src } from './sources';

/** Medicines, appointments, hospital stays and the senses. */
export const HealthTopics: GuidanceTopic[] = [
  {
    slug: 'medication-reminders',
    title: 'Medication reminders',
    keywords:
      'medication reminders medicine meds pills pill organizer pillbox forgets to take remember doses schedule refills missed dose blister packs alarm medicaton medecine',
    body: `- A weekly pill organizer with morning and evening compartments, filled at the same time each week.
- Phone alarms or a talking reminder device; link doses to daily habits (breakfast, brushing teeth).
- Keep one up-to-date list of every medicine, supplement and dose; bring it to every appointment.
- Ask the pharmacist about blister packs, synchronised refills and whether doses can be simplified.
- If a dose is missed or doubled, call the pharmacist or doctor; do not guess or adjust doses yourself.`,
    sources: [Src.nia, Src.fdaDrugs],
  },
  {
    slug: 'medication-safety',
    title: 'Medication safety and interactions',
    keywords:
      'medication safety drug interactions interaction safe to take together mixing medicines side effects over the counter supplements wrong pill double dose pharmacist review brown bag too many medications polypharmacy is this pill safe donepezil aricept ibuprofen aspirin tylenol blood thinner warfarin sleep aids benadryl dangerous',
    body: `- Ask a pharmacist to review every medicine, vitamin and supplement together once a year and whenever something new starts; it is free at any pharmacy.
- Use one pharmacy if you can, so it can spot interactions.
- Read labels for warnings; ask before adding over-the-counter sleep aids, allergy or pain medicines, which often cause confusion or falls in older adults.
- Never crush or split pills without asking: some are made to release slowly.
- Wrong medicine or too much? Call Poison Control at 1-800-222-1222 (24/7), or 911 if they are very drowsy, hard to wake or struggling to breathe.`,
    sources: [Src.fdaDrugs, Src.poison, Src.nia],
  },
  {
    slug: 'pain',
    title: 'Recognising and easing pain',
    keywords:
      'pain hurts hurting aches sore arthritis joint pain back pain pain medicine painkillers cant tell me pain grimacing moaning chronic pain',
    body: `- People with dementia or speech problems may not say they hurt: watch for grimacing, moaning, guarding a body part, restlessness or new agitation.
- Keep a simple diary: where, when, how bad (0 to 10 or faces) and what helps.
- Comfort measures help alongside medicine: warmth, gentle movement, massage, repositioning, distraction.
- Give pain medicine as prescribed and ask the doctor whether a regular schedule works better than "as needed".
- Ask before using over-the-counter pain relievers: some affect kidneys, stomach or blood thinners.`,
    sources: [Src.nia, Src.medlineplus],
  },
  {
    slug: 'medical-appointments',
    title: 'Making the most of medical appointments',
    keywords:
      'doctor appointment appointments visit doctors visit questions to ask specialist telehealth video visit medical records hipaa talk to the doctor prepare',
    body: `- Write your top three questions before the visit and bring the medicine list.
- Describe changes with examples and dates ("since March she falls asleep at lunch").
- Ask the person you care for to sign a HIPAA release so the office can talk with you.
- Repeat back what you heard and ask for a written summary or the patient portal notes.
- Ask: what should we watch for, and who do we call after hours?`,
    sources: [Src.nia, Src.fca],
  },
  {
    slug: 'hospital-discharge',
    title: 'Coming home from the hospital',
    keywords:
      'hospital discharge coming home from hospital discharged leaving hospital rehab skilled nursing after surgery discharge planner readmission observation status home health',
    body: `- Ask to meet the discharge planner early; you can say if you cannot safely provide the care planned.
- Get a written list of medicines (what is new, changed or stopped), warning signs, and follow-up appointments.
- Ask whether home health (nurse, physical therapy) or a short rehab stay is covered and arranged.
- Ask for a demonstration of anything you must do (wound care, transfers, injections).
- Book the follow-up visit within 7 to 14 days, and bring all medicine bottles to it.`,
    sources: [Src.medicare, Src.fca],
  },
  {
    slug: 'hearing-loss',
    title: 'Hearing loss',
    keywords:
      'hearing loss hard of hearing deaf cant hear hearing aids tv too loud ringing ears audiologist speak louder hearing aid batteries',
    body: `- Face them, in good light, and get their attention before speaking; lower background noise.
- Speak clearly and a little slower, not louder; rephrase rather than repeat.
- Encourage a hearing test: untreated hearing loss adds to isolation and can look like confusion.
- Over-the-counter hearing aids are now sold for mild to moderate loss; an audiologist helps with more.
- Check hearing aid batteries and clean the aids daily.`,
    sources: [Src.nidcd, Src.hlaa],
  },
  {
    slug: 'vision-loss',
    title: 'Vision loss',
    keywords:
      'vision loss eyesight blind blindness low vision macular degeneration glaucoma cataracts cant see eye doctor reading glasses magnifier',
    body: `- Keep regular eye exams; glasses should be clean and current.
- Bright, even lighting, and contrasting colours (a dark plate on a light table, tape on step edges).
- Keep things in the same place; say who you are when you enter the room.
- Large-print labels, talking clocks and magnifiers help; ask about low-vision rehabilitation.`,
    sources: [Src.nei],
  },
  {
    slug: 'sudden-confusion-delirium',
    title: 'Sudden confusion (delirium)',
    keywords:
      'sudden confusion suddenly confused delirium uti urinary tract infection infection acting strange not herself out of it disoriented worse all of a sudden',
    body: `- Confusion that starts over hours or days is different from slow dementia: it is often delirium, a medical problem.
- Common causes: infection (such as a urinary tract infection), dehydration, constipation, new medicines, pain, or low blood sugar.
- Call their doctor the same day. Call 911 if confusion comes with fever and a stiff neck, trouble breathing, weakness on one side, or they cannot stay awake.
- Keep them calm: familiar faces, glasses and hearing aids on, lights on in the day and dim at night.`,
    sources: [Src.medlineplus, Src.nia],
  },
];
