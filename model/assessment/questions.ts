import type { AssessmentField } from "./schemas";

/**
 * The wording of every question of the assessment, as the wizard shows it: one source for the
 * wizard and for anything that reads an answer back with its question (the model's prompt).
 */

export interface Question {
  /** The label the wizard shows. */
  question: string;
  /** The line under the label, when there is one. */
  hint?: string;
}

/** "Common challenges in Retail. Select all that apply." */
export const challengesHint = (industryName: string): string =>
  `Common challenges in ${industryName}. Select all that apply.`;

export const questions: Readonly<Record<AssessmentField, Question>> = {
  // Step 1: you and your company
  executiveName: { question: "Your full name" },
  executiveTitle: { question: "Your title" },
  executiveEmail: { question: "Work email", hint: "Your roadmap is sent here." },
  companyName: { question: "Company name" },
  companyRevenue: { question: "Annual revenue" },
  companyEmployees: { question: "Number of employees" },
  companyIndustry: { question: "Industry" },
  companyMarkets: { question: "Primary market" },
  companyBusinessModel: { question: "Business model" },
  headOfficeLocation: { question: "Head office location" },
  customLocation: { question: "Where is your head office?" },
  officeExpansion: { question: "Where do you plan to operate or expand?" },
  // Step 2: business challenges
  businessChallenges: {
    question: "Which challenges matter most to your business right now?",
    hint: challengesHint("your industry"),
  },
  otherChallenge: { question: "Any other challenge?", hint: "Optional: in your own words." },
  // Step 3: your AI confidence
  aiConfidence: { question: "How confident are you using AI tools yourself?" },
  aiToolsUsed: { question: "Which AI tools do you use?" },
  aiExperience: {
    question: "Describe your experience with AI so far",
    hint: "Optional: what worked, what didn't.",
  },
  aiPerception: { question: "How do you see AI for your business?" },
  // Step 4: your organization
  orgAiElements: { question: "What does your organization already have in place for AI?" },
  orgPosture: { question: "Which best describes your organization's posture toward AI?" },
  aiFriction: {
    question: "Where does AI adoption meet friction?",
    hint: "Optional: people, data, budget, risk...",
  },
  aiDepartments: { question: "Which departments would benefit most from AI?" },
  enterprisePlatforms: { question: "Which business platforms do you use?" },
  otherPlatforms: { question: "Other platforms", hint: "Optional: any other core systems." },
  // Step 5: your family
  preparednessLevel: { question: "How prepared is your family for a world shaped by AI?" },
  householdAiUse: { question: "How does your household use AI today?" },
  householdAiUseOther: { question: "Other household use" },
  childAiConcerns: { question: "What concerns you about children and AI?" },
  rulesForChildren: { question: "Which best describes your household rules for AI?" },
};

/** The answers typed in the executive's own words (the e-mail address aside). */
export const freeTextFields = [
  "executiveName",
  "executiveTitle",
  "companyName",
  "customLocation",
  "otherChallenge",
  "aiExperience",
  "aiFriction",
  "otherPlatforms",
  "householdAiUseOther",
] as const satisfies readonly AssessmentField[];

export type FreeTextField = (typeof freeTextFields)[number];
