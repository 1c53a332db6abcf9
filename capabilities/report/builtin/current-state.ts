import { oneLine } from "./theme-patterns";
import { readinessOutOf100 } from "@/model/documents/format";
import { theOwner } from "./named-people";
import { labelOf, orgElementOptions } from "@/model/assessment/options";
import type { RecommendedTool, ReportData } from "@/model/documents/report-schemas";
import { has, type ChosenChallenge, type Context } from "./context";
import { adoptionSentence, focusSentence } from "./evidence";
import { ownFirstStep } from "./own-first-step";
import { themesOf } from "./roles";
import { sameQuote } from "./repeated-quotes";
import { challengeOwner } from "./pilot-owners";
import type { RecognisedTheme } from "./recognised-theme";
import { teamCapabilitySentences } from "@/capabilities/report/team";
import { planOf } from "./plan";
import { applicationFor, governanceGaps, ownerDecides, statedCap, toolsSentence } from "./shared";
import { joinWords, lowerFirst, possessive, quote } from "./text";

import { PERCEPTION } from "@/capabilities/report/content/perception-words";

/** The chosen challenges the plan pilots (`queueOf`): those after them wait for its results. */
const PILOTED_CHALLENGES = 3;

function platformSentence(ctx: Context): string {
  const other = ctx.otherPlatforms ? ` Other systems named: ${ctx.otherPlatforms}.` : "";
  if (!ctx.platformLabels.length) {
    return ctx.otherPlatforms
      ? `None of the major business suites was named; ${ctx.company} runs ${ctx.otherPlatforms}, whose data and AI features will shape the first use cases.`
      : "No core business platform was named, so AI will depend on the data foundation chosen next.";
  }
  const offers = ctx.platformLabels.length === 1 ? "which offers" : "each of which offers";
  return `${ctx.company} runs ${joinWords(ctx.platformLabels)}, ${offers} AI features, some included in the subscription and some sold as add-ons.${other}`;
}

/** Nothing in place: a budget the executive stated is read back, never called missing. */
function noGovernanceSentence(ctx: Context): string {
  const cap = statedCap(ctx);
  const missing = ["AI policy", ...(ownerDecides(ctx) ? [] : ["steering group"])].join(", ");
  if (cap)
    return ctx.constraints.some((c) => c.id === "budget-cap" && c.perProject)
      ? `At leadership level, ${ctx.company} has no ${missing} or champions yet; its spending rule is the ${cap} ${ctx.name} allows for any one AI project.`
      : `At leadership level, ${ctx.company} has no ${missing} or champions yet; its budget is the ${cap} ${ctx.name} stated.`;
  return `At leadership level, ${ctx.company} has no ${missing}, budget or champions yet.`;
}

export function currentState(
  ctx: Context,
  tools: readonly RecommendedTool[],
): ReportData["currentState"] {
  const { scores } = planOf(ctx);
  const elementNames = ctx.elements.map((e) => lowerFirst(labelOf(orgElementOptions, e)));
  const gaps = governanceGaps(ctx);
  const vision = [
    `${ctx.name} ${toolsSentence(ctx)}, ${PERCEPTION[ctx.answers.aiPerception]} and rates personal AI confidence at ${ctx.confidence}/10.`,
    ctx.experience ? `In ${possessive(ctx.name)} words: ${quote(ctx.experience)}.` : "",
    elementNames.length
      ? `At leadership level, ${ctx.company} has ${joinWords(elementNames)}.`
      : noGovernanceSentence(ctx),
    gaps.length && elementNames.length ? `Still missing: ${joinWords(gaps)}.` : "",
    `Top-down readiness: ${readinessOutOf100(scores.topDown)}.`,
  ];
  const capabilities = [
    `${ctx.name} describes ${possessive(ctx.company)} posture as ${lowerFirst(ctx.postureLabel)}${ctx.postureDescription ? `: ${lowerFirst(ctx.postureDescription)}` : "."}`,
    adoptionSentence(ctx, "detail"),
    focusSentence(ctx, "detail"),
    platformSentence(ctx),
    has(ctx, "dept_pilots") && !ctx.adoption.pilotsEnded
      ? `${possessive(ctx.company)} departmental pilots give the roadmap a base to build on.`
      : "",
    ctx.friction
      ? `What slows adoption, in ${possessive(ctx.name)} words: ${quote(ctx.friction)}.`
      : "",
    ...teamCapabilitySentences(ctx.input),
    `Bottom-up capability: ${readinessOutOf100(scores.bottomUp)}.`,
  ];
  const keyChallenges = ctx.challenges.map((c, i) => {
    const app = applicationFor(c, ctx);
    if (!app) return `${c.text}: ${noApplication(c)}.`;
    const owned = `${c.text}: ${lowerFirst(app.application)}, owned by ${theOwner(challengeOwner(ctx, c))}`;
    return `${owned}${whenPiloted(ctx, c, i, tools)}.`;
  });
  // The challenge named in the executive's words, then how and where the report answers it
  // (the answer itself is written once, in that place): a theme's title is no challenge's name.
  // Words two themes read are one challenge: listed once, with the first answer.
  // A quotation shortened where it repeats ("Our 18 recruiters spend their mornings…") is the same words.
  const quoted: string[] = [];
  for (const theme of themesOf(ctx).filter((t) => t.field === "otherChallenge")) {
    if (quoted.some((q) => sameQuote(q, theme.quote))) continue;
    quoted.push(theme.quote);
    keyChallenges.push(`In your words, “${theme.quote}”: ${answeredHow(ctx, theme)}`);
  }
  return {
    topDownVision: vision.filter(Boolean).join(" "),
    bottomUpCapabilities: capabilities.filter(Boolean).join(" "),
    keyChallenges: keyChallenges.length
      ? keyChallenges
      : ["Challenges to be confirmed in the first leadership workshop."],
  };
}

/**
 * Where a challenge with an owner stands in the plan (review r12 class 9: an owner and no pilot):
 * past the three challenges piloted, or queued past the pilots a firm of its size runs at once.
 */
function whenPiloted(
  ctx: Context,
  c: ChosenChallenge,
  index: number,
  tools: readonly RecommendedTool[],
): string {
  const slug = c.slug;
  // A tool recommended for it serves it: never "no pilot in this plan" beside that tool (#34).
  const serving = tools
    .filter((t) => t.evidence?.some((e) => e.answer === "challenge" && e.says === c.text))
    .map((t) => t.name);
  if (index >= PILOTED_CHALLENGES && serving.length)
    return `; ${joinWords(serving)}, recommended below, ${serving.length > 1 ? "serve" : "serves"} it, and it is weighed at the last phase's gate, on the first pilots' results`;
  if (index >= PILOTED_CHALLENGES)
    return "; it has no pilot in this plan and is weighed at the last phase's gate, on the first pilots' results";
  return planOf(ctx).queued.slugs.includes(slug)
    ? ", queued for phase 3 once a running pilot meets its target"
    : "";
}

const DROPPED_WORDS = {
  declined: "you turned down the AI offered for it",
  stopped: "the AI tried for it was switched off",
} as const;

/** A challenge no application answers says why: the executive's rule, or none that fits yet. */
const noApplication = (c: ChosenChallenge): string =>
  c.ruledOutBy
    ? `no pilot in this plan, since the work AI would do for it is what you keep from AI (you wrote “${c.ruledOutBy.trim().replace(/[.;,]$/, "")}”)`
    : c.droppedBy
      ? `no pilot in this plan, since ${DROPPED_WORDS[c.droppedBy.how]} (you wrote “${oneLine(
          c.droppedBy.said,
          140,
        )
          .trim()
          .replace(/[.;,]$/, "")}”); it is taken up with you at the last phase's gate`
      : c.runningAs?.trial
        ? `answered by the decision on ${c.runningAs.label}, with no new pilot of its own, its result the baseline (you wrote “${oneLine(
            c.runningAs.said,
            140,
          )
            .trim()
            .replace(/[.;,]$/, "")}”)`
        : c.runningAs
          ? `no new pilot in this plan, since you already run ${c.runningAs.label} (you wrote “${oneLine(
              c.runningAs.said,
              140,
            )
              .trim()
              .replace(/[.;,]$/, "")}”): measure what it returns today, and extend it where it pays`
          : "no pilot in this plan, as no AI application fits it from your answers; it is taken up with you at the last phase's gate";

/** Where the plan answers an own problem, said after its step's title (review r22: not "answered on the roadmap"). */
const ANSWERED_IN: Record<RecognisedTheme["placement"], string> = {
  roadmap: "a step on the roadmap",
  quickWin: "one of the quick wins",
  risk: "one of the risks the plan manages",
  governance: "one of the governance steps",
  context: "context for the plan",
};

/**
 * How the report answers the executive's own problem: its pilot or step; what AI cannot change
 * named as such; a problem no kind reads scoped with them, never given an invented measure.
 */
function answeredHow(ctx: Context, theme: RecognisedTheme): string {
  const context = theme.context?.join("; ");
  if (theme.scoping)
    // After the colon the sentence goes on in lower case (review r27: "…a week”: The first step").
    return `${context ? `${context}. For the rest, ${ownFirstStep(ctx, theme)}` : lowerFirst(ownFirstStep(ctx, theme))}`;
  if (theme.placement === "context") return `${context ?? lowerFirst(theme.action)}.`;
  return `${lowerFirst(theme.title)}, ${ANSWERED_IN[theme.placement]}.`;
}
