import type { GuidanceTopic } from '../guidance-topic';
import { Src } from './sources';

/** Help with the day's personal care: washing, dressing, toileting, eating, skin, moving, sleep. */
export const DailyCareTopics: GuidanceTopic[] = [
  {
    slug: 'bathing',
    title: 'Safe bathing techniques',
    keywords:
      'bath bathing bathe shower showering wash washing hygiene tub shower chair refuses to bathe wont shower smells body odor sponge bath hair washing',
    body: `- Prepare first: warm room, towels, soap and clothes within reach; check the water (about 100°F / 38°C).
- Use a shower chair or tub bench, a handheld shower head, grab bars and a non-slip mat.
- Protect privacy and dignity: cover with a towel, explain each step, let them do what they can.
- If they resist, try another time of day, a sponge bath, or no-rinse products; a daily full bath is not necessary.
- Never leave them alone in the bath; dry well between skin folds and check the skin for redness or sores.`,
    sources: [Src.alz, Src.nia],
  },
  {
    slug: 'dressing',
    title: 'Help with dressing',
    keywords:
      'dressing dress clothes clothing getting dressed buttons zippers shoes socks same clothes every day undress outfit adaptive clothing',
    body: `- Lay out clothes in the order they go on; offer two choices rather than a full closet.
- Choose easy clothes: elastic waists, front openings, Velcro shoes, no tiny buttons.
- Give one step at a time and let them do what they can, even if it is slow.
- If they want the same outfit daily, buy two or three of it.
- Dress the weaker side first after a stroke, and undress it last.`,
    sources: [Src.alz, Src.nia],
  },
  {
    slug: 'toileting',
    title: 'Toileting help',
    keywords:
      'toilet toileting bathroom restroom commode bedside commode raised toilet seat toilet in time at night urinal constipation bowel movement wiping accidents going to the bathroom potty',
    body: `- Offer the bathroom on a schedule (on waking, after meals, before bed, every 2 to 3 hours).
- Make the toilet easy to find and use: a sign or picture on the door, a night light, a raised seat and grab bars.
- A bedside commode or urinal helps at night.
- Watch for signs they need to go (restlessness, pulling at clothes).
- Constipation is common: fluids, fibre and movement help; ask their doctor before using laxatives regularly.`,
    sources: [Src.alz, Src.nia],
  },
  {
    slug: 'incontinence',
    title: 'Managing incontinence',
    keywords:
      'incontinence incontinent incontinance leaking urine pee wetting wets the bed bedwetting wet bed bladder bowel accidents diapers adult diapers briefs pads depends soiled odor',
    body: `- Tell their doctor: new incontinence can come from an infection, constipation or a medicine and may be treatable.
- Use well-fitting absorbent briefs or pads and change them promptly; a barrier cream protects the skin.
- Keep to a toilet schedule, and limit caffeine and fluids in the two hours before bed (not during the day).
- Protect the bed with washable pads; keep a change of clothes and wipes handy when going out.
- Stay matter-of-fact and kind: embarrassment is hard for them too.`,
    sources: [Src.nia, Src.alz, Src.medlineplus],
  },
  {
    slug: 'eating-swallowing',
    title: 'Eating and swallowing problems',
    keywords:
      'swallowing swallow choking coughing while eating dysphagia chew chewing pocketing food wont eat barely eats losing weight refuses food soft diet pureed thickened liquids speech therapist weight loss appetite',
    body: `- Coughing, choking, a wet voice or food left in the cheek while eating are signs of a swallowing problem: ask their doctor for a swallowing evaluation by a speech therapist.
- Sit them fully upright for meals and 30 minutes after; small bites, slow pace, no rushing.
- Soft, moist foods are easier; the therapist may advise thickened liquids.
- For poor appetite: small frequent meals, favourite foods, finger foods, and eating together.
- Unplanned weight loss should always be reported to their doctor.`,
    sources: [Src.nia, Src.alz, Src.medlineplus],
  },
  {
    slug: 'hydration',
    title: 'Drinking enough (hydration)',
    keywords:
      'hydration dehydration dehydrated drink water fluids not drinking enough thirsty dark urine dry mouth fluid intake',
    body: `- Older adults feel less thirst; offer drinks often rather than waiting to be asked.
- Keep a favourite cup within reach; try water with fruit, soups, milk, jelly, ice pops and juicy fruit.
- Signs of dehydration: dark urine, dry mouth, dizziness, new confusion, constipation.
- If their doctor limits fluids (for example in heart failure or kidney disease), follow that amount.
- Call the doctor if they cannot keep fluids down or are confused and weak.`,
    sources: [Src.nia, Src.medlineplus],
  },
  {
    slug: 'nutrition',
    title: 'Healthy eating for older adults',
    keywords:
      'nutrition diet food meals healthy eating recipes protein vitamins supplements meal planning meals on wheels cooking',
    body: `- Aim for protein at each meal (eggs, yogurt, beans, fish, chicken) to keep muscles strong.
- Colourful fruit and vegetables, whole grains, and less salt and sugar.
- Meals on Wheels and other home-delivered meals can help; the Eldercare Locator lists local programs.
- Ask their doctor before starting supplements: some interact with medicines.
- If chewing is hard, check their teeth or dentures first.`,
    sources: [Src.nia, Src.eldercare],
  },
  {
    slug: 'dental-care',
    title: 'Mouth and denture care',
    keywords:
      'dental teeth tooth brushing brush teeth refuses to brush dentures mouth care gums dentist toothache floss oral hygiene',
    body: `- Brush twice a day with a soft brush and fluoride toothpaste; an electric or long-handled brush can help.
- Take dentures out at night, clean them daily and keep them in water.
- If they resist, try brushing side by side so they can copy you, or guide their hand.
- Watch for mouth pain: refusing food or touching the face can be a sign.
- Keep regular dental visits; ask the dentist about dry mouth from medicines.`,
    sources: [Src.nidcr, Src.alz],
  },
  {
    slug: 'bed-sores',
    title: 'Preventing bed sores (pressure injuries)',
    keywords:
      'bed sores bedsores pressure sores pressure ulcers pressure injury skin breakdown red skin heels tailbone bedridden repositioning turning skin care wound',
    body: `- Change their position at least every 2 hours in bed and every hour in a chair.
- Check the skin daily, especially heels, hips, tailbone and elbows: redness that does not fade is a warning.
- Keep skin clean and dry; use a barrier cream if there is incontinence.
- Pressure-relieving cushions and mattresses help; ask their doctor or home health nurse.
- Good food and fluids help skin heal. Report any open sore to their doctor promptly.`,
    sources: [Src.medlineplus, Src.nia],
  },
  {
    slug: 'transfers-lifting',
    title: 'Moving and lifting someone safely',
    keywords:
      'transfer transfers lifting lift moving help out of bed wheelchair to bed back pain bad back gait belt hoyer lift body mechanics pivot stand up from chair',
    body: `- Never lift with your back: bend your knees, keep them close to you, and pivot with your feet, not by twisting.
- A gait belt gives you a safe hold; ask a physical or occupational therapist to show you.
- Let them do as much as they can; count "one, two, three" so you move together.
- Lock wheelchair and bed wheels before any transfer.
- If they cannot bear weight, ask their doctor about a mechanical lift and home health training.`,
    sources: [Src.fca, Src.nia],
  },
  {
    slug: 'sleep-problems',
    title: 'When they can’t sleep',
    keywords:
      'sleep sleeping insomnia up all night awake at night night waking day night reversed naps napping restless nights sleeping pills melatonin wont sleep',
    body: `- Keep regular times for waking, meals and bed; get daylight and activity in the morning.
- Limit naps to a short one after lunch; avoid caffeine after noon and alcohol.
- A calm evening routine: warm drink, soft music, dim lights.
- Check for pain, needing the toilet, hunger or a room that is too hot or cold.
- Ask their doctor before using sleeping pills or melatonin: many raise the risk of falls and confusion.`,
    sources: [Src.nia, Src.alz],
  },
];
