import type { US_STATES } from './eligibility.scoring';

/** Each state's name by its postal code: shown by the eligibility check, read by the coach. */
export const UsStateNames: Record<(typeof US_STATES)[number], string> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
};

/**
 * Each state's name (and DC's) as US Spanish writes it (issue 48): most stay as in English; those
 * with a Spanish form in common use take it (Nueva York, Carolina del Norte, Pensilvania…).
 */
export const UsStateNamesEs: Record<(typeof US_STATES)[number] | 'DC', string> = {
  ...UsStateNames,
  DC: 'Distrito de Columbia',
  HI: 'Hawái',
  LA: 'Luisiana',
  MO: 'Misuri',
  NH: 'Nuevo Hampshire',
  NJ: 'Nueva Jersey',
  NM: 'Nuevo México',
  NY: 'Nueva York',
  NC: 'Carolina del Norte',
  ND: 'Dakota del Norte',
  OR: 'Oregón',
  PA: 'Pensilvania',
  SC: 'Carolina del Sur',
  SD: 'Dakota del Sur',
  WV: 'Virginia Occidental',
};

/** A state's (or DC's) name in a language: the English one, or the US Spanish one. */
export function stateNameIn(
  code: (typeof US_STATES)[number] | 'DC',
  language: 'en' | 'es-US',
): string {
  if (language === 'es-US') return UsStateNamesEs[code];
  return code === 'DC' ? 'District of Columbia' : UsStateNames[code];
}
