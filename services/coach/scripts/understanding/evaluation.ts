import type { LabelledMessage } from './dataset';

/**
 * What the coach did with one message: the topics it answered with, in order, its language, and
 * the topics it offered as related links (when the reader recorded them).
 */
export interface Prediction {
  id: string;
  answered: string[];
  language: 'en' | 'es';
  related?: string[];
}

export interface Figures {
  messages: number;
  /** The first topic answered is one the message asked for. */
  rightFirst: number;
  multiRequest: number;
  /** Multi-request messages with every request answered by an acceptable topic. */
  everyRequestAnswered: number;
  spanish: number;
  spanishInSpanish: number;
  /** Answers beyond the first that answer a request of the message. */
  furtherAnswered: number;
  /** Answers beyond the first that answer nothing the message asked: a section to scroll past. */
  furtherNotAsked: number;
  /** Related links to a topic the message asked for, and to one it did not (a link that misleads). */
  relatedAsked: number;
  relatedNotAsked: number;
}

/** Scores predictions against the labels (a message without a prediction counts as missed). */
export function figuresOf(
  set: readonly LabelledMessage[],
  predictions: readonly Prediction[],
): Figures {
  const byId = new Map(predictions.map((p) => [p.id, p]));
  const figures: Figures = {
    messages: set.length,
    rightFirst: 0,
    multiRequest: 0,
    everyRequestAnswered: 0,
    spanish: 0,
    spanishInSpanish: 0,
    furtherAnswered: 0,
    furtherNotAsked: 0,
    relatedAsked: 0,
    relatedNotAsked: 0,
  };
  for (const message of set) {
    const predicted = byId.get(message.id);
    const answered = predicted?.answered ?? [];
    const acceptable = new Set(message.requests.flat());
    if (answered[0] && acceptable.has(answered[0])) figures.rightFirst += 1;
    for (const slug of answered.slice(1))
      if (acceptable.has(slug)) figures.furtherAnswered += 1;
      else figures.furtherNotAsked += 1;
    for (const slug of predicted?.related ?? [])
      if (acceptable.has(slug)) figures.relatedAsked += 1;
      else figures.relatedNotAsked += 1;
    if (message.requests.length > 1) {
      figures.multiRequest += 1;
      if (message.requests.every((request) => request.some((slug) => answered.includes(slug))))
        figures.everyRequestAnswered += 1;
    }
    if (message.lang === 'es') {
      figures.spanish += 1;
      if (predicted?.language === 'es') figures.spanishInSpanish += 1;
    }
  }
  return figures;
}

const percent = (part: number, whole: number) =>
  whole ? `${((100 * part) / whole).toFixed(1)}%` : '-';

export function describeFigures(name: string, f: Figures): string {
  return [
    `${name}: ${f.messages} messages`,
    `  right topic first:         ${f.rightFirst}/${f.messages} (${percent(f.rightFirst, f.messages)})   aim ≥ 90%`,
    `  every request answered:    ${f.everyRequestAnswered}/${f.multiRequest} (${percent(f.everyRequestAnswered, f.multiRequest)})   aim ≥ 80%`,
    `  Spanish answered in Spanish: ${f.spanishInSpanish}/${f.spanish} (${percent(f.spanishInSpanish, f.spanish)})   aim 100%`,
    `  further answers: ${f.furtherAnswered} answer a request, ${f.furtherNotAsked} answer nothing asked`,
    `  related links: ${f.relatedAsked} to a topic asked for, ${f.relatedNotAsked} to one not asked`,
  ].join('\n');
}
