/**
 * The state a five-digit zip code belongs to, from its first three digits (the USPS sectional
 * center prefixes). A few prefixes cross a state line at the edges; those, and prefixes not
 * assigned, give undefined: the checker only questions a zip code it is sure about.
 */
const PrefixRanges: Record<string, readonly (readonly [number, number])[]> = {
  AL: [[350, 369]],
  AK: [[995, 999]],
  AZ: [[850, 865]],
  AR: [[716, 729]],
  CA: [[900, 961]],
  CO: [[800, 816]],
  CT: [[60, 69]],
  DE: [[197, 199]],
  DC: [
    [200, 200],
    [202, 205],
  ],
  FL: [[320, 349]],
  GA: [
    [300, 319],
    [398, 399],
  ],
  HI: [[967, 968]],
  ID: [[832, 838]],
  IL: [[600, 629]],
  IN: [[460, 479]],
  IA: [[500, 528]],
  KS: [[660, 679]],
  KY: [[400, 427]],
  LA: [[700, 714]],
  ME: [[39, 49]],
  MD: [[206, 219]],
  MA: [
    [10, 27],
    [55, 55],
  ],
  MI: [[480, 499]],
  MN: [[550, 567]],
  MS: [[386, 397]],
  MO: [[630, 658]],
  MT: [[590, 599]],
  NE: [[680, 693]],
  NV: [[889, 898]],
  NH: [[30, 38]],
  NJ: [[70, 89]],
  NM: [[870, 884]],
  NY: [
    [5, 5],
    [100, 149],
  ],
  NC: [[270, 289]],
  ND: [[580, 588]],
  OH: [[430, 459]],
  OK: [
    [730, 731],
    [734, 749],
  ],
  OR: [[970, 979]],
  PA: [[150, 196]],
  RI: [[28, 29]],
  SC: [[290, 299]],
  SD: [[570, 577]],
  TN: [[370, 385]],
  TX: [
    [733, 733],
    [750, 799],
    [885, 885],
  ],
  UT: [[840, 847]],
  VT: [
    [50, 54],
    [56, 59],
  ],
  VA: [
    [201, 201],
    [220, 246],
  ],
  WA: [[980, 994]],
  WV: [[247, 268]],
  WI: [[530, 549]],
  WY: [[820, 831]],
};

export const ZipStateNames: Record<'DC', string> = { DC: 'the District of Columbia' };

/** The state (or DC) of a five-digit zip code, or undefined where its prefix does not say for sure. */
export function stateOfZip(zipCode: string): string | undefined {
  if (!/^\d{5}$/.test(zipCode)) return undefined;
  const prefix = Number(zipCode.slice(0, 3));
  for (const [state, ranges] of Object.entries(PrefixRanges))
    if (ranges.some(([from, to]) => prefix >= from && prefix <= to)) return state;
  return undefined;
}
