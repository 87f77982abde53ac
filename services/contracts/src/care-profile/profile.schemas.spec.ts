import { UpdateCommunicationSettingsBody } from './communication-settings.schemas';
import {
  CreateCareRecipientBody,
  PhoneNumberMessage,
  SaveProfileBody,
  UpdateProfileBody,
} from './profile.schemas';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

const at = '2025-09-01T12:00:00.000Z';
const onboarding = {
  name: 'Maria Lopez',
  location: 'Newark, NJ',
  phoneNumber: '',
  isOnboardingComplete: true,
  agreedToTermsAt: at,
  agreedToPrivacyAt: at,
  consentedToDataUsageAt: at,
};
const recipient = { name: 'Rosa', relationship: 'parent', conditions: ['dementia'] };

describe('onboarding messages (docs/product-spec.md section 5)', () => {
  it.each([
    ['a complete form', onboarding, undefined],
    ['no name', { ...onboarding, name: undefined }, 'Name is required'],
    ['a blank name', { ...onboarding, name: '   ' }, 'Name is required'],
    ['no location', { ...onboarding, location: '' }, 'Location is required'],
    [
      'a phone number with letters and an emoji',
      { ...onboarding, phoneNumber: 'abc-😀' },
      'Please enter a phone number using only digits, spaces, + - ( ) . or ext (for example 555-010-0100)',
    ],
    [
      'a phone number with an extension',
      { ...onboarding, phoneNumber: '(973) 555-0100 ext. 4' },
      undefined,
    ],
    [
      'terms not ticked',
      { ...onboarding, agreedToTermsAt: null },
      'You must accept the Terms of Service to continue',
    ],
    [
      'privacy not ticked',
      { ...onboarding, agreedToPrivacyAt: null },
      'You must accept the Privacy Policy to continue',
    ],
    [
      'data usage not ticked',
      { ...onboarding, consentedToDataUsageAt: undefined },
      'You must consent to data usage to use our services',
    ],
    [
      'boxes unticked while only saving',
      { ...onboarding, isOnboardingComplete: false, agreedToTermsAt: null },
      undefined,
    ],
    [
      'the name is checked before the boxes',
      { ...onboarding, name: '', agreedToTermsAt: null },
      'Name is required',
    ],
  ])('%s', (_case, body, message) => {
    expect(firstMessage(SaveProfileBody.safeParse(body))).toBe(message);
  });

  it('reads an empty phone number as none and completes by default', () => {
    const { isOnboardingComplete: _omitted, ...rest } = onboarding;
    expect(SaveProfileBody.parse(rest)).toMatchObject({
      phoneNumber: null,
      isOnboardingComplete: true,
    });
  });
});

describe('care recipient messages (docs/product-spec.md section 5)', () => {
  it.each([
    ['a complete recipient', recipient, undefined],
    [
      'from an eligibility check',
      { ...recipient, relationship: 'adult_child', insuranceType: 'medicaid' },
      undefined,
    ],
    ['no name', { ...recipient, name: ' ' }, 'Care recipient name is required'],
    ['no relationship', { ...recipient, relationship: '' }, 'Relationship is required'],
    [
      'a missing relationship',
      { ...recipient, relationship: undefined },
      'Relationship is required',
    ],
    [
      'an unknown relationship',
      { ...recipient, relationship: 'boss' },
      'Please choose a relationship from the list',
    ],
    ['no condition', { ...recipient, conditions: [] }, 'Please select at least one condition'],
    [
      'missing conditions',
      { ...recipient, conditions: undefined },
      'Please select at least one condition',
    ],
    [
      'an unknown condition',
      { ...recipient, conditions: ['flu'] },
      'Please choose conditions from the list',
    ],
    [
      'an unknown insurance',
      { ...recipient, insuranceType: 'gold' },
      'Please choose an insurance type from the list',
    ],
  ])('%s', (_case, body, message) => {
    expect(firstMessage(CreateCareRecipientBody.safeParse(body))).toBe(message);
  });

  it('keeps each condition once', () => {
    expect(
      CreateCareRecipientBody.parse({ ...recipient, conditions: ['cancer', 'cancer'] }).conditions,
    ).toEqual(['cancer']);
  });
});

describe('avatar and communication settings', () => {
  it.each([
    ['a known avatar', { careCoachAvatar: 'indian_male' }, undefined],
    [
      'an unknown avatar',
      { careCoachAvatar: 'robot' },
      'Please choose one of the care coach avatars.',
    ],
    ['nothing', {}, 'Nothing to update'],
    ['a phone number', { phoneNumber: '(973) 555-0100' }, undefined],
    ['a phone number that is not one', { phoneNumber: 'call me' }, PhoneNumberMessage],
  ])('%s', (_case, body, message) => {
    expect(firstMessage(UpdateProfileBody.safeParse(body))).toBe(message);
  });

  it.each([
    ['one toggle', { smsNotifications: true }, undefined],
    ['nothing', {}, 'Nothing to update'],
    ['not a boolean', { smsNotifications: 'yes' }, 'Each setting must be true or false'],
    [
      'an unknown setting',
      { faxNotifications: true },
      'Only emailNotifications, smsNotifications, pushNotifications and tipNotifications can be changed',
    ],
  ])('%s', (_case, body, message) => {
    expect(firstMessage(UpdateCommunicationSettingsBody.safeParse(body))).toBe(message);
  });
});
