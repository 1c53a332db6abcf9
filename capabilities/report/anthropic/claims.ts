import { departmentOptions, platformOptions } from "@/model/assessment/options";
import type { Context } from "@/capabilities/report/builtin/context";
import { knownSystems } from "@/capabilities/report/content/systems";
import { toolCatalogue } from "@/capabilities/report/content/tools";
import { escapeRegExp } from "@/platform/regexp";

/**
 * Claims of current AI use or held licences, and whether the answers support them. Evidence
 * of use is what the executive said they use and do (their tools, departmental pilots, the
 * posture); the departments question asks where AI would help most, a wish, never evidence.
 */

export interface UnsupportedClaim {
  kind: "use-claim" | "licence-claim";
  match: string;
}

const DEPARTMENTS = [...departmentOptions.map((o) => o.label), "HR", "the business", "every team"]
  .map(escapeRegExp)
  .join("|");
/** Names that make "X AI" a product: the catalogue's "... AI" tools, platforms, named systems. */
const PRODUCTS = [
  ...toolCatalogue.filter((t) => t.name.endsWith(" AI")).map((t) => t.name.slice(0, -3)),
  ...platformOptions.map((o) => o.label),
  ...knownSystems.map((s) => s.name),
]
  .map(escapeRegExp)
  .join("|");
const AI_WORDS = "AI|generative AI|AI tools|ChatGPT|Claude|Gemini|Copilot|Perplexity";

/** AI already in a department: only departmental pilots or an AI-run company support it. */
const DEPARTMENT_USE = new RegExp(
  `\\b(?:AI (?:already )?(?:reaches|is (?:already )?(?:used|in use|live|deployed|piloted) (?:in|across))|already (?:uses?|using|applies|piloting) (?:${AI_WORDS}) (?:in|across)|AI pilots? (?:already )?(?:running|under ?way) in) (?:the |your |its )?(?:${DEPARTMENTS})\\b`,
  "i",
);

/** AI in use across the organization: supported once people experiment with it at all. */
const ORGANISATION_USE: readonly RegExp[] = [
  new RegExp(
    `\\b(?:teams?|staff|employees|people|colleagues) (?:are|is) (?:already )?using (?:${AI_WORDS})\\b`,
    "i",
  ),
  new RegExp(`\\b(?:teams?|staff|employees|people) already use (?:${AI_WORDS})\\b`, "i"),
  /\b(?:company|firm|business|organization|organization) already (?:uses|relies on) (?:generative )?AI\b/i,
  // "Square AI is already part of their systems" names a product, not use of AI.
  new RegExp(
    `(?<!\\b(?:${PRODUCTS}) )\\bAI (?:is )?already (?:in use|used|embedded|part of|reaches)\\b`,
    "i",
  ),
  /\busing AI faster than\b/i,
  /\b(?:existing|current) AI (?:use|usage|adoption|pilots?|programme|program)\b/i,
];

const LICENCE: readonly RegExp[] = [
  /\blicen[cs]es? (?:\S+ ){0,4}?already (?:holds?|owns?|ha(?:ve|s)|pays? for|bought|purchased)\b/i,
  /\balready (?:licen[cs]ed|(?:holds?|owns?|pays? for) (?:the |its |their |your )?licen[cs]es?)\b/i,
  /\b(?:built into|included (?:in|with)) (?:the |your |its |their )?(?:existing|current) (?:\S+ ){0,3}?(?:licen[cs]es?|subscriptions?)\b/i,
  /\b(?:existing|current) (?:\S+ ){0,2}?licen[cs]es?\b/i,
];

/** The executive's own tools, by the words a sentence would use for them. */
const PERSONAL_TOOLS: Record<string, string> = {
  ChatGPT: "chatgpt",
  Claude: "claude",
  Gemini: "gemini",
  Midjourney: "midjourney",
  Copilot: "copilot",
  Perplexity: "perplexity",
};
const PERSONAL_USE = new RegExp(
  `\\balready (?:uses?|using|has|pays? for) (?:\\S+ ){0,2}?(${Object.keys(PERSONAL_TOOLS).join("|")})\\b`,
  "i",
);

const sentences = (text: string): string[] => text.split(/(?<=[.!?;])\s+/);

/**
 * Paid catalogue tools a sentence names: "included in your licences" cannot be said of them,
 * unless the tool is a system the executive named (7shifts, Bluebeam): that licence is held.
 */
function namesPaidTool(sentence: string, ctx: Context): boolean {
  // The chat assistant that comes with Microsoft 365 is included; its paid sibling is not.
  const text = sentence.replace(/\b(?:Microsoft 365 )?Copilot Chat\b/g, "");
  return toolCatalogue.some((tool) => {
    const kind = tool.price.kind;
    const held = ctx.systems.some((s) => s.id === tool.system && tool.name.startsWith(s.name));
    return kind !== "included" && kind !== "free" && !held && text.includes(tool.name);
  });
}

function personalToolHeld(word: string, ctx: Context): boolean {
  const tool = Object.entries(PERSONAL_TOOLS).find(
    ([name]) => name.toLowerCase() === word.toLowerCase(),
  )?.[1];
  if (!tool) return false;
  if ((ctx.tools as readonly string[]).includes(tool)) return true;
  if (tool === "copilot") return ctx.platforms.includes("microsoft365");
  if (tool === "gemini") return ctx.systems.some((s) => s.id === "google-workspace");
  return false;
}

/** The claims in a text that the answers do not support. */
export function unsupportedClaims(text: string, ctx: Context): UnsupportedClaim[] {
  const found: UnsupportedClaim[] = [];
  const use = ctx.adoption.organisation;
  const departmentMatch = text.match(DEPARTMENT_USE);
  if (departmentMatch && use !== "pilots" && use !== "embedded")
    found.push({ kind: "use-claim", match: departmentMatch[0] });
  for (const claim of ORGANISATION_USE) {
    const match = text.match(claim);
    if (match && use === "none") found.push({ kind: "use-claim", match: match[0] });
  }
  const personal = text.match(PERSONAL_USE);
  if (personal && !personalToolHeld(personal[1], ctx))
    found.push({ kind: "use-claim", match: personal[0] });
  const namesSystems = ctx.platforms.length > 0 || ctx.systems.length > 0;
  for (const sentence of sentences(text)) {
    for (const claim of LICENCE) {
      const match = sentence.match(claim);
      if (match && (!namesSystems || namesPaidTool(sentence, ctx)))
        found.push({ kind: "licence-claim", match: match[0] });
    }
  }
  return found;
}
