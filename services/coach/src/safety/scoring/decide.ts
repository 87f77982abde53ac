import {
  GroupKind,
  GroupOf,
  SafetyGroups,
  UrgentGroups,
  mergeFindings,
  type SafetyFinding,
  type SafetyGroup,
  type SafetyLevel,
} from '../kinds';
import type { RuleReading } from '../triage';
import type { MessageScores } from './safety-model';

export interface Thresholds {
  /** The crisis score from which a message is a concern. */
  concern: number;
  /** The emergency score from which it is an emergency. */
  emergency: number;
  /** The crisis score from which a crisis of an urgent group is an emergency by itself. */
  urgent: number;
}

/** A second group is named too when the model is this sure of it (a fall and a stroke). */
const AlsoGroup = 0.35;

/** The groups of help a crisis needs: the likeliest, any the model is sure of, any a rule heard. */
function groupsOf(scores: MessageScores, reading: RuleReading): SafetyGroup[] {
  const best = SafetyGroups.reduce((a, b) => (scores.groups[b] > scores.groups[a] ? b : a));
  const heard = reading.kinds.map((kind) => GroupOf[kind]);
  return SafetyGroups.filter(
    (g) => g === best || scores.groups[g] >= AlsoGroup || heard.includes(g),
  );
}

function levelOf(group: SafetyGroup, scores: MessageScores, t: Thresholds): SafetyLevel | null {
  if (scores.emergency >= t.emergency) return 'emergency';
  if (UrgentGroups.includes(group) && scores.crisis >= t.urgent) return 'emergency';
  return scores.crisis >= t.concern ? 'concern' : null;
}

/**
 * One decision from every signal. For each group of help the message most likely needs: an
 * emergency when its emergency score reaches that threshold (or, for the urgent groups, its crisis
 * score reaches theirs: a wish to die, a missing person or a medical crisis needs the action
 * first), a concern when its crisis score reaches the concern threshold. The rules' floor stands
 * whatever the scores say. A group's kind is the one the rules named (a stroke, a fall), or the
 * group's general kind when they named none.
 */
export function decide(
  scores: MessageScores,
  t: Thresholds,
  reading: RuleReading,
): SafetyFinding[] {
  if (scores.crisis < Math.min(t.concern, t.urgent) && scores.emergency < t.emergency)
    return mergeFindings(reading.floor);
  const scored = groupsOf(scores, reading).flatMap((group) => {
    const level = levelOf(group, scores, t);
    if (!level) return [];
    const named = reading.kinds.filter((kind) => GroupOf[kind] === group);
    return (named.length > 0 ? named : [GroupKind[group]]).map((kind) => ({ kind, level }));
  });
  return mergeFindings(scored, reading.floor);
}
