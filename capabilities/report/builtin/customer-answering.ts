import type { AssessmentInput } from "@/model/assessment/schemas";
import type { CatalogueTool } from "@/capabilities/report/content/types";
import type { Context } from "./context";
import { heldSystems } from "./held-systems";

/**
 * When an AI agent may answer the company's customers (issue 34): a help desk's agent answers
 * routine written questions, so it needs customers who write in with them (a help desk or
 * contact centre in place, a challenge about enquiries or support, or the executive's words);
 * and no agent answers people in grief or crisis, whose questions are never routine.
 */

/** Challenges that are themselves about customers writing or calling in. */
const CONTACT_CHALLENGE =
  /\b(?:support|enquir\w*|inquir\w*|requests|communications|student services|marketplaces)\b/i;

const ASKERS =
  "customers?|clients?|guests?|members?|patients?|tenants?|students?|parents?|callers?|buyers?|shoppers?|residents?|clientèle|membres";
const ASKING =
  "ask\\w*|questions?|enquir\\w*|inquir\\w*|e-?mails?|messages?|writes?|chats?|phones?|calls?|DMs?|demandes?|courriels?";
/** "customers e-mail the same questions", "questions from guests", "support tickets". */
const WRITE_IN = new RegExp(
  `\\b(?:${ASKERS})\\b[^.;]{0,50}\\b(?:${ASKING})\\b|\\b(?:questions?|enquir\\w*|inquir\\w*|e-?mails?|messages?|calls?)\\s+(?:from|by)\\s+(?:our\\s+)?(?:${ASKERS})\\b|\\b(?:support tickets?|help ?desk|FAQs?|live chat|chatbot|same questions|where(?:'s| is) my order|order status)\\b`,
  "iu",
);

/** People in grief or crisis: no agent answers them, whatever they ask. */
const IN_GRIEF_OR_CRISIS =
  /\b(?:funerals?|funeral homes?|bereave\w*|grie(?:f|ving)|mourn\w*|obituar\w*|deceased|cremations?|burials?|palliative|hospices?|end[- ]of[- ]life|crisis lines?|suicide|counsell?ing|victim services|funéraires?|funérailles|deuil|défunts?|soins palliatifs)\b/iu;

const ownWords = (a: AssessmentInput) =>
  [a.companyName, a.executiveTitle, a.otherChallenge, a.aiFriction, a.aiExperience]
    .filter(Boolean)
    .join(" \n ");

/** The answers show customers in grief or crisis (a funeral home, a hospice, a crisis line). */
export const servesPeopleInGrief = (answers: AssessmentInput): boolean =>
  IN_GRIEF_OR_CRISIS.test(ownWords(answers));

/** Customers write in with routine questions, as far as the answers show. */
export function customersWriteIn(ctx: Context): boolean {
  const contact = heldSystems(ctx.answers).some((s) =>
    s.functions.some((f) => f.id === "help-desk" || f.id === "contact-centre"),
  );
  return (
    contact ||
    ctx.challenges.some((c) => CONTACT_CHALLENGE.test(c.text)) ||
    WRITE_IN.test(ownWords(ctx.answers))
  );
}

/** An agent answering customers fits: never people in grief, a help desk's only where customers write in. */
export function mayAnswerCustomers(tool: CatalogueTool, ctx: Context): boolean {
  if (tool.answersCustomers && servesPeopleInGrief(ctx.answers)) return false;
  return tool.category !== "Customer service AI" || customersWriteIn(ctx);
}
