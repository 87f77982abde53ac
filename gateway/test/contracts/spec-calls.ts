/**
 * The HTTP calls of docs/product-spec.md section 7, as the web client makes them: method, path, and the payload
 * fields it sends. The gateway must answer each, as documented in its OpenAPI document.
 */
export interface SpecCall {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  payload?: string[];
  /** The path as the OpenAPI document names it, when it differs. */
  documentedAs?: string;
}

export const specCalls: SpecCall[] = [
  { method: 'get', path: '/api/auth/user' },
  {
    method: 'post',
    path: '/api/auth/send-verification',
    payload: ['email', 'firstName', 'lastName'],
  },
  {
    method: 'post',
    path: '/api/auth/complete-signup',
    payload: ['token', 'password', 'agreedToTerms', 'agreedToPrivacy', 'consentedToDataUsage'],
  },
  { method: 'post', path: '/api/auth/login', payload: ['email', 'password'] },
  { method: 'post', path: '/api/auth/logout' },
  { method: 'delete', path: '/api/auth/account' },
  { method: 'put', path: '/api/user/analytics-consent', payload: ['consent'] },
  { method: 'get', path: '/api/profile' },
  {
    method: 'post',
    path: '/api/profile',
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
  { method: 'patch', path: '/api/profile', payload: ['careCoachAvatar'] },
  { method: 'get', path: '/api/recipients' },
  {
    method: 'post',
    path: '/api/recipients',
    payload: ['name', 'relationship', 'conditions', 'insuranceType'],
  },
  { method: 'get', path: '/api/assessments' },
  { method: 'post', path: '/api/assessments', payload: ['responses', 'score'] },
  { method: 'get', path: '/api/eligibility' },
  { method: 'post', path: '/api/support', payload: ['subject', 'category', 'message'] },
  { method: 'get', path: '/api/communication-settings' },
  { method: 'patch', path: '/api/communication-settings' },
  { method: 'get', path: '/api/chat/conversations' },
  { method: 'post', path: '/api/chat/conversations', payload: ['title'] },
  { method: 'put', path: '/api/chat/conversations/{id}', payload: ['title'] },
  { method: 'delete', path: '/api/chat/conversations/{id}' },
  { method: 'get', path: '/api/chat/conversations/{id}/messages' },
  {
    method: 'post',
    path: '/api/chat/conversations/{id}/messages',
    payload: ['content', 'attachments'],
  },
  { method: 'post', path: '/api/chat/feedback', payload: ['messageId', 'feedback'] },
  { method: 'post', path: '/api/chat/upload' },
  // The token is the rest of the path (long addresses make long tokens), documented as {path}.
  { method: 'get', path: '/api/unsubscribe/{token}', documentedAs: '/api/unsubscribe/{path}' },
  { method: 'get', path: '/api/discovery/sources' },
  { method: 'get', path: '/api/discovery/jobs' },
  {
    method: 'post',
    path: '/api/discovery/sources',
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
  { method: 'post', path: '/api/discovery/sources/{id}/approve', payload: ['legalNotes'] },
  { method: 'post', path: '/api/discovery/sources/{id}/emergency-stop', payload: ['reason'] },
  { method: 'get', path: '/api/notifications' },
  { method: 'post', path: '/api/notifications/{id}/read' },
  { method: 'post', path: '/api/notifications/read-all' },
  { method: 'get', path: '/api/config' },
];

/** Browser navigations, not data calls: they answer with a redirect. */
export const navigations = [
  { path: '/api/login', location: '/login' },
  { path: '/api/logout', location: '/' },
];
