import { isPhoneNumber } from './phone-number';

describe('phone number characters', () => {
  it.each([
    ['555-0100', true],
    ['(973) 555-0100', true],
    ['+1 973.555.0100', true],
    ['+44 20 7946 0958', true],
    ['973-555-0100 ext. 12', true],
    ['973-555-0100 ext 12', true],
    ['973 555 0100 x12', true],
    ['abc-😀', false],
    ['😀', false],
    ['555-CALL-NOW', false],
    ['+', false],
    ['()-.', false],
    ['555+0100', false],
    ['555 0100 ext', false],
    ['555#0100', false],
    ['<script>', false],
  ])('%j is a phone number: %s', (text, expected) => {
    expect(isPhoneNumber(text)).toBe(expected);
  });
});
