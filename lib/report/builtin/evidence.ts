import type { Context } from "./context";
import { joinWords } from "./text";

/**
 * What the answers say is in use, in words. The departments question asks where AI would help
 * most, so it is quoted as the executive's view, never as use.
 */

export function adoptionSentence(ctx: Context): string {
  const personal = ctx.adoption.personal
    ? `${ctx.name} uses ${joinWords(ctx.toolLabels)} personally`
    : `${ctx.name} does not use AI tools personally yet`;
  switch (ctx.adoption.organisation) {
    case "none":
      return `No AI is in use across ${ctx.company} yet; ${personal}.`;
    case "individual":
      return `At ${ctx.company}, individuals experiment with AI on their own, without sanctioned pilots; ${personal}.`;
    case "pilots":
      return `${ctx.company} runs sanctioned AI pilots${ctx.elements.includes("dept_pilots") ? " in one or more departments" : ""}; ${personal}.`;
    case "embedded":
      return `AI is part of how ${ctx.company} plans and works; ${personal}.`;
  }
}

/** "Sales and Marketing are where Dana sees the most potential." */
export function focusSentence(ctx: Context): string {
  const labels = ctx.focusDepartmentLabels;
  if (!labels.length) return "";
  const verb = labels.length === 1 ? "is" : "are";
  return `${joinWords(labels)} ${verb} where ${ctx.name} expects AI to help most.`;
}

/** Whether the organisation has tried AI beyond one person. */
export const organisationUsesAi = (ctx: Context): boolean => ctx.adoption.organisation !== "none";
