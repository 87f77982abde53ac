/**
 * The help lines the coach's screen and its crisis page give, each written once: its number as
 * shown, and the addresses a phone dials or texts. The coach's own emergency guidance (services/
 * coach) names the same lines.
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
} as const satisfies Record<string, HelpLine>;
