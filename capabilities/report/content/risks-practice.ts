import type { ProvinceCode } from "./jurisdictions";
import { usDecisionRules } from "./risks-markets";
import { employsAtLeast } from "./staff-thresholds";
import type { Signal } from "./types";
import {
  audienceOf,
  joinWords,
  personalData,
  possessive,
  type RiskEntry,
  type RiskSignals,
} from "./risks-types";

/**
 * Risks the answers bring: how AI is used (or planned) and how the organization meets it.
 * Each applies only on evidence: shadow AI needs use and no policy, the chatbot ruling needs a
 * customer-facing assistant, hiring bias needs hiring among the planned uses. Planned uses are
 * phrased as plans ("if AI answers guests"), never as current use.
 */

const HUMAN_RIGHTS: Partial<Record<ProvinceCode, string>> = {
  BC: "the BC Human Rights Code",
  AB: "the Alberta Human Rights Act",
  SK: "The Saskatchewan Human Rights Code",
  MB: "Manitoba's Human Rights Code",
  ON: "Ontario's Human Rights Code",
  QC: "Quebec's Charter of human rights and freedoms",
  NS: "the Nova Scotia Human Rights Act",
  NB: "New Brunswick's Human Rights Act",
  NL: "the Newfoundland and Labrador Human Rights Act",
  PE: "Prince Edward Island's Human Rights Act",
  YT: "the Yukon Human Rights Act",
  NT: "the Northwest Territories Human Rights Act",
  NU: "the Nunavut Human Rights Act",
};

function humanRightsLaw(s: RiskSignals): string {
  if (s.federal) return "the Canadian Human Rights Act";
  const p = s.jurisdiction.province;
  return (p && HUMAN_RIGHTS[p]) ?? "human rights law";
}

/** The one assistant the brief sanctions, as this risk offers it. */
const SAFE_ASSISTANT = (s: RiskSignals) =>
  /Copilot Chat/.test(s.assistant)
    ? "Copilot Chat signed in with work accounts"
    : /^Gemini/.test(s.assistant)
      ? "Gemini in your Google Workspace accounts"
      : /^a business plan\b/.test(s.assistant)
        ? `${s.assistant}, with training on your data switched off`
        : s.assistant;

/** The first named tool people would sign up for themselves ("ChatGPT"), or plain "AI". */
const personalTool = (s: RiskSignals) =>
  s.toolLabels.find(
    (t) =>
      !/other/i.test(t) && !(s.workCopilot && /copilot/i.test(t)) && !s.endedTools?.includes(t),
  ) ?? "AI";
const tools = (s: RiskSignals) => (s.toolLabels.length ? joinWords(s.toolLabels) : "AI tools");

export const shadowAiRisk: RiskEntry = {
  id: "shadow-ai",
  risk: (s) => {
    const where = `personal ${personalTool(s)} accounts, outside any contract or control ("shadow AI")`;
    // The executive's own safe practice is acknowledged, never contradicted: others are the risk.
    const safe = s.safeUse?.tools.includes(personalTool(s)) ? s.safeUse : null;
    // It already happened once: said as what happened, never as a risk still to come.
    if (s.dataIncident)
      return `It has happened at ${s.company} before (you wrote “${s.dataIncident}”): with no written policy, ${personalData(s)} could again go into ${where}.`;
    if (s.dataLeak)
      return `Data has already left ${s.company} once (you wrote “${s.dataLeak}”): with no written policy, ${personalData(s)} could as easily go into ${where}.`;
    if (safe)
      return `Identifying details are kept out of ${personalTool(s)} today, as you wrote, but with no written policy nothing holds ${s.adoption === "none" ? "staff who follow your lead" : `everyone at ${s.company}`} to the same, so ${personalData(s)} could go into ${where}.`;
    return s.adoption === "none"
      ? `Once staff at ${s.company} follow your lead, ${personalData(s)} could go into ${where}.`
      : // "At …" first: "the personal details of those who died from <company>" reads as a cause of death.
        `At ${s.company}, ${personalData(s)} may already be going into ${where}.`;
  },
  mitigation: (s) =>
    `Publish a one-page AI use policy ${s.policyDue} (the approved tools, what must never be entered, such as ${personalData(s)}, and who to ask), and give people a safe alternative: ${SAFE_ASSISTANT(s)}.`,
  why: (s) => {
    const who = s.ownUse ?? "AI is in use";
    const spread: Record<RiskSignals["adoption"], string> = {
      none: "",
      individual: ", individuals experiment on their own",
      pilots: ", pilots are under way",
      embedded: ", AI is part of how the company works",
    };
    const safe = s.safeUse?.tools.includes(personalTool(s)) ? s.safeUse : null;
    return `${safe ? `You wrote “${safe.quote}”` : who}${spread[s.adoption]}, and there is no written AI policy.`;
  },
  applies: (s) => !s.hasPolicy && (s.toolLabels.length > 0 || s.adoption !== "none"),
  impact: (s) => (s.adoption !== "none" ? "High" : "Medium"),
  weight: 100,
  sameAsTheme: "shadow-ai",
};

export const customerFacingRisk: RiskEntry = {
  id: "customer-facing-answers",
  risk: (s) =>
    `If AI answers ${possessive(s.company)} ${audienceOf(s)}, a confident but wrong answer binds the company as if staff had given it.`,
  mitigation: (s) =>
    `Ground the assistant in ${s.words.grounding}, say plainly that it is an AI, make hand-off to a person easy and review a sample of answers each week. ${s.company} would be held to its assistant's answers as Air Canada was in Moffatt v. Air Canada (2024 BCCRT 149), where BC's Civil Resolution Tribunal found the airline liable for its website chatbot's wrong answer about bereavement fares; the questions ${audienceOf(s)} ask every day carry the same risk.`,
  why: (s) => s.customerFacing!.because,
  applies: (s) => s.customerFacing !== null,
  impact: () => "High",
  weight: 80,
};

/**
 * Ontario's rule for employers of 25 or more (Employment Standards Act, from January 2026): said
 * plainly where the headcount settles it, left out where the company is smaller.
 */
function ontarioPostings(s: RiskSignals): string {
  const applies = employsAtLeast(s, 25);
  if (applies === false) return "";
  return applies
    ? ` With ${s.headcount.said}, ${s.company} is among the Ontario employers (25 or more employees) that must say in publicly advertised job postings when AI screens, assesses or selects applicants.`
    : " Ontario also requires employers with 25 or more employees to say in publicly advertised job postings when AI screens, assesses or selects applicants.";
}

export const peopleDecisionRisk: RiskEntry = {
  id: "people-decisions",
  risk: (s) =>
    `If AI screens ${s.words.candidates} or rates staff at ${s.company}, it can discriminate on grounds ${humanRightsLaw(s)} protects.`,
  mitigation: (s) => {
    const p = s.jurisdiction.province;
    const local =
      p === "ON"
        ? ontarioPostings(s)
        : p === "QC"
          ? " Under Law 25, tell candidates when a decision about them is made by automated processing alone and let them have it reviewed."
          : "";
    return `Keep a person accountable for every hiring and promotion decision, test any tool that screens ${s.words.candidates} for adverse impact on protected groups before use, and tell candidates when AI is involved.${local}${usDecisionRules(s, "hiring")}`;
  },
  why: (s) => s.peopleDecisions!.because,
  applies: (s) => s.peopleDecisions !== null,
  impact: () => "High",
  weight: 70,
};

const firstFocus = (s: RiskSignals) => (s.focusLabels.length ? ` in ${s.focusLabels[0]}` : "");
const confidence = (s: RiskSignals) =>
  `, and you rate your own confidence with AI at ${s.confidence} out of 10`;

/** The strongest reason people would resist, from the posture and the executive's view. */
function resistance(s: RiskSignals) {
  if (s.posture === "fearful")
    return {
      risk: `Staff at ${s.company} fear AI will replace them, so tools are bought but not used and the time savings never appear.`,
      mitigation: `Say in writing what AI will and will not be used for, let the people who do the work${firstFocus(s)} choose the first task to try, and report the hours saved and where they went.`,
      why: `Your organization's posture is Fearful (people worry AI will replace them or create risk)${confidence(s)}.`,
      impact: "High" as const,
    };
  if (s.perception === "overhyped")
    return {
      risk: `Doubt at the top of ${s.company} that AI lives up to its promise gives pilots too little time or sponsorship to show what they can do.`,
      mitigation: `Run one small test on a task you know well${firstFocus(s)}, decide beforehand what result would change your mind, and let the measured numbers settle it.`,
      why: `You see AI as mostly overhyped${confidence(s)}, and sponsorship follows the top.`,
      impact: "High" as const,
    };
  // A Nation's caution about its own data is sovereignty, not defensiveness.
  if (s.perception === "potential_threat" && s.professions.includes("first-nation"))
    return {
      risk: `Caution about AI, rooted in keeping the Nation's data in the Nation's hands, could leave useful work at ${s.company}, such as referral responses, waiting until the safeguards are agreed.`,
      mitigation: `Start where the Nation keeps control: run the first pilot${firstFocus(s)} on systems the Nation controls, approved by Chief and Council (or the board the Nation appoints), so the safeguards and the first benefits arrive together.`,
      why: `You see AI mainly as a potential threat to manage${confidence(s)}, and the Nation's data is the Nation's to control.`,
      impact: "Medium" as const,
    };
  if (s.perception === "potential_threat")
    return {
      risk: `Treating AI mainly as a threat, ${s.company} acts only defensively while competitors take the gains.`,
      mitigation: `Pair each safeguard you put in place with one use you test${firstFocus(s)}, so the policy opens a door as well as closing one.`,
      why: `You see AI mainly as a potential threat to manage${confidence(s)}.`,
      impact: "Medium" as const,
    };
  return {
    risk: `With little tried yet at ${s.company}, one poor first experience could set opinion against AI for years.`,
    mitigation: `Pick a first use${firstFocus(s)} with a high chance of success, train people on their own documents before it starts, and share the results openly.`,
    why: `Your organization's posture is Curious (interest is growing, but little has been tried)${confidence(s)}.`,
    impact: "Medium" as const,
  };
}

export const changeResistanceRisk: RiskEntry = {
  id: "change-resistance",
  risk: (s) => resistance(s).risk,
  mitigation: (s) => resistance(s).mitigation,
  why: (s) => resistance(s).why,
  applies: (s) =>
    s.posture === "fearful" ||
    s.posture === "curious" ||
    s.perception === "overhyped" ||
    s.perception === "potential_threat",
  impact: (s) => resistance(s).impact,
  weight: 75,
};

export const pilotPurgatoryRisk: RiskEntry = {
  id: "pilot-purgatory",
  risk: (s) =>
    s.hasPilots
      ? `${possessive(s.company)} pilots stall without ${!s.hasBudget ? "a budget to scale the ones that work" : "a group that decides which to scale"}, so none becomes everyday work.`
      : `Individual experiments at ${s.company} never become shared practice, because no one decides which to adopt.`,
  mitigation: (s) =>
    s.hasPilots
      ? `Give each pilot a business owner, a baseline and a 90-day decision date, and ${!s.hasBudget ? "reserve money now for scaling the winners" : "name who decides, on the numbers, which pilots to scale or stop"}.`
      : `Ask the people already experimenting${s.toolLabels.length ? ` with ${tools(s)}` : ""} to bring one result each to a monthly review, and adopt the best one across the company.`,
  why: (s) =>
    s.hasPilots
      ? `Pilots run at ${s.company} without ${!s.hasBudget ? "a dedicated AI budget" : "a steering group"}.`
      : `Your organization's posture is Exploring: individuals experiment with tools on their own${s.focusLabels.length ? `, while ${joinWords(s.focusLabels)} ${s.focusLabels.length === 1 ? "is" : "are"} where you expect AI to help most` : ""}.`,
  applies: (s) => (s.hasPilots && (!s.hasBudget || !s.hasSteering)) || s.posture === "exploring",
  impact: () => "Medium",
  weight: 55,
};

/**
 * Data named as a problem of quality, scattering or reach ("our data is a mess", "nos données
 * restent dans les contrôleurs"): the word "data" alone, as in a rule about confidentiality or
 * ownership, is not one.
 */
export const dataQualityWords: Signal = {
  keywords: [
    "data quality",
    "qualité des données",
    "(bad|dirty|messy|poor|siloed|scattered|inconsistent|incomplete|unreliable) data",
    "data silos?",
    "données (éparpillées|dispersées|incomplètes|incohérentes|peu fiables|en silos?)",
  ],
  ambiguous: {
    words: ["data", "données", "records", "dossiers"],
    context: [
      "quality",
      "qualité",
      "mess*",
      "scattered",
      "silo*",
      "inconsistent",
      "incomplete",
      "duplicat*",
      "clean*",
      "dirty",
      "spreadsheets?",
      "stuck",
      "locked in",
      "trapped",
      "access*",
      "accès",
      "outdated",
      "out of date",
      "unreliable",
      "inaccurate",
      "wrong",
      "errors?",
      "fragment*",
      "disconnected",
      "(don't|doesn't|do not|does not) talk",
      "on paper",
      "sits in",
      "lives in",
      "éparpillées",
      "dispersées",
      "désordre",
      "restent dans",
      "coincées",
      "papier",
      "incomplètes",
      "erreurs?",
      "fiables?",
    ],
  },
};

export const dataQualityRisk: RiskEntry = {
  id: "data-quality",
  risk: (s) =>
    s.dataFriction
      ? `The records ${possessive(s.company)} first AI pilots need are scattered or inconsistent, so early results disappoint and trust drops.`
      : `With no core business systems named, the data AI would need at ${s.company} likely sits in spreadsheets and inboxes.`,
  mitigation: (s) =>
    `For the first pilot, list the records it needs, name one owner and one system for each, and fix those fields before it starts${s.systems.length ? `, starting from what ${joinWords(s.systems.slice(0, 2))} already ${s.systems.length > 1 ? "hold" : "holds"}` : ""}.`,
  why: (s) =>
    s.dataFriction
      ? `You named data as what slows AI adoption: “${s.dataFriction}”.`
      : "No enterprise platforms or other business systems were named in your answers.",
  applies: (s) => s.dataFriction !== null || s.systems.length === 0,
  impact: (s) => (s.dataFriction ? "High" : "Medium"),
  weight: 50,
};

export const vendorDependenceRisk: RiskEntry = {
  id: "vendor-dependence",
  risk: (s) =>
    `As AI spreads through ${possessive(s.company)} work${s.systems.length ? ` on ${joinWords(s.systems.slice(0, 2))}` : ""}, dependence on one vendor's AI makes price and term changes hard to refuse.`,
  mitigation: (s) =>
    `Keep prompts and evaluation tests in systems you control${s.systems.length ? ` rather than only inside ${s.systems[0]}` : ""}, so you can compare or switch models, prefer tools that work with more than one model, and negotiate data-return and exit terms at each renewal.`,
  why: (s) =>
    `Your organization's posture is ${s.postureLabel}${s.posture === "championing" ? " (AI is part of how you plan, work and compete)" : s.adoption === "pilots" ? " (sanctioned pilots are under way)" : ""}${s.systems.length ? `, and your work runs on ${joinWords(s.systems.slice(0, 3))}` : ""}.`,
  applies: (s) => s.posture === "activating" || s.posture === "championing",
  impact: () => "Low",
  weight: 30,
};

/** Kept for companies few other rules reach, so every report has at least three risks. */
export const accuracyRisk: RiskEntry = {
  id: "accuracy",
  risk: (s) =>
    `AI drafts at ${s.company} that look right but are wrong, such as ${s.words.draftError}, go out before anyone checks.`,
  mitigation: () =>
    "Have the person who owns each output check AI drafts before they leave the company and log the errors found, so the checks focus where the tool goes wrong.",
  why: (s) =>
    s.focusLabels.length
      ? `You expect AI to help most in ${joinWords(s.focusLabels)}, where drafts would reach ${audienceOf(s)} or your records.`
      : `Drafting is the first use most companies try, and its errors reach ${audienceOf(s)}.`,
  applies: () => true,
  impact: () => "Low",
  weight: 10,
  sameAsTheme: "accuracy",
  filler: true,
};
