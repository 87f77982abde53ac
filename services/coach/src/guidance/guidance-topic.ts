/** A public page or site a topic's advice rests on, shown as a link under it. */
export interface GuidanceSource {
  name: string;
  url: string;
}

/** One topic of Tend's built-in guidance, answered when the AI coach is offline. */
export interface GuidanceTopic {
  /** Stable id: the seed upserts by it, the labelled questions name it. */
  slug: string;
  title: string;
  /** Words and phrases caregivers use for the topic, common misspellings included. */
  keywords: string;
  /** Short Markdown bullet list in plain language. */
  body: string;
  sources: GuidanceSource[];
}
