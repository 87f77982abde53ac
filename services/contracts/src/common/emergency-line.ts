import type { HelpLine } from './help-lines';

/**
 * 911 (HelpLines.emergency), in a module of its own: the web's landing says it, and the module a
 * first download imports from goes in it whole, so importing it from help-lines.ts brought every
 * other line along.
 */
export const EmergencyLine = {
  name: 'Emergency',
  number: '911',
  call: 'tel:911',
  source: {
    title: 'FCC: What You Need To Know About Calling 911 From Your Wireless Phone',
    url: 'https://docs.fcc.gov/public/attachments/DOC-237653A2.txt',
  },
} as const satisfies HelpLine;
