import { labelOf, platformOptions } from "@/model/assessment/options";
import { platformAiFor } from "@/capabilities/report/content/platforms";
import { findTool } from "@/capabilities/report/content/tools";
import type { EnterprisePlatform } from "@/capabilities/report/content/types";
import { brokenBy } from "./constraint-fit";
import type { Context } from "./context";
import { copilotChatNextStep, copilotQuestion } from "./in-place";
import { prerequisiteContradicted, toConfirm } from "./ai-to-confirm";
import { isQuickToStart } from "./tool-fit";
import { joinWords } from "./text";

/** What to do next with the AI of one platform the company runs. */
export interface PlatformAiStep {
  platform: EnterprisePlatform;
  /** The catalogue tool to name. */
  tool: string;
  /** The executive already uses it: measure and extend, never "turn it on". */
  inUse: boolean;
  /** No extra licence cost. */
  included: boolean;
  /** Not in use, included and quick to start: a quick-win candidate. */
  quickWin: boolean;
  /** Paid, not in use and its plan known: tried with a small group before it extends. */
  pilotGroup: boolean;
  title: string;
  action: string;
  /** What is included and what costs extra, in one sentence. */
  licenceNote: string;
}

const PILOT_GROUP = /a pilot group of 10 to 20 heavy meeting and document users/;

/**
 * A platform's first step, its pilot group named by the work that earns it, with the people the
 * answers name, never a size worked out from the headcount (review r16 class 5).
 */
export function switchOnFirst(entry: { switchOnFirst: string }, ctx: Context): string {
  const named = ctx.people.map((p) => p.label).filter((label) => /^\p{Lu}\p{Ll}+ \(/u.test(label));
  const starting = named.length ? `, starting with ${joinWords(named.slice(0, 3))}` : "";
  return entry.switchOnFirst.replace(
    PILOT_GROUP,
    ctx.sizeBand === "micro"
      ? `whoever writes and meets the most${starting}`
      : `a pilot group of the heaviest meeting and document users${starting}`,
  );
}

/** The next step with each platform's AI, in platform order; none for AI the constraints rule out. */
export function platformAiSteps(ctx: Context): PlatformAiStep[] {
  return ctx.platforms.flatMap((platform) => {
    const entry = platformAiFor(platform);
    if (!entry) return [];
    const copilot = platform === "microsoft365" ? ctx.copilot : null;
    const inUse = copilot !== null;
    const name = copilot === "paid" && entry.addOn ? entry.addOn.tool : entry.tool;
    const tool = findTool(name);
    if (tool && brokenBy(tool, ctx)) return [];
    // The version the company runs does not carry it: no step asks about it.
    if (prerequisiteContradicted(ctx.answers, name)) return [];
    const open = toConfirm(ctx, name);
    const included = copilot !== "paid" && tool?.price.kind === "included" && !open;
    return [
      {
        platform,
        tool: name,
        inUse,
        included,
        quickWin: !inUse && included && tool !== undefined && isQuickToStart(tool),
        pilotGroup: !open && !inUse && !included,
        title: open
          ? `Ask whether ${name} comes with your ${labelOf(platformOptions, platform)}`
          : copilot === "unclear"
            ? "Find out which Copilot is in use, then measure it"
            : inUse
              ? `Measure ${name} and extend it where it pays`
              : included
                ? `Switch on ${name}`
                : `Pilot ${name} with a small group`,
        action: open
          ? open.question
          : copilot === "unclear"
            ? copilotQuestion(name)
            : copilot === "chat"
              ? copilotChatNextStep(name)
              : inUse
                ? entry.nextStep
                : switchOnFirst(entry, ctx),
        licenceNote: entry.licenceNote,
      },
    ];
  });
}
