/** The lines the safety guidance sends people to: each number written once. */
export const call911 =
  '**Call 911 now.** Stay on the line: the dispatcher will tell you what to do until help arrives.';
export const poisonControl =
  '**Call Poison Control at 1-800-222-1222** now (free, any time, in English and Spanish), with the bottle or product in hand. **Call 911 instead** if they are hard to wake, having a seizure or having trouble breathing.';
export const lifeline =
  '**Call or text 988**, the Suicide & Crisis Lifeline (free, confidential, any time; chat at 988lifeline.org; en español, marque 988 y oprima 2).';
export const eldercare = 'the **Eldercare Locator** (1-800-677-1116, eldercare.acl.gov)';
export const dvHotline =
  '**National Domestic Violence Hotline** (1-800-799-7233, or text START to 88788)';
