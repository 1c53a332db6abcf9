import { confidentialRules, type ConstraintId } from "@/capabilities/report/content/constraints";
import { capCovers, capNamed } from "./spending-cap";
import type { CatalogueTool } from "@/capabilities/report/content/types";
import type { StatedConstraint } from "./stated-constraint";
import type { Context } from "./context";
import { doesWork } from "@/capabilities/report/content/tool-work";
import { worksInFrench } from "@/capabilities/report/content/tool-french";
import { paidFor } from "./constraint-gates";
import { monthlyCostCad, pricedOnQuote, roundCad } from "./cost";
import { gradesStudentWork, makesDecisionRuledOut } from "./red-lines";
import { toolNeedsCameras } from "./camera-ban";
import { leadersOwnWork } from "./union-statements";
import { possessive } from "./text";
import { constraintQuotes } from "./constraint-quotes";
import { breaksRedLine, statesCardRule } from "./stated-red-lines";
import { draftsJournalism } from "./stated-byline-rule";

/**
 * What the executive's constraints (constraints.ts) do to a tool: one that breaks a constraint is
 * never recommended, one kept says how it respects them, and the report says which constraints it
 * read, in the executive's words. The work they allow is in allowed-applications.ts; what is
 * agreed before a pilot starts, in work-conditions.ts.
 */

export const stated = (constraints: readonly StatedConstraint[], id: ConstraintId): boolean =>
  constraints.some((c) => c.id === id);

/** Whether a tool breaks one stated constraint. Consent and a union change how it is used, not whether. */
export function breaks(tool: CatalogueTool, c: StatedConstraint, ctx: Context): boolean {
  const regions = tool.dataRegions ?? [];
  switch (c.id) {
    case "canada-only":
    case "ocap":
      return !regions.includes("canada") && !regions.includes("own-computers");
    case "no-us-hosting":
      // A vendor that publishes no region outside the US is treated as hosting in the US.
      return regions.length === 0;
    case "no-recording":
      return tool.records === true;
    case "no-cameras":
      return toolNeedsCameras(tool);
    case "no-budget":
      return !paidFor(tool, ctx) && tool.price.kind !== "included" && tool.price.kind !== "free";
    case "budget-cap":
      return !paidFor(tool, ctx) && monthlyCostCad(ctx, tool)[0] * 12 > (c.amountCad ?? 0);
    case "no-customer-ai":
    case "professional-review":
      // Nothing reaches a client before the licensed person has reviewed it.
      return tool.answersCustomers === true;
    case "confidential":
      // No AI agent answers the clients whose details must be kept out of AI tools; a hosted
      // coding assistant would take the code in; a recorder takes in client calls.
      if (c.rule === "code")
        return /coding/i.test(tool.category) && !regions.includes("own-computers");
      if (c.rule === "client-consent" && tool.records === true) return true;
      // Material kept on site, or off clouds the clients have not approved: no cloud tool whose
      // work takes it in (a recorder, a camera system, an agent answering the clients).
      if ((c.rule === "on-site" || c.rule === "cloud") && !regions.includes("own-computers"))
        return holdsTheMaterial(tool, c.rule);
      // The tools the rule names, and any with a free plan where it rules out free tools.
      if (c.tools?.includes(tool.name)) return true;
      if (c.freeTools && (tool.price.kind === "free" || /^free tier/i.test(tool.pricing)))
        return !paidFor(tool, ctx);
      return tool.answersCustomers === true;
    case "never-named":
      return c.tools?.includes(tool.name) ?? false;
    case "no-ai-decision":
      // A tool built to make the decision itself (screening, credit underwriting), not to prepare
      // it; under a grading rule, one built to comment on students' work.
      return (
        makesDecisionRuledOut({ application: `${tool.category}. ${tool.description}` }, [c]) ||
        gradesStudentWork(tool, c)
      );
    case "consent":
    case "union":
    case "data-ownership":
    case "spending-approval":
    case "vendor-approval":
    case "new-work-approval":
    case "safety-signoff":
    case "language":
      // A company that works in French whole gets only tools that do; one in use stays its choice.
      return (
        !c.scope &&
        /French/.test(c.language ?? "") &&
        worksInFrench[tool.name] === false &&
        !paidFor(tool, ctx)
      );
    case "red-line":
      return breaksRedLine(`${tool.name}. ${tool.category}. ${tool.description}`, c);
    case "no-ai-bylines":
      return draftsJournalism(`${tool.category}. ${tool.description}. ${tool.useCase}`);
    case "spoken-contact":
      // AI prepares the conversation, never holds it: no voice agent, dialer or chatbot that
      // screens or answers the people a person must speak to.
      return replacesConversation(tool);
    case "payback":
      // Months of set-up leave too little of a year's window to pay back in.
      return (c.paybackMonths ?? 12) <= 12 && tool.setup === "months" && !paidFor(tool, ctx);
    case "channel":
    case "verified-answers":
    case "customer-terms":
    case "approval-threshold":
    case "no-floor-devices":
    case "no-ai-imagery":
    case "duty":
    case "asset":
      return false;
  }
}

/** A tool that holds the conversation itself: a voice agent, a dialer, a chatbot that screens or answers people. */
const CONVERSES =
  /\b(?:voice (?:agents?|ai|assistants?|bots?)|phone (?:agents?|bots?)|ai receptionists?|dialers?|conversational|chatbots?|(?:screens?|screening) (?:candidates|applicants)|answers? (?:candidate|customer|caller)s?['’]? questions|places? (?:outbound )?calls)\b/iu;

const replacesConversation = (tool: CatalogueTool): boolean =>
  tool.answersCustomers === true || CONVERSES.test(`${tool.category}. ${tool.description}`);

/**
 * A cloud tool whose work takes in the material a rule keeps off clouds: it records, sees or
 * answers the clients; where everything stays on site, it also moves or translates the records.
 * A desk assistant is kept, used only on work that holds none of it (respectNote).
 */
const holdsTheMaterial = (tool: CatalogueTool, rule: "on-site" | "cloud"): boolean =>
  tool.records === true ||
  tool.answersCustomers === true ||
  doesWork(tool, "recording") ||
  doesWork(tool, "vision") ||
  (rule === "on-site" &&
    (doesWork(tool, "automation") || /translation|practice management/i.test(tool.category)));

/** New yearly spending on these tools, in C$, at the top of each estimate; what is paid for adds nothing. */
export const newYearlySpendCad = (tools: readonly CatalogueTool[], ctx: Context): number =>
  tools
    .filter((t) => !paidFor(t, ctx) && !pricedOnQuote(ctx, t))
    .reduce((sum, t) => sum + monthlyCostCad(ctx, t)[1] * 12, 0);

/**
 * A tool's new spending set against the ceiling the executive stated, for its cost line ("C$28 a
 * month of the C$50 a month you set for all new AI spending"); null without a ceiling or new spending.
 */
export function againstCap(tool: CatalogueTool, ctx: Context): string | null {
  const ceiling = ctx.constraints.find((c) => c.id === "budget-cap");
  const cap = ceiling?.cap;
  // A price the vendor quotes is no figure to set against the cap: the budget line asks for it.
  if (!cap || paidFor(tool, ctx) || pricedOnQuote(ctx, tool)) return null;
  const [low] = monthlyCostCad(ctx, tool);
  if (!low) return null;
  const spend = cap.endsWith("a month")
    ? `C$${roundCad(low)} a month`
    : `C$${roundCad(low * 12)} a year`;
  return ceiling.capScope
    ? `${spend} of the ${capNamed(ceiling)} you set, which covers more than AI`
    : `${spend} of the ${cap} ${capCovers(ceiling)}`;
}

/** A stated yearly ceiling caps the tools' new spending together, not each tool's. */
export function withinCeiling(tools: readonly CatalogueTool[], ctx: Context): boolean {
  const stated = ctx.constraints.find((c) => c.id === "budget-cap");
  const ceiling = stated?.amountCad;
  if (ceiling === undefined) return true;
  // A ceiling on each project holds each tool to it, not their sum.
  return stated?.perProject
    ? tools.every((t) => newYearlySpendCad([t], ctx) <= ceiling)
    : newYearlySpendCad(tools, ctx) <= ceiling;
}

/** The first stated constraint the tool breaks, if any. */
export const brokenBy = (tool: CatalogueTool, ctx: Context): StatedConstraint | undefined =>
  ctx.constraints.find((c) => breaks(tool, c, ctx));

/** Words that name no particular work: everyone's job, the statement's own verbs. */
const ANY_WORK = new Set(
  (
    "staff employees employee workers worker people team teams members plant shop floor company " +
    "everyone anyone anyone's office work works working jobs duties roles change changes tool " +
    "tools software technology system systems anything everything their employés travailleurs " +
    "personnel équipes travail outil outils"
  ).split(" "),
);
/**
 * A workforce split by the executive ("the shop is unionized with Unifor and the drivers are not",
 * « l'usine est syndiquée, les chauffeurs ne le sont pas »): the words of work the union covers,
 * the unionised group's and, for a plant, shop or floor, the work done there; null when no group
 * is said not to be unionised. Work that touches none of them is the non-union group's.
 */
function splitUnion(quotes: readonly string[]): string[] | null {
  const text = quotes.join(" ");
  const outside = NOT_UNIONISED.flatMap((p) => wordsOf(text.match(p)?.[1] ?? ""));
  if (!outside.length) return null;
  const group = wordsOf(text.match(UNION_COVERS[0]!)?.[1] ?? "").filter(
    (w) => !outside.includes(w) && !DETERMINERS.has(w.toLowerCase()),
  );
  return group.flatMap((w) => [w, ...(WORKPLACE.test(w) ? WORKPLACE_WORK : [])]);
}

/** Who the executive says is not unionised: "and the drivers are not", « les chauffeurs ne le sont pas ». */
const NOT_UNIONISED = [
  /((?:\p{L}+\s+){0,2}\p{L}+)\s+(?:are(?:n['’]t| not)|is(?:n['’]t| not))(?:\s+(?:unionis|unioniz)\p{L}*)?\s*(?:[.;,)]|$)/iu,
  /((?:\p{L}+\s+){0,2}\p{L}+)\s+(?:are|is)\s+(?:\p{L}+\s+(?:and\s+)?)?(?:not\s+|non-?)(?:unionis|unioniz)/iu,
  /((?:\p{L}+\s+){0,2}\p{L}+)\s+ne\s+(?:le\s+|la\s+)?(?:sont|est)\s+pas(?:\s+syndiqu\p{L}*)?(?!\p{L})/iu,
  /((?:\p{L}+\s+){0,2}\p{L}+)\s+(?:sont|est)\s+non[- ]syndiqu/iu,
];
const DETERMINERS = new Set("their with also both leur leurs notre nos".split(" "));
/** A workplace named as the unionised group: its work is the line, the machines, the maintenance. */
const WORKPLACE =
  /^(?:plant|shop|floor|factory|mill|brewhouse|bakery|kitchen|warehouse|line|production|usine|atelier|entrepôt|garage)$/iu;
const WORKPLACE_WORK = (
  "line production machine machines equipment maintenance repair repairs mechanics technicians " +
  "defects packing grading shift shifts stoppages downtime brewing batches " +
  "ligne production machines équipement entretien réparations emballage"
).split(" ");

/** Who is unionised ("Our field crews are unionised") and what the union guards ("touches timesheets or monitoring"). */
const UNION_COVERS = [
  /((?:\p{L}+\s+){0,2}\p{L}+)\s+(?:are|is|sont|est)\s+(?:unionis|unioniz|syndiqu)/iu,
  /\b(?:touch(?:es|ing)?|affect(?:s|ing)?|involv\w*|concern\w*|changes? to|touche\w*)\s+([^.;,:]+)/iu,
];
const stem = (word: string) =>
  word
    .toLowerCase()
    .replace(/(?:ies|es|s)$/, "")
    .slice(0, 6);
const wordsOf = (text: string) => text.match(/\p{L}{4,}/gu) ?? [];
const RECORDS_PEOPLE = /monitor|surveil|record|track|camera|enregistr/i;
/** Work that puts monitoring technology on the floor: cameras, sensors, tracking people. */
const MONITORS_PEOPLE =
  /\b(?:cameras?|caméras?|vision|visual|sensors?|capteurs?|monitor\w*|surveil\w*|track(?:s|ing|ed)? (?:staff|workers|people|employees|drivers)|gps|wearables?|telematics)\b/iu;

/**
 * Whether the union's statement covers this work: the people and the work it names (field
 * crews, timesheets, monitoring) are what the work touches, or it names none and so covers every
 * change. `about` is the work described in words: its application, the executive's words.
 */
export function unionCovers(about: string, records: boolean, ctx: Context): boolean {
  const statements = ctx.constraints.filter((c) => c.id === "union");
  // The executive's own use of AI is no union member's work.
  if (leadersOwnWork(about)) return false;
  // An agreement on new monitoring technology covers only work that watches people.
  if (statements.length && statements.every((c) => c.monitoringOnly))
    return records || MONITORS_PEOPLE.test(about);
  const split = splitUnion(statements.map((c) => c.quote));
  if (split) return split.some((w) => wordsOf(about).some((t) => stem(t) === stem(w)));
  const named = statements
    .flatMap((c) => UNION_COVERS.map((pattern) => c.quote.match(pattern)?.[1] ?? ""))
    .flatMap(wordsOf)
    .filter((w) => !ANY_WORK.has(w.toLowerCase()));
  if (!named.length) return statements.length > 0;
  if (records && named.some((w) => RECORDS_PEOPLE.test(w))) return true;
  const touched = new Set(wordsOf(about).map(stem));
  return named.some((w) => touched.has(stem(w)));
}
/** The confidential-material rule as it applies to a kept tool; null when none applies. */
export function confidentialNote(tool: CatalogueTool, ctx: Context): string | null {
  const stated = ctx.constraints.find((c) => c.id === "confidential");
  const rule = stated?.rule;
  // Material kept in a named system stays there: the tool drafts what holds none of it.
  if (stated?.system && tool.system !== stated.system.toLowerCase())
    return `${tool.name} is used only on work that holds none of the ${stated.keptIn} your rule keeps in ${stated.system}: none of it is entered into ${tool.name}.`;
  // A model on the company's own computers keeps the material where it is.
  // Material the rule names ("donor information") is said as named.
  const material = stated?.keptFromAi;
  const note = material
    ? `No ${material} ${/s$/.test(material) ? "go" : "goes"} into {tool}: names and personal details are taken out first.`
    : rule && confidentialRules[rule].note;
  if (!note || tool.dataRegions?.includes("own-computers")) return null;
  return note.replace("{tool}", tool.name).replace("{company's}", possessive(ctx.company));
}

/**
 * How a kept tool respects the constraints, as sentences for its use case; null when none applies.
 * The confidential rule is the same for every tool: without `sayRule` it is left to the first.
 */
export function respectNote(tool: CatalogueTool, ctx: Context, sayRule = true): string | null {
  const notes: string[] = [];
  if (tool.records && stated(ctx.constraints, "consent"))
    notes.push(
      `${tool.name} records only people who have agreed: consent is asked and noted before each recording, and whoever declines is not recorded.`,
    );
  if (tool.answersCustomers && statesCardRule(ctx.constraints))
    notes.push(
      `${tool.name} never asks for or takes a card number: a customer ready to pay is sent to your existing payment page or to a member of staff, as your rule on card numbers requires.`,
    );
  const rule = sayRule ? confidentialNote(tool, ctx) : null;
  if (rule) notes.push(rule);
  return notes.length ? notes.join(" ") : null;
}

/**
 * The constraints the report read, in the words that state them: "“Staff refuse to have
 * appointments recorded”". Null when the executive stated none.
 */
export function respectedLine(ctx: Context): string | null {
  const quotes = constraintQuotes(ctx);
  if (!quotes.length) return null;
  // The executive's words alone: a label of ours beside them would restate the rule in other words.
  return `What this report respects, in your words: ${quotes.map((q) => `“${q}”`).join("; ")}.`;
}
