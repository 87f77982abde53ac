import type { GuidanceTopic } from '../guidance-topic';
import { Src } from './sources';

/** The caregiver's own health, feelings, family and work. */
export const WellbeingTopics: GuidanceTopic[] = [
  {
    slug: 'caregiver-burnout',
    title: 'Caregiver burnout and exhaustion',
    keywords:
      'burnout burned out burnt out exhausted exhaustion overwhelmed tired worn out stressed stress cant cope at the end of my rope running on empty no time for myself drained caregiver stress overwelmed exausted',
    body: `- What you feel is common and real: caregiving is hard work, and tiredness is not failure.
- Pick one thing to hand off this week: a meal, a ride, an hour of sitting. Say yes when people offer, with a specific task.
- Protect the basics: sleep, a meal, a short walk, your own doctor visits.
- Respite care gives you planned time off; adult day programs give regular breaks.
- Talk with others who understand: a support group, a counsellor or the Alzheimer's Association Helpline (1-800-272-3900).
- If you ever feel hopeless or think of harming yourself, call or text 988.`,
    sources: [Src.fca, Src.niaCaregiving, Src.lifeline988],
  },
  {
    slug: 'respite-care',
    title: 'Respite care: getting a break',
    keywords:
      'respite respite care break time off a break vacation someone to watch adult day care short stay relief caregiver break sitter',
    body: `- Respite is planned, short-term care so you can rest: a few hours, a day, or a short stay.
- Options: in-home aides, adult day programs, short stays in assisted living or nursing homes, volunteer visitors, family rotations.
- The ARCH National Respite Locator lists respite programs by state.
- Medicaid waivers, the VA, your Area Agency on Aging and the National Family Caregiver Support Program may help pay.
- Medicare hospice covers up to 5 days of inpatient respite at a time for people in hospice.`,
    sources: [Src.arch, Src.eldercare, Src.va],
  },
  {
    slug: 'support-groups',
    title: 'Support groups for caregivers',
    keywords:
      'support group support groups other caregivers talk to someone lonely alone isolated online community peer support meet people who understand',
    body: `- Other caregivers understand in a way others cannot; many groups meet online or by phone too.
- The Alzheimer's Association, the Family Caregiver Alliance and disease groups (Parkinson's, stroke, cancer) run free groups.
- Your Area Agency on Aging (through the Eldercare Locator) knows local groups.
- Try a group two or three times before deciding; each has its own feel.
- A counsellor or therapist can help too, especially with grief, guilt or family strain.`,
    sources: [Src.alz, Src.fca, Src.eldercare],
  },
  {
    slug: 'caregiver-guilt',
    title: 'Guilt',
    keywords:
      'guilt guilty feel bad not doing enough bad daughter bad son failing them selfish for wanting a break promised never put in a home ashamed',
    body: `- Guilt is one of the most common caregiver feelings; it usually shows how much you care.
- Ask: "What would I tell a friend in my place?" You deserve the same kindness.
- Promises made years ago ("never a nursing home") were about keeping them safe and loved; that can mean different care now.
- Taking breaks and accepting help keeps you able to care for longer.
- If guilt sits heavy every day, talk with a counsellor or a support group.`,
    sources: [Src.fca, Src.can],
  },
  {
    slug: 'caregiver-anger',
    title: 'Anger, resentment and losing patience',
    keywords:
      'losing patience lose my temper frustrated frustration resentment resent snapping at him snapping at her yelled at my mom short fuse irritated with',
    body: `- Frustration and anger are normal reactions to a hard job; they do not make you a bad person.
- Notice early signs (tight jaw, racing heart) and take a pause: leave the room for a few minutes once they are safe.
- Breathe slowly, count, splash water, step outside.
- Look at the pattern: tiredness, no breaks or family who do not help often sit underneath.
- If you fear you might hurt them, step away once they are safe and call or text 988 for support now.`,
    sources: [Src.fca, Src.lifeline988],
  },
  {
    slug: 'caregiver-depression',
    title: 'Depression and sadness in caregivers',
    keywords:
      'depression depressed sad sadness crying hopeless no joy anxiety anxious panic mental health therapist counseling counselling low mood numb',
    body: `- Many caregivers live with depression or anxiety; it is treatable.
- Signs: sadness most days, losing interest, sleep or appetite changes, feeling worthless or hopeless.
- Tell your own doctor; counselling and medicine both help. Employee assistance programs often offer free sessions.
- Small steps count: daylight, a short walk, one call to a friend.
- If you have thoughts of ending your life, call or text 988 now, any time.`,
    sources: [Src.nimh, Src.lifeline988, Src.fca],
  },
  {
    slug: 'caregiver-sleep',
    title: 'Sleep for the caregiver',
    keywords:
      'i cant sleep caregiver sleep my sleep no sleep sleep deprived up every night with her my insomnia tired all day getting enough rest havent slept slept wakes me up full night',
    body: `- Broken nights add up; plan for your sleep as you do theirs.
- Trade nights with family, or ask about overnight respite or a night aide a few nights a month.
- A baby monitor or motion sensor lets you sleep without listening for every sound.
- Nap when they nap; keep caffeine to the morning.
- Ask their doctor about what keeps them up at night: treating pain, bladder problems or sundowning helps you both.`,
    sources: [Src.fca, Src.niaCaregiving],
  },
  {
    slug: 'self-care',
    title: 'Looking after yourself',
    keywords:
      'self care taking care of myself me time my health skipping skip my own doctor appointments my own health exercise hobbies friends boundaries saying no own doctor',
    body: `- Keep your own medical appointments and medicines; caregivers often skip them.
- Move a little every day, eat regular meals, and keep one thing that is yours (a hobby, a friend, a class).
- Set limits and say them kindly ("I can do Tuesdays, not every day").
- Ask for help with specific tasks; people like being useful.
- Notice your stress early; a support group or counsellor helps you carry it.`,
    sources: [Src.fca, Src.niaCaregiving, Src.can],
  },
  {
    slug: 'family-conflict',
    title: 'When family disagrees',
    keywords:
      'family conflict siblings brother sister wont help arguing family fights family meeting sharing the load inheritance disagree doing it all alone',
    body: `- Hold a family meeting (video works) with a simple agenda: what care is needed, what it costs, who can do what.
- Share facts from the doctor so everyone starts from the same picture.
- Ask for specific help suited to each person: money, paperwork, calls, visits, a weekend a month.
- Write down who does what and review it every few months.
- A social worker, geriatric care manager or mediator can run the meeting when feelings run high.`,
    sources: [Src.fca, Src.aarpCaregiving],
  },
  {
    slug: 'long-distance-caregiving',
    title: 'Caring from a distance',
    keywords:
      'long distance caregiving live far away another state different state far from my parents check in from afar remote visit',
    body: `- Build a local team: a neighbour, friend or faith community who can check in, and a list of their phone numbers.
- Get permissions in place (HIPAA releases, power of attorney) so doctors and banks can talk with you.
- A geriatric care manager can assess needs and coordinate care locally.
- Plan visits with a purpose: doctor appointments, home safety checks, paperwork.
- The Eldercare Locator finds services near them, wherever you live.`,
    sources: [Src.nia, Src.eldercare],
  },
  {
    slug: 'working-caregiver',
    title: 'Working while caregiving',
    keywords:
      'work job working employer boss fmla family medical leave time off work quit my job flexible hours part time paid leave career',
    body: `- Find out what your employer offers: flexible hours, remote work, paid leave, an employee assistance program.
- The federal Family and Medical Leave Act may give up to 12 weeks of unpaid, job-protected leave a year to care for a parent or spouse; some states add paid family leave.
- Before quitting, count what you would lose (pay, retirement, health insurance) and look at paid help and respite first.
- Some states' Medicaid programs pay family caregivers; see Tend's eligibility check.`,
    sources: [Src.fmla, Src.aarpCaregiving, Src.fca],
  },
  {
    slug: 'grief',
    title: 'Grief and loss',
    keywords:
      'grief grieving loss died death passed away passing mourning bereavement anticipatory grief losing them little by little to dementia still alive after they die widow',
    body: `- Grief can start long before a death: losing the person bit by bit to dementia or illness is real loss.
- There is no right way or timetable; waves of sadness, relief, guilt and anger are all common.
- After a death, hospice programs offer bereavement support to families for about a year, even if you did not use hospice.
- Keep routines, eat and sleep as well as you can, and let people help.
- Seek help if grief makes it hard to function for months, or if you think of harming yourself (call or text 988).`,
    sources: [Src.nia, Src.caringInfo, Src.lifeline988],
  },
  {
    slug: 'loneliness',
    title: 'Loneliness and isolation',
    keywords:
      'lonely loneliness isolated isolation no friends no visitors sits alone all day nobody to talk to see people get out of the house social contact senior center companionship',
    body: `- Loneliness harms health as much as many illnesses; it is worth treating like one.
- Regular small contacts help: a daily phone call, a neighbour who drops by, a faith community, a weekly class.
- Senior centres, adult day programs and friendly-visitor or phone-buddy programs are often free; the Eldercare Locator finds them.
- Check hearing and vision: people withdraw when they cannot follow a conversation.
- Caregivers get lonely too: a support group or one standing coffee with a friend counts.`,
    sources: [Src.nia, Src.eldercare],
  },
];
