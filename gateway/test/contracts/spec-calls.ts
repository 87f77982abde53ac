import type { RouteName } from '@tend/contracts';

/**
 * The HTTP calls of docs/product-spec.md section 7, as the web client makes them: the route
 * (its method and path are in contracts' Routes) and the payload fields the spec says it sends.
 * The gateway must answer each, as documented in its OpenAPI document.
 */
export interface SpecCall {
  route: RouteName;
  payload?: string[];
}

export const specCalls: SpecCall[] = [
  { route: 'currentUser' },
  { route: 'sendVerification', payload: ['email', 'firstName', 'lastName'] },
  {
    route: 'completeSignup',
    payload: ['token', 'password', 'agreedToTerms', 'agreedToPrivacy', 'consentedToDataUsage'],
  },
  { route: 'login', payload: ['email', 'password'] },
  { route: 'logout' },
  { route: 'deleteAccount' },
  { route: 'setAnalyticsConsent', payload: ['consent'] },
  { route: 'getProfile' },
  {
    route: 'saveProfile',
    payload: [
      'name',
      'location',
      'phoneNumber',
      'isOnboardingComplete',
      'agreedToTermsAt',
      'agreedToPrivacyAt',
      'consentedToDataUsageAt',
    ],
  },
  { route: 'updateProfile', payload: ['careCoachAvatar'] },
  { route: 'listRecipients' },
  { route: 'createRecipient', payload: ['name', 'relationship', 'conditions', 'insuranceType'] },
  { route: 'listAssessments' },
  { route: 'submitAssessment', payload: ['responses', 'score'] },
  { route: 'listEligibilityResults' },
  { route: 'submitSupport', payload: ['subject', 'category', 'message'] },
  { route: 'getCommunicationSettings' },
  { route: 'updateCommunicationSettings' },
  { route: 'listConversations' },
  { route: 'createConversation', payload: ['title'] },
  { route: 'renameConversation', payload: ['title'] },
  { route: 'deleteConversation' },
  { route: 'listMessages' },
  { route: 'sendMessage', payload: ['content', 'attachments'] },
  { route: 'giveFeedback', payload: ['messageId', 'feedback'] },
  { route: 'requestUpload' },
  { route: 'unsubscribe' },
  { route: 'listSources' },
  { route: 'listJobs' },
  {
    route: 'createSource',
    payload: [
      'name',
      'baseUrl',
      'category',
      'crawlDepth',
      'crawlFrequency',
      'allowedPatterns',
      'blockedPatterns',
      'robotsTxtCompliant',
      'tosReviewed',
      'legalReviewNotes',
    ],
  },
  { route: 'approveSource', payload: ['legalNotes'] },
  { route: 'emergencyStop', payload: ['reason'] },
  { route: 'listNotifications' },
  { route: 'markNotificationRead' },
  { route: 'markAllNotificationsRead' },
  { route: 'getPublicConfig' },
];

/** Browser navigations, not data calls: they answer with a redirect. */
export const navigations: { route: RouteName; location: string }[] = [
  { route: 'loginNavigation', location: '/login' },
  { route: 'logoutNavigation', location: '/' },
];
