/** A public page or site a topic's advice rests on, shown as a link under it. */
export interface GuidanceSource {
  name: string;
  url: string;
}

/** The languages the coach understands and answers in. */
export const Languages = ['en', 'es'] as const;
export type Language = (typeof Languages)[number];

/** A topic as written for one language. */
export interface TopicText {
  title: string;
  /** Words and phrases caregivers use for the topic, common misspellings included. */
  keywords: string;
  /** Short Markdown bullet list in plain language: steps for tonight, what to say, when to call. */
  body: string;
  /** Messages as caregivers write them that this topic answers: what retrieval learns from. */
  examples: string[];
  /** One sentence that says what living through this is like: the answer opens with it. */
  heard?: string;
}

/** One topic of Tend's built-in guidance, answered when the AI coach is offline. */
export interface GuidanceTopic extends TopicText {
  /** Stable id: the seed upserts by it, the labelled messages name it. */
  slug: string;
  /** The library file it is written in (dementia, health, money-legal...). */
  domain: string;
  sources: GuidanceSource[];
  /** The same topic written for Spanish-speaking caregivers (not translated word for word). */
  es: TopicText;
}

/** A topic's text in a language. */
export const topicText = (topic: GuidanceTopic, language: Language): TopicText =>
  language === 'es' ? topic.es : topic;
