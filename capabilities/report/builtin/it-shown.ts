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
