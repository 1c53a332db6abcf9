import { postureOptions } from "@/model/assessment/options";
import type { AssessmentInput } from "@/model/assessment/schemas";
import { LOCATION_PHRASES } from "@/capabilities/report/content/company-phrases";
import { shortAnswer } from "./text";
import { pilotsEnded } from "./ai-uses";

/** The answers as the context names them: where the company is, its posture, a name on one line. */

export function locationOf(a: AssessmentInput): string {
  const known = LOCATION_PHRASES[a.headOfficeLocation];
  if (known) return known;
  const custom = shortAnswer(a.customLocation);
  return custom ? `in ${custom}` : "";
}

/**
 * "Interest is growing, but little has been tried" and "individuals experiment with tools on
 * their own" say no pilots run: beside departmental pilots the posture is named without them;
 * nor is "sanctioned pilots are under way" said where the only pilot described was stopped.
 */
export function postureDescriptionOf(a: AssessmentInput, elements: readonly string[]): string {
  // "Sanctioned pilots are under way" where every pilot described was stopped says too much.
  const stopped = a.orgPosture === "activating" && pilotsEnded(a) !== null;
  const denied =
    stopped ||
    (["curious", "exploring"].includes(a.orgPosture) && elements.includes("dept_pilots"));
  return denied ? "" : (postureOptions.find((o) => o.value === a.orgPosture)?.description ?? "");
}

/** A name on one line, as typed: a line break must not break a heading or a sentence. */
export const singleLine = (text: string) =>
  text
    .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
