import type { GuidanceSource } from '../guidance-topic';

/** The public organisations Tend's guidance cites; one place, so a moved page is fixed once. */
export const Src = {
  steadi: { name: 'CDC STEADI: Older Adult Fall Prevention', url: 'https://www.cdc.gov/steadi/' },
  cdc: { name: 'Centers for Disease Control and Prevention', url: 'https://www.cdc.gov/' },
  nia: { name: 'National Institute on Aging', url: 'https://www.nia.nih.gov/' },
  niaCaregiving: {
    name: 'National Institute on Aging: Caregiving',
    url: 'https://www.nia.nih.gov/health/caregiving',
  },
  alz: { name: "Alzheimer's Association", url: 'https://www.alz.org/' },
  alzCaregiving: {
    name: "Alzheimer's Association: Caregiving",
    url: 'https://www.alz.org/help-support/caregiving',
  },
  fca: { name: 'Family Caregiver Alliance', url: 'https://www.caregiver.org/' },
  selfDirected: {
    name: 'Medicaid.gov: Self-Directed Services',
    url: 'https://www.medicaid.gov/medicaid/long-term-services-supports/self-directed-services/index.html',
  },
  hcbs: {
    name: 'Medicaid.gov: Home & Community-Based Services',
    url: 'https://www.medicaid.gov/medicaid/home-community-based-services/index.html',
  },
  lifeline988: { name: '988 Suicide & Crisis Lifeline', url: 'https://988lifeline.org/' },
  eldercare: { name: 'Eldercare Locator (1-800-677-1116)', url: 'https://eldercare.acl.gov/' },
  va: { name: 'VA Caregiver Support Program', url: 'https://www.caregiver.va.gov/' },
  arch: { name: 'ARCH National Respite Network', url: 'https://archrespite.org/' },
  medicare: { name: 'Medicare.gov', url: 'https://www.medicare.gov/' },
  careCompare: { name: 'Medicare Care Compare', url: 'https://www.medicare.gov/care-compare/' },
  hospice: {
    name: 'Medicare.gov: Hospice care',
    url: 'https://www.medicare.gov/coverage/hospice-care',
  },
  medlineplus: {
    name: 'MedlinePlus (National Library of Medicine)',
    url: 'https://medlineplus.gov/',
  },
  poison: { name: 'Poison Control (1-800-222-1222)', url: 'https://www.poison.org/' },
  fdaDrugs: { name: 'U.S. Food and Drug Administration: Drugs', url: 'https://www.fda.gov/drugs' },
  ncoa: { name: 'National Council on Aging', url: 'https://www.ncoa.org/' },
  benefitsCheckUp: { name: 'BenefitsCheckUp (NCOA)', url: 'https://benefitscheckup.org/' },
  parkinson: { name: "Parkinson's Foundation", url: 'https://www.parkinson.org/' },
  stroke: { name: 'American Stroke Association', url: 'https://www.stroke.org/' },
  heart: { name: 'American Heart Association', url: 'https://www.heart.org/' },
  diabetes: { name: 'American Diabetes Association', url: 'https://diabetes.org/' },
  lung: { name: 'American Lung Association', url: 'https://www.lung.org/' },
  cancer: { name: 'American Cancer Society', url: 'https://www.cancer.org/' },
  nci: { name: 'National Cancer Institute', url: 'https://www.cancer.gov/' },
  nidcr: {
    name: 'National Institute of Dental and Craniofacial Research',
    url: 'https://www.nidcr.nih.gov/',
  },
  nidcd: {
    name: 'National Institute on Deafness and Other Communication Disorders',
    url: 'https://www.nidcd.nih.gov/',
  },
  nei: { name: 'National Eye Institute', url: 'https://www.nei.nih.gov/' },
  hlaa: { name: 'Hearing Loss Association of America', url: 'https://www.hearingloss.org/' },
  nimh: { name: 'National Institute of Mental Health', url: 'https://www.nimh.nih.gov/' },
  cfpb: { name: 'Consumer Financial Protection Bureau', url: 'https://www.consumerfinance.gov/' },
  ftc: { name: 'Federal Trade Commission: Consumer Advice', url: 'https://consumer.ftc.gov/' },
  napsa: {
    name: 'National Adult Protective Services Association',
    url: 'https://www.napsa-now.org/',
  },
  ombudsman: {
    name: 'National Long-Term Care Ombudsman Resource Center',
    url: 'https://ltcombudsman.org/',
  },
  caregiving: { name: 'National Alliance for Caregiving', url: 'https://www.caregiving.org/' },
  can: { name: 'Caregiver Action Network', url: 'https://www.caregiveraction.org/' },
  fmla: {
    name: 'U.S. Department of Labor: Family and Medical Leave Act',
    url: 'https://www.dol.gov/agencies/whd/fmla',
  },
  ssa: { name: 'Social Security Administration', url: 'https://www.ssa.gov/' },
  nhtsa: { name: 'National Highway Traffic Safety Administration', url: 'https://www.nhtsa.gov/' },
  caringInfo: { name: 'CaringInfo (advance care planning)', url: 'https://www.caringinfo.org/' },
  aarpCaregiving: { name: 'AARP Family Caregiving', url: 'https://www.aarp.org/caregiving/' },
} satisfies Record<string, GuidanceSource>;
