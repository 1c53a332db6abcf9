import { riskLibrary, type RiskSignals } from "@/lib/report/content/risks";
import type { Priority } from "@/lib/report/content/types";
import { has, isCustomerFacing, type Context } from "./context";

export interface SelectedRisk {
  risk: string;
  impact: Priority;
  mitigation: string;
}

const MAX_RISKS = 5;
const IMPACT_RANK: Record<Priority, number> = { High: 0, Medium: 1, Low: 2 };

export function riskSignals(ctx: Context): RiskSignals {
  return {
    industry: ctx.industry,
    departments: ctx.focusDepartments,
    posture: ctx.answers.orgPosture,
    perception: ctx.answers.aiPerception,
    confidence: ctx.confidence,
    usesTools: ctx.tools.length > 0,
    hasPolicy: has(ctx, "ai_policy"),
    hasPilots: has(ctx, "dept_pilots"),
    hasBudget: has(ctx, "dedicated_budget"),
    hasSteering: has(ctx, "steering_committee"),
    hasChampions: has(ctx, "internal_champions"),
    platformCount: ctx.platforms.length,
    customerFacing: isCustomerFacing(ctx),
    dataFriction: /\bdata\b/i.test(ctx.friction ?? ""),
  };
}

/** The 3-5 risks that matter most for this organisation, highest impact first. */
export function selectRisks(ctx: Context): SelectedRisk[] {
  const signals = riskSignals(ctx);
  return riskLibrary
    .filter((entry) => entry.applies(signals))
    .map((entry) => ({ entry, impact: entry.impact(signals) }))
    .sort(
      (x, y) =>
        IMPACT_RANK[x.impact] - IMPACT_RANK[y.impact] ||
        y.entry.weight - x.entry.weight ||
        x.entry.id.localeCompare(y.entry.id),
    )
    .slice(0, MAX_RISKS)
    .map(({ entry, impact }) => ({ risk: entry.risk, impact, mitigation: entry.mitigation }));
}
