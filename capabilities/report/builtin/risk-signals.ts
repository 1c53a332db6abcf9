import { seesAnythingNewFirst } from "./union-statements";
import { firstMentionOf } from "./negation";
import { policyDeadline } from "@/capabilities/report/content/phases";
import { datedFromHold, heldOpeningOf } from "./held-opening";
import { jurisdictionOf } from "@/capabilities/report/content/jurisdictions";
import type { RiskSignals } from "@/capabilities/report/content/risks";
import { professionDefinition } from "@/capabilities/report/content/professions";
import {
  AML_CHALLENGE,
  AML_WORDS,
  ASSISTANT_WORDS,
  CREDIT_CHALLENGE,
  CRMS,
  EMAIL_MARKETING,
  ENQUIRIES,
  HIRING_CHALLENGE,
  INDEPENDENT_SCHOOL,
  LLP,
  OUTREACH_CHALLENGE,
  PAPERWORK_CHALLENGE,
  PUBLIC_BODY,
  SHIPPING,
} from "@/capabilities/report/content/risk-signal-words";
import { ownUseToYou } from "./own-use";
import { dataIncidentIn, dataLeakIn } from "./data-incident";
import { planningKeptByPeople } from "./red-lines";
import { rulesOutCameras, safeUsesOf } from "./safe-use";
import { stated } from "./constraint-fit";
import { has, type Context } from "./context";
import { dataRiskSignals } from "./data-risk-signals";
import { oneLine } from "./theme-patterns";
import { clinicShown, k12Shown } from "./settings-shown";
import type { ProfessionEvidence } from "./professions";
import { approvedAssistant } from "./approved-assistant";
import { financialKindOf, freeText, governing, wordsFor } from "./sector-words-of";
import { crossesBordersOf, intoUnitedStatesOf } from "./crosses-borders";
import { placesReached } from "./places-reached";
import { headcountRange } from "./headcount";
import { customerAnsweringDropped } from "./tried-and-dropped";
import { meansGranted } from "./friction-sentences";

/** What the risk rules read in the answers (the rules themselves: content/risks.ts). */

const quoted = (text: string) => `“${text}”`;

/** What shows a profession, completing "shown by …". */
/** The policy's deadline as the next steps say it: from the month a freeze over the opening lifts. */
function policyDueOf(ctx: Context): string {
  const seesFirst = seesAnythingNewFirst(ctx.constraints);
  if (seesFirst) return `once ${seesFirst} has seen it`;
  const held = heldOpeningOf(ctx.answers, ctx.input.createdAt);
  const within = policyDeadline[ctx.pace].within;
  return held ? datedFromHold(within, held) : within;
}

function shownBy(e: ProfessionEvidence): string {
  if (e.answer === "system") return `its use of ${e.says}`;
  if (e.answer === "challenge") return `your challenge ${quoted(e.says)}`;
  return `your words ${e.says}`;
}

/** The company's name or the executive's title shows the profession ("Harewood Law Corporation"). */
const selfEvident = (ctx: Context, profession: ProfessionEvidence["profession"]): boolean =>
  ctx.professions.some(
    (e) => e.profession === profession && (e.answer === "company" || e.answer === "title"),
  );

/** Federally regulated: a bank, telecom or airline anywhere, a carrier once it crosses a border. */
function federalOf(shown: readonly ProfessionEvidence[], crossesBorders: string | null): boolean {
  const federal = shown.length ? professionDefinition(shown[0]!.profession).federal : undefined;
  return federal === true || (federal === "beyond one province" && crossesBorders !== null);
}

/** The staff the answers allow, and how a sentence says it. */
function headcountOf(ctx: Context): RiskSignals["headcount"] {
  const range = headcountRange(ctx.answers) ?? { min: 1, max: Number.POSITIVE_INFINITY };
  const said =
    range.min === range.max ? `${range.min} employees` : `${ctx.employeesLabel} employees`;
  return { ...range, said };
}

/** The executive's own clause about shipping or delivering to customers, quoted. */
function shippingOf(ctx: Context): string | null {
  for (const text of [ctx.otherChallenge, ctx.friction, ctx.experience]) {
    const clause = text?.split(/(?<=[.!?;])\s+/).find((c) => SHIPPING.test(c));
    if (clause) return quoted(oneLine(clause.replace(/[.!?;]+$/, ""), 90));
  }
  return null;
}

function independentSchoolOf(ctx: Context): boolean | null {
  if (ctx.industry !== "education") return null;
  if (PUBLIC_BODY.test(ctx.company)) return false;
  if (INDEPENDENT_SCHOOL.test(ctx.company)) return true;
  return null;
}

/**
 * A customer-facing assistant is planned or present: customer service as a focus with an
 * enquiry challenge, or free text that names a chatbot. Kept in step with the report audit's
 * rule, which flags the chatbot ruling anywhere else.
 */
export function customerFacingPlan(ctx: Context): { because: string } | null {
  // An executive who rules out AI answering customers has no such plan (constraints.ts).
  if (stated(ctx.constraints, "no-customer-ai")) return null;
  // A chatbot tried and switched off, or turned down, is not proposed again (tried-and-dropped.ts).
  if (customerAnsweringDropped(ctx.answers)) return null;
  // "not a chatbot" mentions none.
  const words = firstMentionOf(freeText(ctx), ASSISTANT_WORDS);
  if (words) return { because: `Your answers mention ${quoted(words)}.` };
  const enquiry = ctx.challenges.find((c) => ENQUIRIES.test(c.text));
  if (enquiry && ctx.focusDepartments.includes("customer_service"))
    return {
      because: `You named Customer Service among the areas where AI would help most and ${quoted(enquiry.text)} as a challenge, so an AI assistant answering enquiries is in view.`,
    };
  return null;
}

/**
 * Evidence that the company sends commercial e-mail: its own words about newsletters, campaigns
 * or prospecting, a CRM built to send them, or a lead or marketing challenge. Selling to
 * consumers, or hoping AI helps Marketing, says nothing of e-mail (review 6: CASL as padding).
 */
function outreachOf(ctx: Context): { because: string } | null {
  // CASL's regulations exempt a registered charity's fundraising messages; a non-profit's own
  // obligations (its society act, the CRA's rules, privacy law) are named as its regulator.
  if (governing(ctx).some((e) => e.profession === "nonprofit")) return null;
  const sentence = [
    ctx.answers.otherChallenge,
    ctx.answers.aiExperience,
    ctx.answers.aiFriction,
    ctx.answers.otherPlatforms,
  ]
    .flatMap((text) => (text ? text.split(/(?<=[.!?;])\s+/) : []))
    .find((s) => EMAIL_MARKETING.test(s));
  const words = sentence && oneLine(sentence.replace(/[.!?;]+$/, ""), 120);
  const crm = ctx.platforms.filter((p) => (CRMS as readonly string[]).includes(p));
  const challenge = ctx.challenges.find((c) => OUTREACH_CHALLENGE.test(c.text));
  const reasons = [
    words ? `you wrote ${quoted(words)}` : "",
    challenge ? `you chose ${quoted(challenge.text)} as a challenge` : "",
    crm.length
      ? `you run ${crm.map((p) => (p === "hubspot" ? "HubSpot" : "Salesforce")).join(" and ")}`
      : "",
  ].filter(Boolean);
  if (!reasons.length) return null;
  const [first, second] = reasons;
  const because = second ? `${first}, and ${second}` : first;
  return { because: `${because[0].toUpperCase()}${because.slice(1)}` };
}

function peopleDecisionsOf(ctx: Context): { because: string } | null {
  const hiring = ctx.challenges.find((c) => HIRING_CHALLENGE.test(c.text));
  if (hiring) return { because: `You chose ${quoted(hiring.text)} as a challenge.` };
  if (ctx.focusDepartments.includes("hr"))
    return {
      because: `You named Human Resources among the areas where AI would help most, so hiring at ${ctx.company} may come to rely on it.`,
    };
  return null;
}

function amlChallengeOf(ctx: Context): string | null {
  const challenge = ctx.challenges.find((c) => AML_CHALLENGE.test(c.text));
  if (challenge) return quoted(challenge.text);
  const words = firstMentionOf(freeText(ctx), AML_WORDS);
  return words ? `work on ${words}, in your own words,` : null;
}

/** What the risk rules read, from the answers. */
export function riskSignals(ctx: Context): RiskSignals {
  const a = ctx.answers;
  const shown = governing(ctx);
  const professions = shown.map((e) => e.profession);
  const financialKind = financialKindOf(ctx, professions);
  const jurisdiction = jurisdictionOf(a);
  const reaches = placesReached(freeText(ctx), jurisdiction.province);
  const crossesBorders = crossesBordersOf(ctx, jurisdiction, reaches);
  return {
    company: ctx.company,
    companyNoun: ctx.companyNoun,
    industry: ctx.industry,
    jurisdiction,
    primaryMarket: a.companyMarkets ?? "",
    offices: a.officeExpansion ?? [],
    focus: ctx.focusDepartments,
    focusLabels: ctx.focusDepartmentLabels,
    posture: a.orgPosture,
    postureLabel: ctx.postureLabel,
    perception: a.aiPerception,
    confidence: ctx.confidence,
    // Pilots ticked, every one described stopped: no pilot is said to be under way.
    adoption: ctx.adoption.pilotsEnded ? "individual" : ctx.adoption.organisation,
    policyDue: policyDueOf(ctx),
    toolLabels: ctx.toolLabels,
    // A tool stopped or dropped at work ("we cancelled the licences") is no one's account now;
    // a blocked one may still be used on personal devices.
    endedTools: (ctx.ownUse.ended ?? []).filter((e) => e.status !== "blocked").map((e) => e.label),
    ownUse: ownUseToYou(ctx.ownUse),
    dataIncident: dataIncidentIn(ctx.answers.aiExperience),
    dataLeak: dataLeakIn(ctx.answers),
    safeUse: safeUsesOf(ctx.answers, ctx.toolLabels).find((u) => u.tools.length) ?? null,
    workCopilot: ctx.copilot === "chat" || ctx.copilot === "paid",
    assistant: approvedAssistant(ctx),
    hasPolicy: has(ctx, "ai_policy"),
    hasPilots: has(ctx, "dept_pilots") && !ctx.adoption.pilotsEnded,
    hasBudget: has(ctx, "dedicated_budget") || meansGranted(ctx.answers),
    hasSteering: has(ctx, "steering_committee"),
    systems: [...ctx.platformLabels, ...ctx.systems.map((s) => s.name)],
    customerFacing: customerFacingPlan(ctx),
    outreach: outreachOf(ctx),
    peopleDecisions: peopleDecisionsOf(ctx),
    creditChallenge: ctx.challenges.find((c) => CREDIT_CHALLENGE.test(c.text))?.text ?? null,
    amlChallenge: amlChallengeOf(ctx),
    paperworkChallenge: ctx.challenges.find((c) => PAPERWORK_CHALLENGE.test(c.text))?.text ?? null,
    professions,
    // What the company's name or the title already says needs no "shown by": it is plain.
    shownBy: Object.fromEntries(
      shown.map((e) => [e.profession, selfEvident(ctx, e.profession) ? "" : shownBy(e)]),
    ),
    federal: federalOf(shown, crossesBorders),
    crossesBorders,
    intoUnitedStates: intoUnitedStatesOf(ctx, jurisdiction, reaches),
    reaches,
    partnership:
      !shown.length &&
      (ctx.industry === "consulting" || ctx.industry === "other") &&
      LLP.test(ctx.company),
    financialKind,
    words: wordsFor(ctx, professions, financialKind),
    ownWords: [a.companyName, a.otherChallenge, a.aiExperience, a.aiFriction, a.otherPlatforms]
      .filter(Boolean)
      .join("\n"),
    ...keptFromAiOf(ctx.constraints),
    headcount: headcountOf(ctx),
    shipping: shippingOf(ctx),
    // A municipality the answers show is a public body whatever its name ("Township of …").
    publicBody: PUBLIC_BODY.test(ctx.company) || professions[0] === "municipality",
    independentSchool: independentSchoolOf(ctx),
    clinic: clinicShown(ctx),
    k12: k12Shown(ctx),
    otherKind: ctx.profile?.neutral?.otherKind ?? false,
    ...dataRiskSignals(ctx),
    noRecording: stated(ctx.constraints, "no-recording"),
    noCameras: rulesOutCameras(ctx.answers),
    peoplePlan: planningKeptByPeople(ctx.constraints),
  };
}

/** The material a stated rule keeps out of every AI tool ("donor information"), if any. */
function keptFromAiOf(constraints: Context["constraints"]): { keptFromAi?: string } {
  const kept = constraints.find((c) => c.keptFromAi)?.keptFromAi;
  return kept ? { keptFromAi: kept } : {};
}
