import { EmergencyLine } from './emergency-line';

/**
 * The free US help lines Tend sends people to, each written once: its number as shown and read
 * aloud, the addresses a phone dials or texts, and the page of the line's own organisation (or the
 * agency that runs it) that states the number. The coach's guidance, its crisis line and
 * /coach-safety, the resources page, the check-in's recommendations and inbox notices all read
 * them from here; the coach's library (services/coach/library) writes them in its prose, and
 * gateway/test/contracts/help-lines.test.ts fails on any number shown anywhere that is not here.
 */
export interface HelpLine {
  name: string;
  /** As shown and read aloud. */
  number: string;
  /** What a tap dials. */
  call: string;
  /** What to press once connected, for a line reached through another line's number. */
  press?: string;
  /** What a tap texts, for a line that takes texts. */
  text?: string;
  /** The number texted, as shown, when it is not `number`. */
  textNumber?: string;
  /** The word to text, for a line that asks for one. */
  textKeyword?: string;
  /** The official page that states the number. */
  source: { title: string; url: string };
  /** For a line that also answers in Spanish: the page that says how to reach it in Spanish. */
  spanish?: { source: { title: string; url: string } };
}

export const HelpLines = {
  emergency: EmergencyLine,
  lifeline: {
    name: '988 Suicide & Crisis Lifeline',
    number: '988',
    call: 'tel:988',
    text: 'sms:988',
    source: {
      title: '988 Lifeline: What to expect (press 2 for Spanish; text AYUDA)',
      url: 'https://988lifeline.org/get-help/what-to-expect',
    },
    spanish: {
      source: {
        title: '988 Lifeline: What to expect (press 2 for Spanish; text AYUDA)',
        url: 'https://988lifeline.org/get-help/what-to-expect',
      },
    },
  },
  veteransCrisisLine: {
    name: 'Veterans Crisis Line',
    number: '988',
    press: '1',
    call: 'tel:988',
    source: {
      title: '988 Lifeline: What to expect (press 1 for the Veterans Crisis Line)',
      url: 'https://988lifeline.org/get-help/what-to-expect',
    },
  },
  poisonControl: {
    name: 'Poison Control',
    number: '1-800-222-1222',
    call: 'tel:+18002221222',
    source: { title: 'Poison Control (poison.org)', url: 'https://www.poison.org/' },
  },
  eldercareLocator: {
    name: 'Eldercare Locator',
    number: '1-800-677-1116',
    call: 'tel:+18006771116',
    source: {
      title: 'USAging: Eldercare Locator (National Call Center)',
      url: 'https://usaging.org/eldercareloc',
    },
  },
  domesticViolence: {
    name: 'National Domestic Violence Hotline',
    number: '1-800-799-7233',
    call: 'tel:+18007997233',
    text: 'sms:88788',
    textNumber: '88788',
    textKeyword: 'START',
    source: {
      title: 'DOJ Office for Victims of Crime: National Domestic Violence Hotline',
      url: 'https://ovc.ojp.gov/news/grantee-news/national-domestic-violence-hotline-answers-6-million-contacts',
    },
  },
  alzheimers: {
    name: "Alzheimer's Association Helpline",
    number: '1-800-272-3900',
    call: 'tel:+18002723900',
    source: {
      title: "KWQC: Alzheimer's Association 24/7 Helpline, 800.272.3900",
      url: 'https://www.kwqc.com/2021/12/17/247-helpline-available-families-facing-alzheimers-during-holidays/',
    },
    spanish: {
      source: {
        title:
          "AARP en español: Recursos para cuidar en California (Alzheimer's Association, presiona 2 para español)",
        url: 'https://www.aarp.org/espanol/estados/california-recursos-cuidar.html',
      },
    },
  },
  aarpCaregivingSpanish: {
    name: 'AARP: Línea de Recursos de Apoyo a los Cuidadores',
    number: '1-888-971-2013',
    call: 'tel:+18889712013',
    source: {
      title:
        'AARP en español: Recursos para cuidar (la línea en español, de lunes a viernes de 7 a.m. a 11 p.m., hora del este)',
      url: 'https://www.aarp.org/espanol/estados/nuevo-jersey-recursos-cuidar.html',
    },
  },
  communityServices: {
    name: '211 (local community services)',
    number: '211',
    call: 'tel:211',
    source: {
      title: 'FCC assigns 211 for community information and referral services',
      url: 'https://transition.fcc.gov/Bureaus/Common_Carrier/News_Releases/2000/nrcc0036.html',
    },
  },
  socialSecurity: {
    name: 'Social Security',
    number: '1-800-772-1213',
    call: 'tel:+18007721213',
    source: {
      title: 'SSA Handbook §110: The Function of the Social Security Office',
      url: 'https://www.ssa.gov/OP_Home/handbook/handbook.01/handbook-0110.html',
    },
  },
  medicare: {
    name: 'Medicare',
    number: '1-800-MEDICARE (1-800-633-4227)',
    call: 'tel:+18006334227',
    source: {
      title: 'SHIP National Technical Assistance Center: Medicare FAQ',
      url: 'https://www.shiphelp.org/?p=2',
    },
  },
  vaHealthCare: {
    name: 'VA health care (enrollment)',
    number: '1-877-222-8387',
    call: 'tel:+18772228387',
    source: {
      title: 'VA: Health Care Enrollment and Eligibility',
      url: 'https://www.va.gov/healthbenefits/resources/publications/hbco/hbco_enrollment_eligibility.asp',
    },
  },
  vaCaregiverSupport: {
    name: 'VA Caregiver Support Line',
    number: '1-855-260-3274',
    call: 'tel:+18552603274',
    source: {
      title: 'VA News: National Family Caregivers Month (Caregiver Support Line)',
      url: 'https://news.va.gov/?p=6741',
    },
  },
  vaBenefits: {
    name: 'VA benefits',
    number: '1-800-827-1000',
    call: 'tel:+18008271000',
    source: {
      title: "NYC Department of Veterans' Services: VBA regional offices (call 1-800-827-1000)",
      url: 'https://www.ourveterans.nyc/20200419_veterans_benefits_administration_regional_offices_closed',
    },
  },
  nami: {
    name: 'NAMI HelpLine',
    number: '1-800-950-6264',
    call: 'tel:+18009506264',
    source: { title: 'NAMI: 988 crisis response (NAMI HelpLine)', url: 'https://nami.org/?p=4491' },
  },
  parkinsons: {
    name: "Parkinson's Foundation Helpline",
    number: '1-800-4PD-INFO (1-800-473-4636)',
    call: 'tel:+18004734636',
    source: {
      title: 'National Parkinson Foundation: Helpline 1-800-4PD-INFO answers 50,000 calls',
      url: 'https://prnewswire.com/news-releases/the-national-parkinson-foundation-answers-50000-helpline-calls-300182535.html',
    },
  },
  cancer: {
    name: 'American Cancer Society',
    number: '1-800-227-2345',
    call: 'tel:+18002272345',
    source: {
      title: 'American Cancer Society: What cancer navigators do (24/7 helpline)',
      url: 'https://cancer.org/cancer/patient-navigation/what-cancer-navigators-do.html',
    },
  },
  lewyLine: {
    name: 'Lewy Body Dementia Association Lewy Line',
    number: '1-800-539-9767',
    call: 'tel:+18005399767',
    source: {
      title: '50plus LIFE: Support available for Lewy body caregivers (Lewy Line)',
      url: 'https://50pluslifepa.com/health/1866-support-available-for-lewy-body-caregivers',
    },
  },
  aftd: {
    name: 'AFTD HelpLine',
    number: '1-866-507-7222',
    call: 'tel:+18665077222',
    source: { title: 'AFTD HelpLine', url: 'https://theaftd.org/aftd-helpline/' },
  },
  msSociety: {
    name: 'National MS Society',
    number: '1-800-344-4867',
    call: 'tel:+18003444867',
    source: {
      title: 'Disability Info: Multiple sclerosis (National Multiple Sclerosis Society)',
      url: 'https://disabilityinfo.org/fact-sheet-library/disabilitiesillnesses/multiple-sclerosis/',
    },
  },
  brainInjury: {
    name: 'Brain Injury Association of America',
    number: '1-800-444-6443',
    call: 'tel:+18004446443',
    source: {
      title: "NARIC: Librarian's Picks, Traumatic Brain Injury (BIAA Family Helpline)",
      url: 'https://naric.com/?q=node/75',
    },
  },
  floridaElderHelpline: {
    name: 'Florida Elder Helpline',
    number: '1-800-963-5337',
    call: 'tel:+18009635337',
    source: {
      title: 'Florida OPPAGA: Department of Elder Affairs, Information and Assistance',
      url: 'https://oppaga.fl.gov/ProgramSummary/ProgramDetail?programNumber=5032',
    },
  },
  wageAndHour: {
    name: 'Department of Labor Wage and Hour Division',
    number: '1-866-487-9243',
    call: 'tel:+18664879243',
    source: {
      title: 'DOL Wage and Hour Division: How to file a complaint',
      url: 'https://www.dol.gov/agencies/whd/contact/complaints',
    },
  },
  irs: {
    name: 'IRS',
    number: '1-800-829-1040',
    call: 'tel:+18008291040',
    source: {
      title: 'Taxpayer Advocate Service: IRS Tax Law Phone Line',
      url: 'https://www.taxpayeradvocate.irs.gov/notices/irs-tax-law-phone-line/',
    },
  },
  elderFraud: {
    name: 'National Elder Fraud Hotline',
    number: '1-833-372-8311',
    call: 'tel:+18333728311',
    source: {
      title: 'DOJ Office for Victims of Crime: National Elder Fraud Hotline',
      url: 'https://ovc.ojp.gov/program/stop-elder-fraud',
    },
  },
  aarpFraudWatch: {
    name: 'AARP Fraud Watch Network Helpline',
    number: '1-877-908-3360',
    call: 'tel:+18779083360',
    source: {
      title: 'AARP: Fraud Watch Network Keeps You Aware of Scams',
      url: 'https://www.aarp.org/money/scams-fraud/info-2020/overview.html',
    },
  },
  tsaCares: {
    name: 'TSA Cares',
    number: '1-855-787-2227',
    call: 'tel:+18557872227',
    source: {
      title: 'TSA: Passenger Support',
      url: 'https://www.tsa.gov/travel/passenger-support',
    },
  },
} as const satisfies Record<string, HelpLine>;
