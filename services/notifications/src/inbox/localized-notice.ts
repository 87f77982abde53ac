import {
  inEveryLanguage,
  type Language,
  type Localized,
  type NotificationType,
} from '@tend/contracts';
import type { NoticeWords } from '../database/schema';

/** An in-app notice in one language: its kind, title and words. */
export interface InboxText extends NoticeWords {
  type: NotificationType;
}

/**
 * An in-app notice in every language, stored whole so each reader reads it in hers. Texts written
 * as objects keyed by language (`{ en: { title, message }, 'es-US': { title, message } }`) are
 * its `words` as they are.
 */
export interface LocalizedNotice {
  type: NotificationType;
  words: Localized<NoticeWords>;
}

/** A notice made by a function of the language, in every language (its kind from English). */
export function noticeInEveryLanguage(make: (language: Language) => InboxText): LocalizedNotice {
  const texts = inEveryLanguage(make);
  return {
    type: texts.en.type,
    words: inEveryLanguage((language) => ({
      title: texts[language].title,
      message: texts[language].message,
    })),
  };
}
