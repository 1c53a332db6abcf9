import { ruleAuditors, ruleMaterial, toolKinds } from "./confidential-wording";
import type { ConstraintId } from "@/capabilities/report/content/constraints";
import type { RiskSignals } from "@/capabilities/report/content/risks";
import { dataQualityWords } from "@/capabilities/report/content/risks-practice";
import type { StatedConstraint } from "./stated-constraint";
import { inUseAgainstResidency } from "./residency-in-use";
import type { Context } from "./context";
import { readExperience } from "./experience";
import { joinWords } from "./text";
import { readableClauses } from "./free-text";
import { compileSignal, sightingIn } from "./recogniser";
import { quoteFor } from "./quote-for";
import { oneLine } from "./theme-patterns";

/**
 * What the executive wrote about data, for the risk rules: data named as a problem of quality,
 * scattering or reach (a data-quality risk), and the rules about it they stated (confidential
 * client material, data its owners keep, AI output signed off before safety-critical use), each
 * with the risk it is about rather than a data-quality one.
 */

const dataQuality = compileSignal(dataQualityWords);
const DRAWINGS = /\b(?:drawings?|blueprints?|plans|dessins?)\b/i;

/** The sentence of the friction answer that names the data's quality, scattering or reach. */
function dataFrictionOf(ctx: Context): string | null {
  if (!ctx.friction) return null;
  const sighting = sightingIn(readableClauses(ctx.friction, "aiFriction"), dataQuality);
  return sighting ? quoteFor(ctx.friction, sighting.clause) : null;
}

/** A stated rule's quote with what its risk needs, or null when it was not stated. */
function constraintQuote<T extends object>(
  ctx: Context,
  id: ConstraintId,
  more: (c: StatedConstraint) => T,
): ({ quote: string } & T) | null {
  const c = ctx.constraints.find((s) => s.id === id);
  return c ? { quote: c.quote, ...more(c) } : null;
}

/** A rule the executive already set on these tools ("which our policy now forbids"), as written. */
function ruleSetOn(ctx: Context, tools: readonly string[]): string | null {
  for (const text of [ctx.answers.aiExperience, ctx.answers.aiFriction]) {
    const rule = readExperience(text).rule;
    const names = tools.map((t) => t.split(" ")[0]!.toLowerCase());
    if (rule && names.some((n) => rule.toLowerCase().includes(n))) return oneLine(rule, 140);
  }
  return null;
}

export function dataRiskSignals(
  ctx: Context,
): Pick<
  RiskSignals,
  | "dataFriction"
  | "confidential"
  | "dataOwnership"
  | "safetySignoff"
  | "residencyInUse"
  | "language"
> {
  const inUse = inUseAgainstResidency(ctx);
  const residency = ctx.constraints.find((c) => c.class === "residency" || c.id === "ocap");
  return {
    residencyInUse:
      inUse.length && residency
        ? { quote: residency.quote, tools: joinWords(inUse), ruleSet: ruleSetOn(ctx, inUse) }
        : null,
    dataFriction: dataFrictionOf(ctx),
    confidential: constraintQuote(ctx, "confidential", (c) => ({
      onSite: c.rule === "on-site",
      cloud: c.rule === "cloud",
      code: c.rule === "code",
      drawings: ctx.industry === "manufacturing" && DRAWINGS.test(c.clause),
      toolKinds: c.rule === "public-tool" ? toolKinds(c.clause) : null,
      material: ruleMaterial(c.clause),
      auditors: ruleAuditors(c.quote),
      system: c.system ?? null,
    })),
    dataOwnership: constraintQuote(ctx, "data-ownership", (c) => ({
      owners: c.owners ?? "owners",
    })),
    safetySignoff: constraintQuote(ctx, "safety-signoff", (c) => ({
      signer: c.signer ?? "a qualified supervisor",
    })),
    language: constraintQuote(ctx, "language", (c) => ({
      language: c.language ?? "French",
      scope: c.scope ?? null,
    })),
  };
}
