import { labelOf, platformOptions } from "@/model/assessment/options";
import { platformAiFor } from "@/capabilities/report/content/platforms";
import { findTool } from "@/capabilities/report/content/tools";
import type { EnterprisePlatform } from "@/capabilities/report/content/types";
import { brokenBy } from "./constraint-fit";
import type { Context } from "./context";
import { copilotChatNextStep, copilotQuestion } from "./in-place";
import { prerequisiteContradicted, toConfirm } from "./ai-to-confirm";
import { isQuickToStart } from "./tool-fit";
import { pilotGroupSize } from "./cost";

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
 * A platform's first step, its pilot group sized as every cost in the report sizes it (never
 * "10 to 20" beside "50 of the heaviest users"); in a firm of ten or fewer, the few who write
 * and meet the most.
 */
export function switchOnFirst(entry: { switchOnFirst: string }, ctx: Context): string {
  const size = pilotGroupSize(ctx);
  return entry.switchOnFirst.replace(
    PILOT_GROUP,
    ctx.sizeBand === "micro"
      ? `the ${size === 1 ? "one person" : `${size} people`} who write${size === 1 ? "s" : ""} and meet the most`
      : `a pilot group of ${size.toLocaleString("en-CA")} heavy meeting and document users`,
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
