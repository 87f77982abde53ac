import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { z } from 'zod';
import { GroupKind, SafetyGroups, type SafetyFinding } from './kinds';

/**
 * The model's own reading of the risk in a message, asked beside the moderation endpoint when a
 * model is configured: one group of help, a level and a short reason (logged by kind and level
 * only). It may raise what the offline layers found, never lower it.
 */
const Instructions = `You are the safety reviewer of Tend, an app for family caregivers. Read one message a caregiver wrote and judge whether it shows a crisis that needs help now.
Kinds: suicide (the writer thinks of ending their life or of self-harm); recipient_suicide (the person they care for, or another relative, wants to die); caregiver_harm (the writer fears they will hurt, or has hurt, the person they care for); caregiver_endangered (the writer is hurt or threatened by the person they care for or someone at home); abuse_neglect (someone else abuses, neglects or exploits the person cared for); missing_person; medical (an emergency happening now); poison (an overdose or poisoning now).
Levels: emergency (danger now or imminent, or a plain wish to die); concern (a real risk signal worth asking about directly); none (ordinary, past and resolved, hypothetical, general questions, idioms).
Answer only with the JSON object.`;

export const JudgementSchema = {
  name: 'risk_judgement',
  schema: {
    type: 'object',
    additionalProperties: false,
    required: ['kind', 'level', 'reason'],
    properties: {
      kind: { type: 'string', enum: [...SafetyGroups, 'none'] },
      level: { type: 'string', enum: ['emergency', 'concern', 'none'] },
      reason: { type: 'string' },
    },
  },
};

const Judgement = z.object({
  kind: z.enum([...SafetyGroups, 'none']),
  level: z.enum(['emergency', 'concern', 'none']),
  reason: z.string().max(2000),
});

export function judgementPrompt(text: string): ChatCompletionMessageParam[] {
  return [
    { role: 'system', content: Instructions },
    { role: 'user', content: text },
  ];
}

/** The findings a judgement adds; nothing for "none" or an answer that is not a judgement. */
export function findingsOfJudgement(json: unknown): SafetyFinding[] {
  const parsed = Judgement.safeParse(json);
  if (!parsed.success || parsed.data.kind === 'none' || parsed.data.level === 'none') return [];
  return [{ kind: GroupKind[parsed.data.kind], level: parsed.data.level }];
}
