import { policyDeadline } from "@/lib/report/content/phases";
import { groundingWithout, reservedTopicsOf } from "./reserved-topics";
import { jurisdictionOf, type Jurisdiction } from "@/lib/report/content/jurisdictions";
import { riskLibrary, type RiskEntry, type RiskSignals } from "@/lib/report/content/risks";
import type { Priority } from "@/lib/report/content/types";
import { professionDefinition } from "@/lib/report/content/professions";
import { sectorWords, type SectorWords } from "@/lib/report/content/sector-words";
import type { Profession } from "@/lib/report/content/types";
import { ownUseToYou } from "./own-use";
import { dataIncidentIn } from "./data-incident";
import { rulesOutCameras, safeUsesOf } from "./safe-use";
import { stated } from "./constraint-fit";
import { has, type Context } from "./context";
import { strataProfile, strataWorded } from "@/lib/report/content/profession-profiles-strata";
import { dataRiskSignals } from "./data-risk-signals";
import { oneLine } from "./theme-patterns";
import { clinicShown, k12Shown } from "./settings-shown";
import { governingProfessions, type ProfessionEvidence } from "./professions";
import { themesOf } from "./roles";
import { approvedAssistant } from "./shared";
import { namedAuthorities, namedIn } from "./named-authorities";
import { NAMED_WEIGHT, namedBodyRisk, namedStatuteRisk } from "@/lib/report/content/risks-named";

export interface SelectedRisk {
  risk: string;
  impact: Priority;
  mitigation: string;
  /** The answer, jurisdiction or sector that brings the risk, in one sentence. */
  why: string;
}

const MIN_RISKS = 3;
const MAX_RISKS = 6;
const IMPACT_RANK: Record<Priority, number> = { High: 0, Medium: 1, Low: 2 };
/** The executive's own words rank just below the heaviest rules of the same impact. */
const OWN_WORDS_WEIGHT = 96;

const quoted = (text: string) => `“${text}”`;
const freeText = (ctx: Context) =>
  [ctx.otherChallenge, ctx.experience, ctx.friction].filter(Boolean).join(" \n ");

/** What shows a profession, completing "shown by …". */
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

const CROSS_BORDER =
  /\b(?:cross[- ]border|inter-?provincial|extra-?provincial|transfrontali\w*|interprovincia\w*)\b/i;

/** What shows the company operating beyond one province: its offices, markets or own words. */
function crossesBordersOf(ctx: Context, jurisdiction: Jurisdiction): string | null {
  const offices = ctx.answers.officeExpansion ?? [];
  const words = freeText(ctx).match(CROSS_BORDER);
  if (offices.includes("united-states")) return "offices in the United States";
  if (offices.includes("other-provinces") || offices.includes("canada-wide"))
    return "offices in other provinces";
  if (jurisdiction.markets.unitedStates) return "the United States among your markets";
  return words ? `your words ${quoted(words[0])}` : null;
}

/** Federally regulated: a bank, telecom or airline anywhere, a carrier once it crosses a border. */
function federalOf(shown: readonly ProfessionEvidence[], crossesBorders: string | null): boolean {
  const federal = shown.length ? professionDefinition(shown[0]!.profession).federal : undefined;
  return federal === true || (federal === "beyond one province" && crossesBorders !== null);
}

/** The professions whose regulators govern the company (lib/report/builtin/professions.ts). */
const governing = (ctx: Context) => governingProfessions(ctx.industry, ctx.professions);

/** An insurance brokerage, which sells insurers' policies and underwrites none: by its name, or its own words. */
const BROKER_NAME =
  /\binsurance (?:brokers?|brokerage|agency)\b|\bcourtiers? (?:en |d['’])assurances?\b|\bcabinet (?:de courtage )?en assurances?\b/i;
const BROKER_WORDS =
  /\b(?:insurance|P&C|property and casualty|general insurance) brokerage\b|\bcabinet de courtage en assurances?\b|\bcourtiers? en assurance de dommages\b/i;
const insuranceBroker = (ctx: Context) =>
  BROKER_NAME.test(ctx.company) || BROKER_WORDS.test(freeText(ctx));

/** For financial services: a bank or credit union the answers show, or a kind the name suggests. */
function financialKindOf(ctx: Context, shown: readonly Profession[]): RiskSignals["financialKind"] {
  const kind = shown.find((p) => p === "bank" || p === "credit-union");
  if (kind === "bank" || kind === "credit-union") return kind;
  if (ctx.industry !== "financial-services") return null;
  if (insuranceBroker(ctx)) return "insurance-broker";
  if (/\b(insurance|assurance|insurer|mutual)\b/i.test(ctx.company)) return "insurer";
  if (
    /\b(wealth|invest\w*|securities|asset management|capital|advisors?|advisers?)\b/i.test(
      ctx.company,
    )
  )
    return "investment";
  return null;
}

const wordsFor = (
  ctx: Context,
  professions: readonly Profession[],
  kind: RiskSignals["financialKind"],
): SectorWords => {
  const words = sectorWords(
    ctx.industry,
    professions,
    kind === "insurer" || kind === "investment" || kind === "insurance-broker" ? kind : null,
    clinicShown(ctx) ? "clinic" : k12Shown(ctx) ? "school" : null,
  );
  const grounding = groundingWithout(words.grounding, reservedTopicsOf(ctx.answers));
  // A strata manager's buildings have councils and bylaws, never boards and declarations.
  if (ctx.profile !== strataProfile) return { ...words, grounding };
  return {
    ...words,
    grounding: strataWorded(grounding),
    draftError: strataWorded(words.draftError),
  };
};

/** The sector's words for this company: its profession's where the answers show one. */
export function sectorWordsOf(ctx: Context): SectorWords {
  const professions = governing(ctx).map((e) => e.profession);
  return wordsFor(ctx, professions, financialKindOf(ctx, professions));
}

const SHIPPING =
  /\b(ship(s|ped|ping)?|shipments?|deliver(y|ies|ing)?|direct[- ]to[- ]consumer|expédi\w*|livraisons?)\b/i;

/** The executive's own clause about shipping or delivering to customers, quoted. */
function shippingOf(ctx: Context): string | null {
  for (const text of [ctx.otherChallenge, ctx.friction, ctx.experience]) {
    const clause = text?.split(/(?<=[.!?;])\s+/).find((c) => SHIPPING.test(c));
    if (clause) return quoted(oneLine(clause.replace(/[.!?;]+$/, ""), 90));
  }
  return null;
}

const PUBLIC_BODY =
  /\b(school district|sd ?\d+|board of education|public schools?|health authority|municipality|city of|district of|regional district)\b/i;

function independentSchoolOf(ctx: Context): boolean | null {
  if (ctx.industry !== "education") return null;
  if (PUBLIC_BODY.test(ctx.company)) return false;
  if (/\b(independent|private|academy|montessori|preparatory|prep)\b/i.test(ctx.company))
    return true;
  return null;
}

const ENQUIRIES = /enquir|support|tenant communications/i;
const ASSISTANT_WORDS = /chat ?bot|virtual agent|assistant on (?:our|the) (?:web)?site/i;

/**
 * A customer-facing assistant is planned or present: customer service as a focus with an
 * enquiry challenge, or free text that names a chatbot. Kept in step with the report audit's
 * rule, which flags the chatbot ruling anywhere else.
 */
export function customerFacingPlan(ctx: Context): { because: string } | null {
  // An executive who rules out AI answering customers has no such plan (constraints.ts).
  if (stated(ctx.constraints, "no-customer-ai")) return null;
  const words = freeText(ctx).match(ASSISTANT_WORDS);
  if (words) return { because: `Your answers mention ${quoted(words[0])}.` };
  const enquiry = ctx.challenges.find((c) => ENQUIRIES.test(c.text));
  if (enquiry && ctx.focusDepartments.includes("customer_service"))
    return {
      because: `You named Customer Service among the areas where AI would help most and ${quoted(enquiry.text)} as a challenge, so an AI assistant answering enquiries is in view.`,
    };
  return null;
}

const OUTREACH_CHALLENGE = /\blead|acquisition|marketing|personalis(?!ing learning)/i;
const CRMS = ["hubspot", "salesforce"] as const;
/** Words that show e-mail sent to sell: newsletters, campaigns, prospecting, follow-ups. */
const EMAIL_MARKETING =
  /\b(?:newsletters?|e-?mail (?:marketing|campaigns?|blasts?|lists?|sequences?)|mailing lists?|(?:marketing|promotional|prospecting|follow-up|sales|outreach) e-?mails?|prospecting|cold (?:e-?mails?|outreach)|drip campaigns?|e-?blasts?|mailchimp|constant contact|klaviyo|infolettres?|courriels? (?:de )?(?:prospection|promotionnels?|marketing|de suivi)|publipostage|prospection)\b/iu;

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
  const hiring = ctx.challenges.find((c) => /hiring|recruit|talent/i.test(c.text));
  if (hiring) return { because: `You chose ${quoted(hiring.text)} as a challenge.` };
  if (ctx.focusDepartments.includes("hr"))
    return {
      because: `You named Human Resources among the areas where AI would help most, so hiring at ${ctx.company} may come to rely on it.`,
    };
  return null;
}

function amlChallengeOf(ctx: Context): string | null {
  const challenge = ctx.challenges.find((c) => /fraud|onboarding|kyc/i.test(c.text));
  if (challenge) return quoted(challenge.text);
  const words = freeText(ctx).match(/\b(kyc|anti-money laundering|aml|fraud|onboarding)\b/i);
  return words ? `work on ${words[0]}, in your own words,` : null;
}

/** What the risk rules read, from the answers. */
export function riskSignals(ctx: Context): RiskSignals {
  const a = ctx.answers;
  const shown = governing(ctx);
  const professions = shown.map((e) => e.profession);
  const financialKind = financialKindOf(ctx, professions);
  const jurisdiction = jurisdictionOf(a);
  const crossesBorders = crossesBordersOf(ctx, jurisdiction);
  return {
    company: ctx.company,
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
    adoption: ctx.adoption.organisation,
    policyDue: policyDeadline[ctx.pace].within,
    toolLabels: ctx.toolLabels,
    ownUse: ownUseToYou(ctx.ownUse),
    dataIncident: dataIncidentIn(ctx.answers.aiExperience),
    safeUse: safeUsesOf(ctx.answers, ctx.toolLabels).find((u) => u.tools.length) ?? null,
    workCopilot: ctx.copilot === "chat" || ctx.copilot === "paid",
    assistant: approvedAssistant(ctx),
    hasPolicy: has(ctx, "ai_policy"),
    hasPilots: has(ctx, "dept_pilots"),
    hasBudget: has(ctx, "dedicated_budget"),
    hasSteering: has(ctx, "steering_committee"),
    systems: [...ctx.platformLabels, ...ctx.systems.map((s) => s.name)],
    customerFacing: customerFacingPlan(ctx),
    outreach: outreachOf(ctx),
    peopleDecisions: peopleDecisionsOf(ctx),
    creditChallenge: ctx.challenges.find((c) => /credit/i.test(c.text))?.text ?? null,
    amlChallenge: amlChallengeOf(ctx),
    paperworkChallenge:
      ctx.challenges.find((c) => /paperwork|due diligence/i.test(c.text))?.text ?? null,
    professions,
    // What the company's name or the title already says needs no "shown by": it is plain.
    shownBy: Object.fromEntries(
      shown.map((e) => [e.profession, selfEvident(ctx, e.profession) ? "" : shownBy(e)]),
    ),
    federal: federalOf(shown, crossesBorders),
    crossesBorders,
    partnership:
      !shown.length &&
      (ctx.industry === "consulting" || ctx.industry === "other") &&
      /\bLLP\b/i.test(ctx.company),
    financialKind,
    words: wordsFor(ctx, professions, financialKind),
    ownWords: [a.companyName, a.otherChallenge, a.aiExperience, a.aiFriction, a.otherPlatforms]
      .filter(Boolean)
      .join("\n"),
    shipping: shippingOf(ctx),
    publicBody: PUBLIC_BODY.test(ctx.company),
    independentSchool: independentSchoolOf(ctx),
    clinic: clinicShown(ctx),
    k12: k12Shown(ctx),
    otherKind: Boolean(ctx.profile?.neutral),
    ...dataRiskSignals(ctx),
    noRecording: stated(ctx.constraints, "no-recording"),
    noCameras: rulesOutCameras(ctx.answers),
  };
}

/** At most this many named authorities get a risk of their own: the rest are in the policy's rules. */
const MAX_NAMED = 2;

/** A risk for each regulator or statute the executive named that no other risk names already. */
function fromNames(ctx: Context, others: readonly SelectedRisk[]): Ranked[] {
  const said = others.map((r) => `${r.risk} ${r.why} ${r.mitigation}`).join(" ");
  return namedAuthorities(ctx)
    .filter((a) => !namedIn(a.name, said))
    .slice(0, MAX_NAMED)
    .map((a) => ({
      ...(a.kind === "statute" ? namedStatuteRisk : namedBodyRisk)(ctx.company, a),
      impact: "High" as const,
      weight: NAMED_WEIGHT,
      essential: true,
      filler: false,
    }));
}

interface Ranked extends SelectedRisk {
  weight: number;
  essential: boolean;
  filler: boolean;
}

const byRank = (x: Ranked, y: Ranked) =>
  IMPACT_RANK[x.impact] - IMPACT_RANK[y.impact] || y.weight - x.weight;

function ranked(entry: RiskEntry, signals: RiskSignals): Ranked {
  return {
    risk: entry.risk(signals),
    impact: entry.impact(signals),
    mitigation: entry.mitigation(signals),
    why: entry.why(signals),
    weight: entry.weight,
    essential: entry.essential ?? false,
    filler: entry.filler ?? false,
  };
}

/**
 * The three to six risks that apply to this company, highest impact first: from its
 * jurisdiction, sector and answers, plus any risk the executive named in their own words.
 * The privacy law and the sector's regulator are always kept; a rule the executive's own words
 * already cover gives way to them.
 */
export function selectRisks(ctx: Context): SelectedRisk[] {
  const signals = riskSignals(ctx);
  const themes = themesOf(ctx).filter((t) => t.risk);
  const themeIds = new Set(themes.map((t) => t.themeId));
  const fromWords: Ranked[] = themes.map((t) => ({
    ...t.risk!,
    // A theme's rule names the people this sector serves: patients, clients, members.
    mitigation: t.risk!.mitigation.replace("{people}", signals.words.audience),
    impact: "High",
    weight: OWN_WORDS_WEIGHT,
    essential: true,
    filler: false,
  }));
  const fromRules = riskLibrary
    .filter((entry) => !(entry.sameAsTheme && themeIds.has(entry.sameAsTheme)))
    .filter((entry) => entry.applies(signals))
    .map((entry) => ranked(entry, signals));
  const candidates = [
    ...fromWords,
    ...fromRules,
    ...fromNames(ctx, [...fromWords, ...fromRules]),
  ].sort(byRank);
  const kept = candidates.filter((r) => r.essential).slice(0, MAX_RISKS);
  for (const r of candidates.filter((c) => !c.essential && !c.filler))
    if (kept.length < MAX_RISKS) kept.push(r);
  for (const r of candidates.filter((c) => c.filler)) if (kept.length < MIN_RISKS) kept.push(r);
  return kept.sort(byRank).map(({ risk, impact, mitigation, why }) => ({
    risk,
    impact,
    mitigation,
    why,
  }));
}
