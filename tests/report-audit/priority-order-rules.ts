import type { Context } from "@/capabilities/report/builtin/context";
import type { AuditedDocuments, Violation } from "./rules";
import { STORY_RULES } from "./story-rules";

/** The work a roadmap recommendation's pilot answers: "Answers “Forecasting demand …”". */
const ANSWERS = /^Answers “([^”]+)”/;

/** Whether a list names work beyond the chosen challenges: the executive's own problem. */
const namesMore = (said: string, chosen: string[]) =>
  /[a-z]{3}/.test(
    chosen
      .reduce((text, c) => text.replace(c, ""), said)
      .replace(/\b(?:and|as well as)\b|[;,]/g, ""),
  );

/**
 * The priority challenges the summaries list are the plan's pilots in the plan's order (review
 * r20): the first pilot's work first, and the chosen challenges as the roadmap takes them up.
 */
export function priorityOrderRules(ctx: Context, docs: AuditedDocuments): Violation[] {
  const chosen = ctx.challenges.map((c) => c.text.toLowerCase());
  const planned = docs.roadmap.recommendations.flatMap((r) => {
    const answered = ANSWERS.exec(r.description)?.[1]?.toLowerCase();
    return answered ? [answered] : [];
  });
  const summaries = [
    { path: "roadmap.executiveSummary", text: docs.roadmap.executiveSummary },
    ...(docs.reportData.takeaways ?? []).map((text, i) => ({
      path: `report.takeaways[${i}]`,
      text,
    })),
  ];
  const found: Violation[] = [];
  for (const { path, text } of summaries) {
    const said = /The priority challenges are (.+?)\.(?:\s|$)/.exec(text)?.[1]?.toLowerCase();
    if (!said || !planned.length) continue;
    const listed = chosen
      .filter((c) => said.includes(c) && planned.includes(c))
      .sort((a, b) => said.indexOf(a) - said.indexOf(b));
    const inPlan = planned.filter((c) => listed.includes(c));
    const leadsList = chosen.find((c) => said.startsWith(c));
    // The first pilot answers a chosen challenge: it leads the list. When it answers the
    // executive's own problem, a list that names that problem puts it first; a list may leave it
    // out (a sentence too long to name), and the chosen ones then keep the plan's order.
    const first = planned[0]!;
    const firstRight = chosen.includes(first)
      ? leadsList === first
      : !leadsList || !namesMore(said, chosen);
    if (listed.join("|") !== inPlan.join("|") || !firstRight)
      found.push({
        rule: STORY_RULES.priorityOrder,
        detail: `${path}: “${said}” against the plan's “${planned.join("”, “")}”`,
      });
  }
  return found;
}
