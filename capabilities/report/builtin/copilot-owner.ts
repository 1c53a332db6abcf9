import type { AssessmentInput } from "@/model/assessment/schemas";

/** Words that show someone besides the executive at work with a tool. */
const OTHERS =
  /\b(?:we|our|us|staff|team|teams|everyone|employees|colleagues|people|partners|managers|nous|notre|nos|équipe|employés|collègues|tout le monde)\b/iu;

/**
 * Whether Copilot is the executive's own: ticked among the tools they use, and no answer shows
 * anyone else using it ("I use Copilot in Outlook myself" is theirs; "our team uses Copilot" is
 * the company's). The tools question asks what the executive uses, never what the company runs.
 */
export function copilotIsOwn(answers: AssessmentInput): boolean {
  if (!(answers.aiToolsUsed ?? []).includes("copilot")) return false;
  const sentences = [answers.aiExperience, answers.otherPlatforms, answers.aiFriction]
    .join("\n")
    .split(/(?<=[.;!?])\s+|\n+/)
    .filter((s) => /\bcopilot\b/i.test(s));
  return !sentences.some((s) => OTHERS.test(s));
}
