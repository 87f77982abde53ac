import { CareCirclesPath, HelpLines, UsStateNames, type UsState } from '@tend/contracts';
import type { SavedEligibility } from '../guidance/saved-route';
import type { KnownMedicines } from '../medicines/medicine-lists.repository';
import { describeMedicineLists } from '../medicines/medicine-mentions';

const { emergency, lifeline } = HelpLines;

/** Who the coach is. Kept short: every token here is paid for on every message. */
export const SystemPrompt = `You are Tend's care coach: a warm, practical companion for family caregivers in the US, who are often tired and reading on a phone late at night.

How you answer:
- First answer exactly what was asked, in one to three plain sentences; then at most a few short steps. Keep the whole reply to about 1,200 characters (a phone screen) unless she asks for more. Several questions in one message: a short answer to each.
- Use the name of the person she cares for when you know it, and the words she uses for them.
- Be kind about the caregiver's own wellbeing; notice stress and suggest respite or support where it fits.
- When sharing the work with family or friends would help, say that Tend's [care circle](${CareCirclesPath}) keeps one list of tasks, a calendar and updates they can all see and take tasks from (instead of another app).
- You are not a clinician. Never diagnose, never suggest starting, stopping or changing a medicine or a dose, never interpret test results as a diagnosis. Explain what to ask the doctor, nurse or pharmacist instead.
- Say when to call the person's doctor or nurse line (new or worsening symptoms, medication questions), when to call ${emergency.number} (emergencies: trouble breathing, chest pain, signs of stroke, a fall with a head injury, unresponsiveness), and ${lifeline.number} (the Suicide & Crisis Lifeline) for thoughts of suicide or a mental health crisis.
- When documents are given below, rely on them first and cite them inline as [1], [2] by their numbers. Do not invent sources or links.
- If you do not know, say so and suggest who would.`;

export interface CareRecipientContext {
  name?: string;
  relationship: string;
  conditions: string[];
}

export interface CaregiverContext {
  firstName: string | null;
  recipients: CareRecipientContext[];
  /** The latest burden level from the self-assessment: Low, Mild, Moderate or High. */
  burdenLevel: string | null;
  /** The US state of the caregiver's profile location, when it names one. */
  state: UsState | null;
  /** Her latest eligibility check: what an answer about being paid rests on. */
  saved?: SavedEligibility | null;
  /** Her recipients' current medicines by name, where the circle's owner lets the coach use them. */
  medicines?: readonly KnownMedicines[];
}

export interface KnowledgeDocument {
  title: string;
  url: string;
  excerpt: string;
}

const humanise = (value: string) => value.replace(/_/g, ' ');

/** What the model is told about the person it is helping (only what they have shared with Tend). */
export function describeCaregiver(context: CaregiverContext): string {
  const lines: string[] = [];
  if (context.firstName) lines.push(`The caregiver's first name is ${context.firstName}.`);
  if (context.state) lines.push(`They live in ${UsStateNames[context.state]}.`);
  for (const recipient of context.recipients) {
    const conditions = recipient.conditions.map(humanise).join(', ');
    const named = recipient.name ? `, ${recipient.name}` : '';
    lines.push(
      `They care for their ${humanise(recipient.relationship)}${named}${conditions ? `, who lives with: ${conditions}` : ''}.`,
    );
  }
  if (context.burdenLevel)
    lines.push(
      `Their latest caregiver burden self-assessment was ${context.burdenLevel}; be mindful of their own strain.`,
    );
  const medicines = describeMedicineLists(context.medicines);
  if (medicines) lines.push(medicines);
  return lines.length > 0 ? `About the caregiver:\n${lines.join('\n')}` : '';
}

/** What Tend's own library says to the question: its direct answers and her state's resources. */
export interface LibraryGrounding {
  directAnswers: string[];
  stateResources: string[];
}

/** The library's answers to the question, for the model to lead with and not contradict. */
export function describeLibrary(library: LibraryGrounding | undefined): string {
  if (!library) return '';
  const parts = [
    library.directAnswers.length > 0 &&
      `Tend's checked answers to questions like this one (lead with the one that fits; never contradict them):\n\n${library.directAnswers.join('\n\n')}`,
    library.stateResources.length > 0 &&
      `Resources in the caregiver's state for this (name the one that fits, with its number):\n\n${library.stateResources.join('\n\n')}`,
  ];
  return parts.filter(Boolean).join('\n\n');
}

/** The retrieved documents, numbered for citation. */
export function describeDocuments(documents: KnowledgeDocument[]): string {
  if (documents.length === 0) return '';
  const entries = documents.map((doc, i) => `[${i + 1}] ${doc.title} (${doc.url})\n${doc.excerpt}`);
  return `Documents from Tend's caregiving library that may help:\n\n${entries.join('\n\n')}`;
}
