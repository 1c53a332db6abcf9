import type { AssessmentInput } from "@/model/assessment/schemas";
import { THEME_FIELDS } from "@/capabilities/report/content/themes";
import { firstMentionOf } from "./negation";

/**
 * Whether the answers show anyone doing IT: staff, a team, a contractor or a provider ("our IT
 * contractor", "IT is one person", "notre technicien informatique", an MSP). A firm whose
 * answers show none has no one in IT to name: its systems are the executive's to look after.
 */
const IT_SHOWN =
  /\b(?:IT|I\.T\.)\s+(?:team|department|dept|staff|manager|director|lead|person|guy|support|contractor|consultant|provider|partner|firm|company|help ?desk|admin\w*)\b|\b(?:our|my|the|an?|one)\s+(?:IT|I\.T\.)\b|\bIT\s+is\b|\b(?:CIO|CTO|sysadmin|system administrators?|MSP|managed (?:IT|service) provider|informaticien\w*|techniciens? informatiques?|service informatique|équipe (?:informatique|TI)|responsable (?:informatique|TI)|notre TI)\b/u;

/** "Pas de service informatique", "we have no IT department": said to deny it. */
export const itShown = (answers: AssessmentInput): boolean =>
  answers.companyIndustry === "technology" ||
  IT_SHOWN.test(answers.executiveTitle ?? "") ||
  THEME_FIELDS.some((f) => firstMentionOf(answers[f] ?? "", IT_SHOWN) !== null);

/**
 * IT that sits elsewhere ("the chain's IT is in Toronto", "IT is handled by head office in
 * Calgary"): its systems work is that team's, never someone the executive appoints on site
 * (review r22).
 */
const IT_ELSEWHERE: readonly RegExp[] = [
  /\b(?:the|our)\s+(chain|group|parent company|head office|corporate office|franchisor|health authority|owner)['’]s\s+IT(?:\s+(?:team|department|staff|people))?\s+(?:is|are|sits|works?)\s+(?:based\s+)?(?:in|at|out of)\s+(\p{Lu}[\p{L}.'-]+(?:\s+\p{Lu}[\p{L}.'-]+)?)/u,
  /\bIT\s+(?:is|are)\s+(?:handled|run|done|managed)\s+(?:by|from|at)\s+(?:the\s+|our\s+)?(chain|group|parent company|head office|corporate office|franchisor|health authority)(?:['’]s)?(?:\s+\w+)?\s+(?:in|at)\s+(\p{Lu}[\p{L}.'-]+(?:\s+\p{Lu}[\p{L}.'-]+)?)/u,
];

/** "the chain's IT team in Toronto", from the executive's words; null when IT is not said to sit elsewhere. */
export function itElsewhere(answers: AssessmentInput): string | null {
  for (const field of THEME_FIELDS) {
    for (const pattern of IT_ELSEWHERE) {
      const found = pattern.exec(answers[field] ?? "");
      if (found)
        return `the ${found[1]!.toLowerCase()}'s IT team in ${found[2]!.replace(/\.+$/, "")}`;
    }
  }
  return null;
}
