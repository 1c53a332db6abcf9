import type { Context } from "./context";
import { triedSomething, wrongTry } from "./experience";
import { joinWords, lowerFirst, possessive } from "./text";

/**
 * What the answers say is in use, in words. The departments question asks where AI would help
 * most, so it is quoted as the executive's view, never as use.
 */

/**
 * What the organization does with AI; the executive's own use is said where their answers are.
 * The summary says it one way and the current-state section (`"detail"`) another, so the report
 * never repeats itself word for word.
 */
export function adoptionSentence(ctx: Context, wording: "summary" | "detail" = "summary"): string {
  const detail = wording === "detail";
  switch (ctx.adoption.organisation) {
    case "none": {
      // A try that went wrong is no blank page, even beside a use that helped: the first pilot
      // has that concern to answer; any other try is no blank page either.
      const experience = ctx.answers.aiExperience;
      const said = !detail
        ? `No AI is in use across ${ctx.company} yet.`
        : wrongTry(experience)
          ? `Nobody at ${ctx.company} uses AI for work now, and what was tried went wrong or was stopped, so the first pilot starts by answering that concern.`
          : triedSomething(experience)
            ? `Nobody at ${ctx.company} uses AI for work now; what else was tried did not continue.`
            : `Nobody at ${ctx.company} uses AI for work yet, so every pilot starts from a blank page.`;
      // The executive's own use is use: the report never says nobody uses AI beside it.
      return ctx.adoption.personal
        ? `Beyond ${possessive(ctx.name)} own use, ${lowerFirst(said)}`
        : said;
    }
    case "individual":
      return detail
        ? `What AI use there is comes from individuals trying tools on their own; no pilot is sanctioned yet.`
        : `At ${ctx.company}, individuals experiment with AI on their own, without sanctioned pilots.`;
    case "pilots": {
      if (ctx.adoption.pilotsEnded)
        return detail
          ? `Pilots have run, but the one described was stopped, so none is known to be running now and the next starts from what it taught.`
          : `${ctx.company} has run AI pilots, but none is known to be running now.`;
      if (ctx.adoption.stoppedBeside)
        return detail
          ? `AI is in use in the teams, as described above, while the trial described was stopped, so the next pilot starts from what it taught.`
          : `${ctx.company} has AI in use in its teams, while one trial it described was stopped.`;
      const where = ctx.elements.includes("dept_pilots") ? " in one or more departments" : "";
      return detail
        ? `Sanctioned pilots are already running${where}, the base the roadmap builds on.`
        : `${ctx.company} runs sanctioned AI pilots${where}.`;
    }
    case "embedded":
      return detail
        ? `AI is already part of everyday work, so the gains now come from measuring and extending it.`
        : `AI is part of how ${ctx.company} plans and works.`;
  }
}

/** "Sales and Marketing are where Dana sees the most potential." */
export function focusSentence(ctx: Context, wording: "summary" | "detail" = "summary"): string {
  const labels = ctx.focusDepartmentLabels;
  if (!labels.length) return "";
  if (wording === "detail") return `${ctx.name} looks to ${joinWords(labels)} for the first gains.`;
  const verb = labels.length === 1 ? "is" : "are";
  return `${joinWords(labels)} ${verb} where ${ctx.name} expects AI to help most.`;
}

/** Whether the organization has tried AI beyond one person. */
export const organisationUsesAi = (ctx: Context): boolean => ctx.adoption.organisation !== "none";
