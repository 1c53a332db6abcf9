import type { ThemeField } from "@/capabilities/report/content/themes";
import { aboutItsSubject } from "@/capabilities/report/content/tool-work";
import type { CatalogueTool } from "@/capabilities/report/content/types";
import type { Context } from "./context";
import { themesOf } from "./roles";
import { constraintForOwnComputers } from "./approved-assistant";
import { sentencesOf } from "./theme-patterns";
import { quoteFor } from "./quote-for";

/**
 * The executive's own words a tool answers, for its fit and evidence: a problem its `mentions`
 * name (quoted as the sentence that names it), a need read as a theme, or the constraint that
 * calls for AI on the company's own computers.
 */

export interface OwnWords {
  answer: ThemeField;
  words: string;
}

/** The free-text answers that describe a problem: the other challenge, then the friction. */
const problemAnswers = (ctx: Context): OwnWords[] =>
  (
    [
      ["otherChallenge", ctx.otherChallenge],
      ["aiFriction", ctx.friction],
    ] as const
  ).flatMap(([answer, words]) => (words ? [{ answer, words }] : []));

/** The needs read in the free text (translation, scheduling...), where the words were. */
export function needsOf(ctx: Context): Map<string, OwnWords> {
  const needs = new Map<string, OwnWords>();
  for (const theme of themesOf(ctx))
    if (
      theme.field !== "aiExperience" &&
      theme.themeId !== "own-words" &&
      !needs.has(theme.themeId)
    )
      needs.set(theme.themeId, { answer: theme.field, words: theme.quote });
  return needs;
}

/**
 * The executive's words the tool answers: a problem its `mentions` name, a need it serves, or
 * the constraint that calls for a tool on the company's own computers.
 */
export function ownWordsFor(tool: CatalogueTool, ctx: Context, needs: Map<string, OwnWords>) {
  // What the company sells is no need of its own: a translation bureau buys no translation tool for it.
  if (tool.needs?.some((id) => ctx.profile?.trade?.includes(id)))
    return ownComputersWords(tool, ctx);
  return (
    mentionOf(tool, ctx) ??
    // A need is the tool's only where the words are about what it is built for: a calendar
    // assistant takes "double-booked meetings", never "a week on the building schedule".
    tool.needs
      ?.map((id) => needs.get(id))
      .find((n) => n !== undefined && aboutItsSubject(tool, n.words)) ??
    ownComputersWords(tool, ctx)
  );
}

/** The problem a tool's `mentions` name, quoted as the sentence that names it. */
function mentionOf(tool: CatalogueTool, ctx: Context): OwnWords | undefined {
  for (const { answer, words } of problemAnswers(ctx)) {
    // Only a sentence about what the tool is built for: "cancellations" in "weather
    // cancellations" is no e-mail marketing problem (review r20 class 6).
    const sentence = sentencesOf(words).find(
      (s) => tool.mentions?.test(s) && aboutItsSubject(tool, s),
    );
    // The sentence whole, as long as a quotation runs (`quote`): never cut inside its list.
    if (sentence) return { answer, words: quoteFor(words, sentence, 240) };
  }
  return undefined;
}

/** For a tool on the company's own computers, the words of the constraint that calls for it. */
function ownComputersWords(tool: CatalogueTool, ctx: Context): OwnWords | undefined {
  const constraint = tool.dataRegions?.includes("own-computers")
    ? constraintForOwnComputers(ctx)
    : undefined;
  return constraint && { answer: constraint.field, words: constraint.quote };
}
