import type { GuidanceTopic } from '../guidance-topic';
import { Src } from './sources';

/** Paying for care, paid family caregiving, and the legal papers. */
export const MoneyLegalTopics: GuidanceTopic[] = [
  {
    slug: 'paid-family-caregiving',
    title: 'Getting paid to care for a family member',
    keywords:
      'get paid paid to care paid caregiver pay me paying family caregiver compensation self-directed self directed care self direction consumer directed cash and counseling medicaid waiver hcbs home and community based services personal care assistance income for caring salary stipend',
    body: `- Many states' Medicaid programs let the person you care for hire and direct their own helper, including a family member (often called self-directed or consumer-directed care).
- Usually the person needs Medicaid and a level of care need set by a state assessment; rules on spouses and legal guardians differ by state.
- Other routes: the VA's caregiver programs for veterans, some long-term care insurance policies, and state family caregiver support programs.
- Start with your state Medicaid office or Area Agency on Aging, and Tend's eligibility check.`,
    sources: [Src.selfDirected, Src.hcbs, Src.eldercare],
  },
  {
    slug: 'paying-for-care',
    title: 'Paying for care: financial help',
    keywords:
      'paying for care cost of care afford expensive money financial help long term care insurance savings reverse mortgage how much does it cost home care cost budget financial assistance benefits',
    body: `- Medicare covers short-term skilled care (after a hospital stay, home health, hospice) but not long-term help with daily care.
- Medicaid covers long-term care for people with low income and savings, at home or in a nursing home; rules vary by state.
- Check long-term care insurance, veterans' benefits, and local programs through the Area Agency on Aging.
- BenefitsCheckUp (from NCOA) finds benefits they may qualify for.
- An elder law attorney can explain Medicaid planning legally and safely.`,
    sources: [Src.benefitsCheckUp, Src.medicare, Src.hcbs],
  },
  {
    slug: 'medicare-medicaid',
    title: 'Medicare and Medicaid: what each covers',
    keywords:
      'medicare medicaid difference dual eligible part a part b part d drug plan advantage plan coverage covered insurance enrollment open enrollment ship counseling',
    body: `- Medicare (65 and over, or with certain disabilities) covers hospital stays, doctors, short-term rehab, home health and hospice; Part D covers medicines.
- Medicaid is run by each state for people with limited income and savings; it covers long-term care at home and in nursing homes.
- Someone can have both ("dual eligible"); Medicaid then helps with Medicare costs.
- Free, unbiased Medicare counselling: your State Health Insurance Assistance Program (SHIP).
- Compare plans every autumn in open enrollment; medicines and pharmacies change year to year.`,
    sources: [Src.medicare, Src.hcbs],
  },
  {
    slug: 'va-caregiver-programs',
    title: "Help for veterans' caregivers",
    keywords:
      'va veteran veterans military vet caregiver support program pcafc comprehensive assistance aid and attendance veterans benefits service connected va respite',
    body: `- The VA Caregiver Support Program helps caregivers of veterans enrolled in VA health care; every VA medical centre has a Caregiver Support Team.
- The Program of Comprehensive Assistance for Family Caregivers can include a monthly stipend for eligible veterans' caregivers.
- Aid and Attendance can add to a VA pension for a veteran who needs help with daily care.
- VA also offers respite, home-based care and the Caregiver Support Line: 1-855-260-3274.`,
    sources: [Src.va],
  },
  {
    slug: 'power-of-attorney',
    title: 'Power of attorney and handling their affairs',
    keywords:
      'power of attorney poa durable power of attorney financial power of attorney legal guardian guardianship conservatorship manage money bank legal papers elder law attorney',
    body: `- A durable power of attorney names someone to handle finances if the person cannot; a health care power of attorney (health care proxy) covers medical decisions.
- They must be signed while the person can still understand what they sign: do it early.
- Without them, a court process (guardianship or conservatorship) may be needed, which is slower and costlier.
- Keep copies with doctors and banks; banks may want their own form too.
- An elder law attorney can draw them up; legal aid may help if money is tight.`,
    sources: [Src.nia, Src.cfpb],
  },
  {
    slug: 'advance-directives',
    title: 'Advance directives and living wills',
    keywords:
      'advance directive living will dnr do not resuscitate polst molst end of life wishes health care proxy resuscitation feeding tube life support talk about wishes fill out forms',
    body: `- An advance directive records what medical care someone wants, and who decides if they cannot (health care proxy).
- Talk about what matters most to them: comfort, being at home, time with family, and which treatments they would or would not want.
- Ask their doctor about a POLST form for someone seriously ill: it turns wishes into medical orders.
- Each state has its own forms, free online; keep copies where they are easy to find and give them to doctors.`,
    sources: [Src.caringInfo, Src.nia],
  },
];
