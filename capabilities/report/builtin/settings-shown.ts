import type { Industry } from "@/model/assessment/options";
import type { Profession } from "@/capabilities/report/content/types";
import type { Context } from "./context";
import { governingOf } from "./professions";

/**
 * Whether the answers show the setting an industry option's template used to assume (issue
 * 34): a clinic with patients under Healthcare, a K-12 school with families under Education.
 * A healthcare business may be a lab, a device maker or a home-care agency, an education one a
 * college, a training provider or a tutoring company: their defaults are true of any of them,
 * and the clinic's or school's words only where the answers show one.
 */

/** Professions that see patients in a clinic under Healthcare (their own words refine the clinic's). */
const CLINIC_PROFESSIONS: ReadonlySet<Profession> = new Set<Profession>([
  "medical",
  "dental",
  "allied-health",
  "pharmacy",
  "veterinary",
]);

/** Challenges only a business that sees patients chooses (patient privacy is any health data's). */
export const CLINIC_CHALLENGES: ReadonlySet<string> = new Set([
  "reducing_clinician_administrative_burden",
  "shortening_patient_wait_times_and_scheduling_gaps",
  "improving_patient_engagement_and_followup_care",
]);

const CLINIC_WORDS = /\b(clinics?|clinicians?|patients?|cliniques?|cliniciens?|cliniciennes?)\b/i;

/** Words of a post-secondary or adult education business, which is no K-12 school. */
const POST_SECONDARY =
  /\b(colleges?|universit(y|ies)|polytechnic|institute|post-secondary|career|vocational|adult learners?|cégep|collège|université)\b/i;

interface Answers {
  companyName: string;
  otherChallenge?: string | null;
  aiFriction?: string | null;
  aiExperience?: string | null;
}

const ownWords = (a: Answers) =>
  [a.companyName, a.otherChallenge, a.aiFriction, a.aiExperience].filter(Boolean).join("\n");

/**
 * A healthcare business that sees patients: a clinical profession, a patient challenge, or its
 * words. Read before the context is built (its challenges' applications depend on it).
 */
export function showsClinic(
  industry: Industry,
  governing: readonly Profession[],
  slugs: readonly string[],
  answers: Answers,
): boolean {
  if (industry !== "healthcare") return false;
  return (
    governing.some((p) => CLINIC_PROFESSIONS.has(p)) ||
    slugs.some((slug) => CLINIC_CHALLENGES.has(slug)) ||
    CLINIC_WORDS.test(ownWords(answers))
  );
}

export const clinicShown = (ctx: Context): boolean =>
  showsClinic(
    ctx.industry,
    governingOf(ctx),
    ctx.challenges.map((c) => c.slug),
    ctx.answers,
  );

/**
 * A K-12 school: the school profession shown, nothing says it teaches adults after school, and
 * no other kind of business is shown beside it (a child care centre's classrooms).
 */
export const k12Shown = (ctx: Context): boolean =>
  ctx.industry === "education" &&
  governingOf(ctx).includes("school") &&
  !ctx.profile?.neutral &&
  !POST_SECONDARY.test(ownWords(ctx.answers));
