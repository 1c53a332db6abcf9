import type { Context } from "@/capabilities/report/builtin/context";
import { budgetLine } from "@/capabilities/report/builtin/tool-budget";
import { STORY_RULES } from "./story-rules";
import type { AuditedDocuments, Violation } from "./rules";

/**
 * Numbers and lists that must reconcile (review r12 class 9): the budget line's total is the sum
 * of the prices the tool cards show; a key challenge says how the plan answers it, never a bare
 * label; the family summary counts no use where the family said it uses none.
 */

/** "C$1,100 a year", "C$88 a month": in C$ a month. */
const monthlyOf = (text: string): number | null => {
  const found = /C\$([\d,]+) a (month|year)/.exec(text);
  if (!found) return null;
  const amount = Number(found[1]!.replace(/,/g, ""));
  return found[2] === "year" ? amount / 12 : amount;
};

function budgetRules(ctx: Context, docs: AuditedDocuments): Violation[] {
  const line = budgetLine(docs.reportData.recommendedApplications, ctx);
  const total = line && /add at most about (C\$[\d,]+ a (?:month|year))/.exec(line)?.[1];
  if (!total) return [];
  const cards = docs.reportData.recommendedApplications
    .map((t) => (/^About C\$/.test(t.cost?.summary ?? "") ? monthlyOf(t.cost!.summary) : null))
    .reduce<number>((sum, m) => sum + (m ?? 0), 0);
  const said = monthlyOf(total)!;
  // Rounded to two figures on each side: a tenth apart at most.
  return Math.abs(said - cards) > Math.max(2, cards * 0.1)
    ? [
        {
          rule: STORY_RULES.budgetSum,
          detail: `${total} beside cards that sum to C$${Math.round(cards)} a month`,
        },
      ]
    : [];
}

function challengeRules(docs: AuditedDocuments): Violation[] {
  return docs.reportData.currentState.keyChallenges
    .filter((line) => !line.includes(":") && !/^Challenges to be confirmed/.test(line))
    .map((line) => ({ rule: STORY_RULES.bareChallenge, detail: line }));
}

function familyRules(docs: AuditedDocuments): Violation[] {
  const family = docs.reportData.familyStrategies;
  const summary = docs.reportData.familyScorecard?.summary ?? "";
  const none = family && /does not use AI yet/.test(family.householdUsageAnalysis);
  const counted = /AI helps with \d+ household tasks?/.exec(summary)?.[0];
  return none && counted ? [{ rule: STORY_RULES.familyUse, detail: counted }] : [];
}

export const reconcileRules = (ctx: Context, docs: AuditedDocuments): Violation[] => [
  ...budgetRules(ctx, docs),
  ...challengeRules(docs),
  ...familyRules(docs),
];
