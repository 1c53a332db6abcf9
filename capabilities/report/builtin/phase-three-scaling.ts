import { has, type Context } from "./context";
import { ANY_ONE_PROJECT, capNamed } from "./spending-cap";
import { planOf } from "./plan";
import { boardShown } from "./role-scale";
import { governanceGaps, ownerDecides, statedCap } from "./shared";
import { spendingApprover } from "./constraint-gates";
import { platformAiSteps, type PlatformAiStep } from "./platform-ai-steps";
import { joinWords } from "./text";
import { cycleFunding } from "./approval-cycle";

/** Phase 3: each proven pilot within the departments it serves, the next use cases elsewhere. */
export function scalingSentence(ctx: Context): string {
  const { piloted, rollout, atOnce } = planOf(ctx);
  const across = piloted.length ? joinWords(piloted) : ctx.company;
  // A company that runs one pilot at a time starts the next ones in turn, never together.
  const inTurn = atOnce === 1 ? ", one at a time, each once the one before meets its target" : "";
  const next = rollout.length ? `; start the next use cases in ${joinWords(rollout)}${inTurn}` : "";
  return `Roll the pilots that met their targets out across ${across}${next}`;
}

/** Advanced organizations get the next level: measure, scale, govern. */
export const advanced = (ctx: Context) =>
  ctx.adoption.organisation === "embedded" ||
  (ctx.adoption.organisation === "pilots" && governanceGaps(ctx).length <= 1);

/**
 * Phase 3 for the platform's AI, never "from the pilot group" no earlier phase formed: included,
 * it becomes everyday work; paid and in use, it extends from the people who have it; paid and
 * new, it is tried with the heaviest users first; its plan unconfirmed, it waits for that.
 */
export function platformEveryday(platform: PlatformAiStep): string {
  if (platform.pilotGroup)
    return `Try ${platform.tool} with the few heaviest users, then extend it to the roles whose usage justifies the cost`;
  if (platform.included)
    return `Make ${platform.tool} part of everyday work for every team that uses it weekly`;
  if (platform.inUse)
    return `Extend ${platform.tool} from the people who use it today to the roles whose usage justifies it`;
  return `Once your plan is confirmed to include ${platform.tool}, make it part of everyday work for every team that uses it weekly`;
}

export function scalingActions(ctx: Context): string[] {
  const platform = platformAiSteps(ctx)[0];
  const actions = [
    scalingSentence(ctx),
    !platform
      ? "Standardize on the tools that proved their value and cancel the rest"
      : platformEveryday(platform),
  ];
  if (advanced(ctx)) {
    actions.push(
      // A board only where the answers show one; a firm of fifty reviews its own figures.
      boardShown(ctx)
        ? "Report AI value to the board quarterly: cost, hours saved and revenue effect per initiative"
        : ownerDecides(ctx)
          ? "Review AI value each quarter: cost, hours saved and revenue effect per initiative"
          : "Report AI value to the leadership team quarterly: cost, hours saved and revenue effect per initiative",
      has(ctx, "steering_committee")
        ? "Give the steering committee the authority to retire initiatives that miss their targets"
        : ownerDecides(ctx)
          ? "Retire, at each quarterly review, the initiatives that miss their targets"
          : // Phase 1 forms the missing steering group (governanceGaps): phase 3 uses it.
            "Give the steering group formed in phase 1 the authority to retire initiatives that miss their targets",
    );
  } else {
    // Phase 1 puts a budget (a small firm's monthly spending line) in place: phase 3 spends it.
    const cap = statedCap(ctx);
    // Spending above the amount someone must approve goes to them first, in phase 3 too.
    const approver = spendingApprover(ctx);
    const approval = approver?.above
      ? `; anything over ${approver.above} goes to ${approver.who} for approval first`
      : "";
    const scoped = ctx.constraints.find((c) => c.id === "budget-cap" && c.capScope);
    const [from, reviewed] = scoped
      ? [`from the AI line inside the ${capNamed(scoped)} you set`, "each quarter"]
      : cap
        ? [
            ctx.constraints.some((c) => c.id === "budget-cap" && c.perProject)
              ? `within the ${cap} ${ANY_ONE_PROJECT}`
              : `within the ${cap} you set for new AI spending`,
            "each quarter",
          ]
        : ownerDecides(ctx) && !has(ctx, "dedicated_budget")
          ? ["from the monthly AI spending line", "each quarter"]
          : ["from the AI budget", "quarterly"];
    // A yearly approval cycle the executive stated sets when the money is decided.
    actions.push(
      (cycleFunding(ctx, from) ?? `Fund the next use cases ${from}, reviewed ${reviewed}`) +
        approval,
    );
  }
  return actions;
}
