import {
  HelpLines,
  type BurdenLevel,
  type BurdenQuestionId,
  type RecommendationKey,
} from '@tend/contracts';

const { eldercareLocator, emergency, lifeline } = HelpLines;

/**
 * What Tend suggests after a check-in: practical steps a caregiver can take this week, pointing to
 * people, services and Tend's own tools. Never medical advice.
 */
export const EldercareLocator = `the ${eldercareLocator.name} at ${eldercareLocator.number} (eldercare.acl.gov)`;

export const CrisisRecommendation = `If things ever feel like too much to bear, or you have thoughts of harming yourself, call or text ${lifeline.number} to reach the ${lifeline.name}, any time, day or night. If anyone is in immediate danger, call ${emergency.number}.`;

export const LevelRecommendations: Record<BurdenLevel, string> = {
  High: `You are carrying a very heavy load, and you deserve real support now. This week, call ${EldercareLocator} to find respite care and local services, and ask one person you trust to take over one specific task.`,
  Moderate:
    'Your load is heavy. This week, set up one regular break you can count on, such as a family member, a friend or a respite service taking over for a few hours, and put it on the calendar.',
  Mild: 'Some strain is showing. This week, pick one thing that gives you a real break and do it, and tell someone you trust how you are really doing.',
  Low: 'You are keeping a good balance right now. Keep the routines that help you, and take this check-in again in about a month to see how things change.',
};

export const ItemRecommendations: Record<BurdenQuestionId, string> = {
  overwhelmed:
    'Write down everything you do for your person in a week, then choose one task to hand to someone else or let go of for now. Your AI Care Coach can help you sort the list.',
  physical_health:
    'Book one appointment for yourself this week, such as the check-up you have been putting off, and line up someone to cover for you while you go.',
  emotional_health:
    'Give yourself ten minutes a day this week to talk with someone you trust, or with your AI Care Coach, about how you are really feeling. Carrying it alone makes it heavier.',
  social_isolation: `Join a caregiver support group this week, in person or online (${EldercareLocator} can point you to one near you), and open your AI Care Coach whenever you want someone to talk things through.`,
  sleep_disruption: `Ask about respite care so you can get a few nights of unbroken sleep: ${EldercareLocator} can connect you with respite services near you. Your AI Care Coach can also share practical sleep guidance for caregivers, such as ways to make evenings calmer.`,
  financial_strain: `Look into benefit programs that pay family caregivers or help with care costs, such as Medicaid personal care services and the National Family Caregiver Support Program; ${EldercareLocator} can tell you what your state offers.`,
  support_adequacy:
    'Make a short list of specific things others could do, like cooking a meal, driving to an appointment or sitting with your person for an afternoon, and send it to two people this week. Many people want to help but do not know how.',
  personal_time:
    'Block one hour this week that is only for you and protect it like an appointment. Ask a family member, a friend or a respite volunteer to cover it.',
  care_confidence:
    'Pick the part of caregiving that worries you most and ask your AI Care Coach about it this week. The caregiving resources library has practical guides too.',
  future_concerns:
    'Start a simple plan for the months ahead: write down who could step in if you could not, and where the important papers are kept. Your AI Care Coach can walk you through what to think about.',
};

/** Financial strain when the eligibility checker is switched on: it is the first thing to try. */
export const FinancialStrainWithChecker =
  'Use the eligibility checker in Tend (it takes about 30 seconds) to see whether you could be paid for the care you give, and look into benefit programs such as Medicaid personal care services and the National Family Caregiver Support Program.';

/**
 * Every step by its key. The web app words each key from its catalogues (English word for word as
 * here, and Spanish); catalogue-words.spec.ts holds the two English texts in step.
 */
export const RecommendationTexts: Record<RecommendationKey, string> = {
  crisis: CrisisRecommendation,
  'level.Low': LevelRecommendations.Low,
  'level.Mild': LevelRecommendations.Mild,
  'level.Moderate': LevelRecommendations.Moderate,
  'level.High': LevelRecommendations.High,
  ...ItemRecommendations,
  'financial_strain.checker': FinancialStrainWithChecker,
};

const keyByText = new Map(
  Object.entries(RecommendationTexts).map(([key, text]) => [text, key as RecommendationKey]),
);

/**
 * The key of a text stored before keys were (a check-in saved with its English texts only): the
 * step whose text it is exactly, else null, and the client shows the stored text as it is.
 */
export function keyOfText(text: string): RecommendationKey | null {
  return keyByText.get(text) ?? null;
}
