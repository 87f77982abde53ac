import { useCallback } from 'react';
import { ErrorCodes } from '@tend/contracts';
import { isApiError, NetworkFailedCode, serverMessage } from '../lib/api-error';
import type { MessageId } from './catalogue';
import { useLanguage } from './LanguageProvider';
import { baseLanguage, type Language } from './languages';
import './parts/refusals';

/** The forms whose refusals a caregiver reads, each with the refusals only it can get. */
export type RefusalForm =
  'signUp' | 'signIn' | 'passwordReset' | 'profile' | 'checkIn' | 'circle' | 'medicine';

type ByCode = Partial<Record<string, MessageId>>;

/** What any form's refusal means, by its code alone. */
const anyForm: ByCode = {
  [NetworkFailedCode]: 'refusal.network',
  [ErrorCodes.tooMany]: 'refusal.tooMany',
  [ErrorCodes.unavailable]: 'refusal.unavailable',
  [ErrorCodes.coachModelUnavailable]: 'refusal.unavailable',
  [ErrorCodes.internal]: 'refusal.internal',
  [ErrorCodes.unauthorized]: 'refusal.signInAgain',
  [ErrorCodes.forbidden]: 'refusal.forbidden',
  [ErrorCodes.notFound]: 'refusal.notFound',
  [ErrorCodes.tooLarge]: 'refusal.tooLarge',
  [ErrorCodes.validation]: 'refusal.invalid',
  [ErrorCodes.badRequest]: 'refusal.invalid',
  [ErrorCodes.conflict]: 'refusal.conflict',
  [ErrorCodes.signupTokenInvalid]: 'refusal.signup.link',
  [ErrorCodes.resetLinkGone]: 'refusal.reset.linkGone',
  [ErrorCodes.passwordIncorrect]: 'refusal.password.incorrect',
  [ErrorCodes.circleRoleRequired]: 'refusal.circle.role',
};

/** What a code means on one form, where it says more than anyForm's. */
const byForm: Record<RefusalForm, ByCode> = {
  signIn: { [ErrorCodes.unauthorized]: 'login.invalid' },
  signUp: { [ErrorCodes.conflict]: 'refusal.signup.emailInUse' },
  passwordReset: { [ErrorCodes.gone]: 'refusal.reset.linkGone' },
  profile: { [ErrorCodes.conflict]: 'refusal.profile.emailInUse' },
  checkIn: { [ErrorCodes.validation]: 'refusal.checkIn.answers' },
  circle: {
    [ErrorCodes.conflict]: 'refusal.circle.conflict',
    [ErrorCodes.gone]: 'refusal.circle.gone',
    [ErrorCodes.unsupportedFile]: 'refusal.circle.fileType',
  },
  medicine: {
    [ErrorCodes.conflict]: 'refusal.medicine.conflict',
    [ErrorCodes.notFound]: 'refusal.medicine.notFound',
  },
};

/** A VALIDATION_FAILED about one input, by the input's name (its last part: `items.0.email`). */
const byField: Partial<Record<string, MessageId>> = {
  email: 'refusal.field.email',
  newEmail: 'refusal.field.email',
  password: 'refusal.field.password',
  newPassword: 'refusal.field.password',
  firstName: 'refusal.field.name',
  lastName: 'refusal.field.name',
  name: 'refusal.field.name',
  at: 'refusal.field.date',
  date: 'refusal.field.date',
  dueAt: 'refusal.field.date',
};

/**
 * The catalogue's message for a failed call on `form`: by the input it is about, then by its code
 * on that form, then by its code anywhere; undefined for a code the web app does not know yet
 * (a service newer than it) and for anything that is not a failed call.
 */
export function refusalMessageId(error: unknown, form: RefusalForm): MessageId | undefined {
  if (!isApiError(error)) return undefined;
  const field = error.code === ErrorCodes.validation ? error.field?.split('.').pop() : undefined;
  const aboutField = field ? byField[field] : undefined;
  return aboutField ?? byForm[form][error.code] ?? anyForm[error.code];
}

/**
 * What a caregiver reads when a call on `form` is refused, in her language. The server writes its
 * refusals in English, the spec's words, as precise as its rule: an English reader reads them as
 * they came. A reader of another language reads the catalogue's message for the error's stable
 * code and field, or the server's words when the web app knows no better. Undefined when there is
 * nothing to say: the form's own fallback shows.
 */
export function refusalText(
  error: unknown,
  form: RefusalForm,
  language: Language,
  t: (id: MessageId) => string,
): string | undefined {
  const server = serverMessage(error);
  if (language === baseLanguage) return server;
  const id = refusalMessageId(error, form);
  if (id) return t(id);
  // A script's own error (not the server's) is in English: the form's fallback says it better.
  return isApiError(error) ? server : undefined;
}

/** `refusal(error)`: what a refused call on `form` says to the reader, in her language. */
export function useRefusal(form: RefusalForm): (error: unknown) => string | undefined {
  const { language, t } = useLanguage();
  return useCallback((error) => refusalText(error, form, language, t), [form, language, t]);
}
