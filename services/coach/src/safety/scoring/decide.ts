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
  /**
   * The share of crises among the nearest labelled messages from which a message is at least a
   * concern whatever the heads say: the vote keeps what the heads' weights smooth away (a
   * Spanish plea worded like a dozen labelled ones). Absent, the vote alone decides nothing.
   */
  vote?: number;
  /** The share of emergencies among them from which a crisis of an urgent group is an emergency. */
  voteEmergency?: number;
}

const Never = 2;

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
  const urgent = UrgentGroups.includes(group);
  if (urgent && scores.crisis >= t.urgent) return 'emergency';
  if (urgent && scores.vote.emergency >= (t.voteEmergency ?? Never)) return 'emergency';
  return scores.crisis >= t.concern || votedCrisis(scores, t) ? 'concern' : null;
}

const votedCrisis = (scores: MessageScores, t: Thresholds) =>
  scores.vote.crisis >= (t.vote ?? Never);

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
  const quiet =
    scores.crisis < Math.min(t.concern, t.urgent) &&
    scores.emergency < t.emergency &&
    !votedCrisis(scores, t) &&
    scores.vote.emergency < (t.voteEmergency ?? Never);
  if (quiet) return mergeFindings(reading.floor);
  const scored = groupsOf(scores, reading).flatMap((group) => {
    const level = levelOf(group, scores, t);
    if (!level) return [];
    const named = reading.kinds.filter((kind) => GroupOf[kind] === group);
    return (named.length > 0 ? named : [GroupKind[group]]).map((kind) => ({ kind, level }));
  });
  return mergeFindings(scored, reading.floor);
}
