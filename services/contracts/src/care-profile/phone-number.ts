/**
 * A phone number as people write it: digits with spaces, a leading +, dashes, dots and brackets,
 * and perhaps an extension ("ext. 12", "x12"). Letters, emoji and other symbols are refused, so
 * a typo is caught while the person is still at the form, and no one is called at "abc-😀".
 */
const PHONE_NUMBER = /^\+?[\d\s().-]*\d[\d\s().-]*(?:\s*(?:ext\.?|x)\s*\d+)?$/i;

export const PhoneNumberMessage =
  'Please enter a phone number using only digits, spaces, + - ( ) . or ext (for example 555-010-0100)';

/** True for a phone number written with phone characters only (an empty field is checked apart). */
export function isPhoneNumber(text: string): boolean {
  return PHONE_NUMBER.test(text);
}
