import type { AssessmentInput } from "@/model/assessment/schemas";
import { sentencesOf } from "./theme-patterns";

/**
 * The safe practice the executive states for an AI tool in use: "always with no client or patient
 * names in it", "never with client names", "sans aucun nom de patient", "anonymised first". A
 * risk or a step never says that client data goes into that tool: it acknowledges the practice.
 * And a practice refused outright (no cameras) is never assumed by a risk.
 */

export interface SafeUse {
  /** The sentence that states it, as written. */
  quote: string;
  /** The tools the sentence names (as the answers name them). */
  tools: string[];
}

const WHOSE =
  "(?:client|patient|customer|member|student|employee|staff|personal|identifying|confidential|private|animal|pet)(?:s|'s|s'|’s|s’)?";
const DATA = "(?:names?|data|details|information|info|records|files|numbers)";
const WHOSE_DATA = `(?:any\\s+)?(?:${WHOSE}\\s+(?:(?:or|and|/)\\s+${WHOSE}\\s+)?)${DATA}`;

const KEPT_OUT = new RegExp(
  [
    // "with no client or patient names in it", "using no customer data"
    `\\b(?:with|using)\\s+no\\s+${WHOSE_DATA}`,
    // "without any client names", "without client data in it"
    `\\bwithout\\s+${WHOSE_DATA}`,
    // "never with client names", "never put client data in"
    `\\bnever\\s+(?:with|put|enter|paste|type|include|share|upload)\\w*\\s+(?:in\\s+)?${WHOSE_DATA}`,
    // "no client data goes into it", "no patient names go in"
    `\\bno\\s+${WHOSE_DATA}\\s+(?:ever\\s+)?(?:goes?|went|gets?)\\s+(?:in|into)\\b`,
    // "anonymised first", "with names taken out"
    "\\banonymi[sz]\\w*|\\bde-?identif\\w*|\\b(?:names?|details)\\s+(?:taken|stripped|removed)\\s+out\\b",
    // French: "sans aucun nom de patient", "jamais de renseignements personnels", "anonymisés"
    "\\bsans\\s+(?:aucun\\w*\\s+)?(?:noms?|données|renseignements)\\b",
    "\\bjamais\\s+(?:de|d['’]|les?|des)\\s*(?:noms?|données|renseignements)\\b",
    "\\banonymis\\w*",
  ].join("|"),
  "iu",
);

/** A sentence about an AI tool's use: it names the tool, or says "AI"/"IA". */
const AI_USE = /\b(?:AI|IA|it|them|l['’]utilise)\b/u;

/**
 * The stated safe practices, each with the tools its sentence names. `tools` are the names the
 * answers use (ChatGPT, Claude); a sentence naming none covers none.
 */
export function safeUsesOf(answers: AssessmentInput, tools: readonly string[]): SafeUse[] {
  const found: SafeUse[] = [];
  for (const text of [answers.aiExperience, answers.aiFriction, answers.otherChallenge]) {
    for (const sentence of sentencesOf(text ?? "")) {
      if (!KEPT_OUT.test(sentence)) continue;
      const named = tools.filter((t) => sentence.toLowerCase().includes(t.toLowerCase()));
      if (!named.length && !AI_USE.test(sentence)) continue;
      found.push({ quote: sentence.trim().replace(/[.;\s]+$/, ""), tools: named });
    }
  }
  return found;
}

/** The safe practice stated for one tool in use, or null. */
export function safeUseOf(
  answers: AssessmentInput,
  tool: string,
  tools: readonly string[] = [tool],
): SafeUse | null {
  const first = tool.split(" ")[0]!.toLowerCase();
  return (
    safeUsesOf(answers, tools).find((u) =>
      u.tools.some((t) => t.toLowerCase().includes(first) || first.includes(t.toLowerCase())),
    ) ?? null
  );
}

/** Cameras refused outright: "no AI cameras in the cabs", "aucune caméra IA dans les cabines". */
const CAMERA_BAN =
  /(?<!\p{L})(?:no|never|not allow\w*|won['’]t allow|aucune?|pas de|jamais de)\s+(?:[\p{L}-]+\s+){0,2}(?:cameras?|caméras?|dashcams?)(?!\p{L})/iu;

export function rulesOutCameras(answers: AssessmentInput): boolean {
  return [answers.aiFriction, answers.aiExperience, answers.otherChallenge].some((text) =>
    sentencesOf(text ?? "").some((s) => CAMERA_BAN.test(s)),
  );
}
