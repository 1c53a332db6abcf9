import { jurisdictionOf } from "@/lib/report/content/jurisdictions";
import { riskLibrary, type RiskSignals } from "@/lib/report/content/risks";
import type { Priority } from "@/lib/report/content/types";
import { has, type Context } from "./context";
import { organisationUsesAi } from "./evidence";
import { recogniseThemes } from "./themes";

export interface SelectedRisk {
  risk: string;
  impact: Priority;
  mitigation: string;
  why: string;
}

const MAX_RISKS = 6;
const IMPACT_RANK: Record<Priority, number> = { High: 0, Medium: 1, Low: 2 };

const LAW = /\b(law|legal|lawyers?|barristers?|solicitors?|notar(y|ies))\b/i;
const ACCOUNTING =
  /\b(accounting|accountants?|cpa|chartered professional|audit|tax|bookkeeping)\b/i;

function professionOf(ctx: Context): RiskSignals["profession"] {
  if (ctx.industry !== "consulting" && ctx.industry !== "other") return null;
  const text = [ctx.company, ctx.otherChallenge, ctx.experience, ctx.friction].join(" ");
  return LAW.test(text) ? "law" : ACCOUNTING.test(text) ? "accounting" : null;
}

/** AI answering customers is running or planned: a service focus with an enquiry challenge, or words saying so. */
function customerFacingAi(ctx: Context): boolean {
  const words = [ctx.otherChallenge, ctx.friction, ctx.experience].join(" ");
  const enquiries = ctx.challenges.some((c) =>
    /enquir|support|tenant communications|follow-?up/i.test(c.text),
  );
  return (
    /chat ?bot|virtual agent|ai (assistant|agent) (for|on|answering)/i.test(words) ||
    (ctx.focusDepartments.includes("customer_service") && enquiries)
  );
}

export function riskSignals(ctx: Context): RiskSignals {
  const a = ctx.answers;
  return {
    company: ctx.company,
    industry: ctx.industry,
    industryLabel: ctx.industryLabel,
    jurisdiction: jurisdictionOf(a),
    focus: ctx.focusDepartments,
    posture: a.orgPosture,
    perception: a.aiPerception,
    confidence: ctx.confidence,
    organisationUses: organisationUsesAi(ctx),
    usesTools: ctx.tools.length > 0,
    hasPolicy: has(ctx, "ai_policy"),
    hasPilots: has(ctx, "dept_pilots"),
    hasBudget: has(ctx, "dedicated_budget"),
    hasSteering: has(ctx, "steering_committee"),
    hasChampions: has(ctx, "internal_champions"),
    platformCount: ctx.platforms.length + ctx.systems.length,
    customerFacingAi: customerFacingAi(ctx),
    emailsCustomers:
      a.companyBusinessModel === "b2c" ||
      a.companyBusinessModel === "both" ||
      ctx.focusDepartments.some((d) => d === "marketing" || d === "sales") ||
      ctx.platforms.some((p) => p === "hubspot" || p === "salesforce"),
    profession: professionOf(ctx),
    dataFriction: /\bdata\b/i.test(ctx.friction ?? ""),
    peopleDecisions:
      ctx.focusDepartments.includes("hr") ||
      ctx.challenges.some((c) => /hiring|recruit|talent/i.test(c.text)),
  };
}

/**
 * The three to six risks that apply to this company, highest impact first: from its
 * jurisdiction, sector and answers, plus any risk the executive named in their own words.
 */
export function selectRisks(ctx: Context): SelectedRisk[] {
  const signals = riskSignals(ctx);
  const fromRules = riskLibrary
    .filter((entry) => entry.applies(signals))
    .map((entry) => ({ entry, impact: entry.impact(signals) }))
    .sort(
      (x, y) =>
        IMPACT_RANK[x.impact] - IMPACT_RANK[y.impact] ||
        y.entry.weight - x.entry.weight ||
        x.entry.id.localeCompare(y.entry.id),
    )
    .map(({ entry, impact }) => ({
      risk: entry.risk(signals),
      impact,
      mitigation: entry.mitigation(signals),
      why: entry.why(signals),
    }));
  const fromWords = recogniseThemes(ctx.answers).flatMap((t) =>
    t.risk
      ? [
          {
            risk: t.risk.risk,
            impact: "High" as Priority,
            mitigation: t.risk.mitigation,
            why: t.risk.why,
          },
        ]
      : [],
  );
  // The executive's own words come right after the first rule-based risk.
  return [...fromRules.slice(0, 1), ...fromWords, ...fromRules.slice(1)].slice(0, MAX_RISKS);
}
