import { EmergencyKinds, type EmergencyKind } from './kinds';

/**
 * What the moderation endpoint's categories add: self-harm is the suicide kind; violence or a
 * threat of harm means someone may be in danger from another person, whose guidance (911 when in
 * danger, Adult Protective Services) fits whoever is hurting whom. Other categories add nothing.
 */
const kindOfCategory: Record<string, EmergencyKind> = {
  'self-harm': 'suicide',
  'self-harm/intent': 'suicide',
  'self-harm/instructions': 'suicide',
  violence: 'abuse_neglect',
  'harassment/threatening': 'abuse_neglect',
};

export function kindsFromModeration(categories: readonly string[]): EmergencyKind[] {
  const kinds = new Set(categories.map((c) => kindOfCategory[c]).filter((k) => k !== undefined));
  return EmergencyKinds.filter((kind) => kinds.has(kind));
}

/** The rules' kinds with the second opinion's added: it can add a warning, never take one away. */
export function withSecondOpinion(
  rules: readonly EmergencyKind[],
  moderation: readonly EmergencyKind[],
): EmergencyKind[] {
  const all = new Set([...rules, ...moderation]);
  return EmergencyKinds.filter((kind) => all.has(kind));
}
