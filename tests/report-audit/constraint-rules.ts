import {
  brokenBy,
  confidentialNote,
  stated,
  unionCovers,
  withinCeiling,
} from "@/capabilities/report/builtin/constraint-fit";
import type { Context } from "@/capabilities/report/builtin/context";
import { themesOf } from "@/capabilities/report/builtin/roles";
import { reachesPeople } from "@/capabilities/report/builtin/work-conditions";
import { challengeMappings } from "@/capabilities/report/content/challenges";
import { themes } from "@/capabilities/report/content/themes";
import { findTool, toolCatalogue } from "@/capabilities/report/content/tools";
import { escapeRegExp } from "@/platform/regexp";
import type { AuditedDocuments, Violation } from "./rules";
import { boundRuleViolations } from "./bound-rules";

/**
 * The constraints the executive stated, held against the documents (issue 34): no tool that
 * breaks one is recommended or named, nobody is recorded where recording is ruled out, every
 * pilot says the union is consulted where there is one, a kept recording asks consent first,
 * a Nation's data is named under OCAP, a constraint's words raise no other theme and no step to
 * remove them, and the brief says what it respected. New spending keeps within a stated yearly
 * ceiling, in total; every tool says how confidential material stays out of it; spending goes to
 * whoever must approve it as a proposal.
 */

/** Tool names that are also ordinary words at the start of a sentence. */
const ORDINARY_WORDS = new Set(["Make", "Writer", "Deputy"]);

/** The work that records people, as the content library words it, before any constraint. */
const RECORDING_WORK = [
  ...Object.values(challengeMappings).flatMap((m) =>
    m.applications.filter((a) => a.records).map((a) => a.application),
  ),
  ...themes.flatMap((t) => (t.unrecorded ? [t.action] : [])),
];

/** Published cases and benchmarks name vendors as sources, not as recommendations. */
const CITED = /solutionLandscape|industryBenchmarks/;

/** The text with the executive's quoted words left out: they may name what they refuse. */
const ownProse = (text: string) => text.replace(/“[^”]*”/g, "“”");

/** Recording named as the means of the work: an ambient scribe, a recorded visit or call. */
const RECORDING_MEANS =
  /\bambient\b|\bscribes?\b|\brecord(?:ed|ing)? (?:on video|the (?:visit|call|meeting)s?)\b/i;

export function constraintViolations(
  ctx: Context,
  docs: AuditedDocuments,
  prose: readonly { path: string; text: string }[],
): Violation[] {
  if (!ctx.constraints.length) return [];
  const found: Violation[] = [];
  const flag = (rule: string, detail: string) => found.push({ rule, detail });
  const tools = [...docs.reportData.recommendedApplications, ...docs.roadmap.aiApps];

  for (const tool of tools) {
    const entry = findTool(tool.name);
    const broken = entry && brokenBy(entry, ctx);
    if (broken)
      flag(
        `tool that breaks a stated constraint (${broken.class})`,
        `${tool.name}: ${broken.respect}`,
      );
    if (entry?.records && stated(ctx.constraints, "consent") && !/consent/i.test(tool.useCase))
      flag("recording tool without consent", tool.name);
  }
  const entries = docs.reportData.recommendedApplications.flatMap((t) => findTool(t.name) ?? []);
  if (!withinCeiling(entries, ctx))
    flag("new spending above the stated yearly ceiling", entries.map((t) => t.name).join(", "));
  // The confidential rule is said once, on the first tool it applies to.
  const bound = docs.reportData.recommendedApplications.find((t) => {
    const entry = findTool(t.name);
    return entry && confidentialNote(entry, ctx);
  });
  const boundEntry = bound && findTool(bound.name);
  const note = boundEntry && confidentialNote(boundEntry, ctx);
  if (bound && note && !bound.useCase.includes(note))
    flag("tool that may hold confidential material without saying how", bound.name);
  if (stated(ctx.constraints, "spending-approval"))
    for (const decision of docs.reportData.brief?.decisions ?? [])
      if (/^(?:Approve|Set) /.test(decision) && /C\$|\bbudget\b/.test(decision))
        flag("spending approved past the approval the executive requires", decision);
  const refused = toolCatalogue.filter((t) => !ORDINARY_WORDS.has(t.name) && brokenBy(t, ctx));
  // Names of tools that keep to the constraints are blanked first: "Microsoft 365 Copilot Chat"
  // is not "Microsoft 365 Copilot".
  const kept = toolCatalogue
    .filter((t) => !refused.includes(t))
    .map((t) => t.name)
    .sort((x, y) => y.length - x.length);
  for (const { path, text } of prose) {
    if (/recommendedApplications|aiApps/.test(path) || CITED.test(path)) continue;
    const own = kept.reduce((t, name) => t.replaceAll(name, ""), ownProse(text));
    for (const tool of refused)
      if (new RegExp(`(?<![\\w-])${escapeRegExp(tool.name)}(?![\\w-])`).test(own))
        flag(
          `tool named against a stated constraint (${brokenBy(tool, ctx)!.class})`,
          `${path}: ${tool.name}`,
        );
    if (!stated(ctx.constraints, "no-recording")) continue;
    const means = own.match(RECORDING_MEANS);
    if (means) flag("recording when recording is ruled out", `${path}: ${means[0]}`);
    for (const work of RECORDING_WORK)
      if (own.toLowerCase().includes(work.toLowerCase()))
        flag("recording when recording is ruled out", `${path}: ${work}`);
  }

  const { phase1, phase2, phase3 } = docs.reportData.roadmap;
  for (const initiative of [phase1, phase2, phase3].flatMap((p) => p.initiatives ?? [])) {
    const says = `${initiative.action} ${initiative.dependsOn ?? ""}`;
    const covered = unionCovers(initiative.action, /\brecord/i.test(initiative.action), ctx);
    if (covered && !/\bunion\b/i.test(says))
      flag("pilot that changes work without the union", initiative.action);
  }

  // The facts each pilot is designed to (review r22): how people are reached, the conversation
  // clients require, the payback window.
  const pilots = [phase1, phase2].flatMap((p) => p.initiatives ?? []);
  for (const c of ctx.constraints)
    for (const initiative of pilots) {
      const says = `${initiative.action} ${initiative.dependsOn ?? ""}`;
      if (
        c.channel &&
        reachesPeople(initiative.action, c.channel.audience) &&
        !says.includes(c.channel.channel)
      )
        flag("pilot that reaches people another way than the one stated", initiative.action);
      if (
        c.spoken &&
        reachesPeople(initiative.action, c.spoken.who) &&
        !/speaks? to every|speaking to every|calling every/i.test(says)
      )
        flag("pilot that may replace the conversation clients require", initiative.action);
      if (c.paybackMonths && !/pays for itself within/.test(says))
        flag("pilot not held to the stated payback window", initiative.action);
    }
  const payback = ctx.constraints.find((c) => c.paybackMonths)?.paybackMonths;
  if (payback)
    for (const r of docs.roadmap.recommendations) {
      const start = Number(/Months? (\d+)/.exec(r.timeframe ?? "")?.[1]);
      // A pilot starting in the window's last three months cannot be judged within it.
      if (r.priority === "High" && start > payback - 3)
        flag("High-priority work queued past the payback window", `${r.title}: ${r.timeframe}`);
    }

  found.push(...boundRuleViolations(ctx, docs, prose));

  if (stated(ctx.constraints, "ocap") && !prose.some(({ text }) => /OCAP/.test(text)))
    flag("a Nation's data not named under OCAP", "no section names OCAP");

  for (const c of ctx.constraints) {
    for (const theme of themesOf(ctx).filter((t) => t.field === c.field)) {
      if (theme.themeId === "own-words")
        flag("constraint read as an obstacle to remove", `${c.field}: “${c.quote}”`);
      else if (
        !c.themes.includes(theme.themeId) &&
        theme.evidence.length &&
        theme.evidence.every((w) => c.clause.includes(w))
      )
        flag("constraint read as another theme", `${theme.themeId}: “${c.clause}”`);
    }
    if (!docs.reportData.brief?.position.includes(`“${c.quote}”`))
      flag("constraint not acknowledged in the brief", `${c.id}: “${c.quote}”`);
  }
  return found;
}
