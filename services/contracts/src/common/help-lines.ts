/**
 * The free US help lines Tend sends people to, each written once: its number as shown and read
 * aloud, and the addresses a phone dials or texts. The coach's guidance, its crisis line and
 * /coach-safety, and the resources page all read them from here.
 */
export interface HelpLine {
  name: string;
  /** As shown and read aloud. */
  number: string;
  /** What a tap dials. */
  call: string;
  /** What a tap texts, for a line that takes texts. */
  text?: string;
}

export const HelpLines = {
  emergency: { name: 'Emergency', number: '911', call: 'tel:911' },
  lifeline: {
    name: '988 Suicide & Crisis Lifeline',
    number: '988',
    call: 'tel:988',
    text: 'sms:988',
  },
  poisonControl: { name: 'Poison Control', number: '1-800-222-1222', call: 'tel:+18002221222' },
  eldercareLocator: {
    name: 'Eldercare Locator',
    number: '1-800-677-1116',
    call: 'tel:+18006771116',
  },
  domesticViolence: {
    name: 'National Domestic Violence Hotline',
    number: '1-800-799-7233',
    call: 'tel:+18007997233',
    // Texted with the word START.
    text: 'sms:88788',
  },
  alzheimers: {
    name: "Alzheimer's Association Helpline",
    number: '1-800-272-3900',
    call: 'tel:+18002723900',
  },
} as const satisfies Record<string, HelpLine>;
