import type { GuidanceTopic } from '../guidance-topic';
import { Src } from './sources';

/** Choosing help and places to live, and care at the end of life. */
export const CareOptionTopics: GuidanceTopic[] = [
  {
    slug: 'home-care',
    title: 'Choosing home care help',
    keywords:
      'home care in-home care home health aide caregiver agency hire a caregiver private caregiver companion care homemaker interview agency background check',
    body: `- Home health (nurses, therapists) is medical and often covered by Medicare for a time; home care (help with bathing, meals, company) is usually paid privately or by Medicaid.
- Ask agencies: are aides trained, bonded and background-checked? Who covers when an aide is sick? What is the minimum shift?
- Write down the daily routine, preferences and emergency contacts for the aide.
- Check Medicare Care Compare for home health agencies' ratings.`,
    sources: [Src.careCompare, Src.fca, Src.nia],
  },
  {
    slug: 'assisted-living',
    title: 'Choosing assisted living',
    keywords:
      'assisted living memory care facility senior living community move to assisted living residential care group home tour questions costs',
    body: `- Assisted living offers housing, meals and help with daily care, but not round-the-clock nursing; memory care units serve people with dementia.
- Visit more than once, at mealtimes and in the evening; talk with residents and families.
- Ask about staffing at night, what happens if needs increase, all fees, and the state inspection reports.
- Medicare does not pay for assisted living; some state Medicaid programs help with care costs.`,
    sources: [Src.nia, Src.eldercare, Src.ombudsman],
  },
  {
    slug: 'nursing-homes',
    title: 'Choosing a nursing home',
    keywords:
      'nursing home nursing homes skilled nursing facility snf long term care facility placement put mom in a home residents rights ombudsman care compare star ratings',
    body: `- Compare homes' ratings and inspection results on Medicare Care Compare.
- Visit at different times; notice how staff talk to residents, cleanliness, and call-light response.
- Ask about staff turnover, care planning meetings, and how they handle dementia and falls.
- The Long-Term Care Ombudsman in each state helps with problems and residents' rights, for free.
- Medicaid pays for long-term nursing home care for people who qualify; Medicare covers only short rehab stays.`,
    sources: [Src.careCompare, Src.ombudsman, Src.medicare],
  },
  {
    slug: 'hospice-end-of-life',
    title: 'Hospice and end-of-life care',
    keywords:
      'hospice end of life dying terminal palliative comfort care last days final stage actively dying when to call hospice six months prognosis death approaching',
    body: `- Hospice focuses on comfort for someone likely in their last six months; it comes to the home or care facility, and Medicare covers it fully for hospice-related care.
- Palliative care eases symptoms at any stage of a serious illness, alongside treatment.
- Signs it may be time to ask: more hospital stays, weight loss, sleeping most of the day, treatments no longer helping.
- Hospice teams include nurses, aides, social workers and chaplains, and are on call 24/7.
- In the last days: mouth care, gentle repositioning and your presence bring comfort; hearing may remain, so keep talking to them.`,
    sources: [Src.hospice, Src.nia, Src.caringInfo],
  },
  {
    slug: 'adult-day-care',
    title: 'Adult day programs',
    keywords:
      'adult day care adult day program day center senior center day program daytime supervision social day program adult day health',
    body: `- Adult day programs offer company, activities, meals and supervision during the day; some add nursing and therapy.
- They give your loved one a social life and you regular hours for work or rest.
- Visit first and start with a few short days; it often takes a few weeks to settle in.
- Medicaid waivers, the VA and sliding-scale fees may help pay; the Eldercare Locator lists local programs.`,
    sources: [Src.eldercare, Src.arch],
  },
  {
    slug: 'moving-in-together',
    title: 'Living together: when a parent moves in',
    keywords:
      'move in with me moving in live with us living together parent moving in live with my family multigenerational home setting up a room spouse kids',
    body: `- Talk through expectations first: privacy, money, chores, and what happens if care needs grow.
- Set up a ground-floor bedroom near a bathroom if you can, with the safety changes for falls.
- Keep time for your partner and children; plan breaks from the start.
- Look into adult day programs and in-home help early, before you are exhausted.`,
    sources: [Src.fca, Src.aarpCaregiving],
  },
  {
    slug: 'care-manager',
    title: 'Getting a professional to coordinate care',
    keywords:
      'geriatric care manager aging life care manager care coordinator social worker case manager coordinate care professional advocate navigator',
    body: `- An aging life care (geriatric care) manager is a nurse or social worker who assesses needs, finds services and coordinates care; most charge by the hour.
- Hospitals, Medicare Advantage plans and Medicaid programs often have free case managers: ask for one.
- Your Area Agency on Aging offers free options counselling about local services.
- Especially useful when you live far away, family disagrees, or needs change fast.`,
    sources: [Src.eldercare, Src.fca],
  },
];
