import type { EmergencyKind } from '../kinds';

/**
 * One way of recognising a kind: a pattern, or several that must all be found somewhere in the
 * message (a symptom and its context, in any order). Patterns see the normalised message.
 */
export type Pattern = RegExp | RegExp[];

export interface Rule {
  kind: EmergencyKind;
  patterns: Pattern[];
}

/** Pieces the rule tables share, written for the normalised spelling (see normalise.ts). */
export const relative = String.raw`(?:mom|mother|dad|father|husband|wife|grandma|grandpa|grandmother|grandfather|granny|nana|papa|partner|brother|sister|son|daughter|aunt|uncle|patient|client|friend|neighbor|neighbour|father in law|mother in law)`;
export const person = String.raw`(?:he|she|they|him|her|them|${relative}|my ${relative}|the patient)`;
export const his = String.raw`(?:his|her|their|my|the|your)`;
/** Someone, not a thing: "her" followed by a noun is a possessive ("her glasses"), not a person. */
export const someoneNotThing = String.raw`(?:(?:him|them)\b|her\b(?! (?!(?:anywhere|and|in|at|or|since|for|outside|inside|now|either|this|today|tonight)\b)[a-z]{3,})|(?:my|our) ${relative}\b(?!')|${relative}\b(?!'))`;
/** Said about preventing or learning, not about something happening ("how to prevent choking"). */
export const notAbout = String.raw`(?<!\b(?:prevent|prevents|preventing|prevention|avoid|avoiding|reduce|reducing|risk|risks|danger|dangers|chance|signs|symptoms|tips|how to|recogni[sz]e|recogni[sz]ing|spot|spotting|identify|learn|learning|class|course|training|keep|stop|about|of a|with a|history|recovering|recovery)\b(?: \S+){0,3} )`;

export const re = (source: string): RegExp => new RegExp(source);
