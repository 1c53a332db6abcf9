import { departmentOptions } from "@/model/assessment/options";
import { buildContext, type Context } from "@/capabilities/report/builtin/context";
import { LEVEL_GAP } from "@/capabilities/report/builtin/readiness";
import { isInUse, isNative } from "@/capabilities/report/builtin/tool-fit";
import { findTool } from "@/capabilities/report/content/tools";
import type { GenerationInput } from "@/capabilities/report/generation-input";
import { escapeRegExp } from "@/platform/regexp";
import type { ReadinessImprovement } from "@/model/scoring";
import {
  earlyPilotRules,
  firstPilotRules,
  gateRules,
  pilotCountRules,
  queueRules,
} from "./pilot-rules";
import { ALREADY_IN_PLACE, strings, type AuditedDocuments, type Violation } from "./rules";
import { licenceRules, pilotGroupRules, policyDeadlineRules } from "./policy-rules";
import { STORY_RULES } from "./story-rules";
import {
  approvedToolRules,
  orphanToolRules,
  startToolRules,
  assistantRules,
  ownerRules,
  pilotListRules,
  priorityRules,
  seasonDeadlineRules,
} from "./plan-rules";
import { boardRules, ownerSizeRules } from "./role-rules";
import { timingRules } from "./timing-rules";
import { windowRules } from "./window-rules";
import { baselineRules } from "./baseline-rules";
import { openingRules } from "./opening-rules";
import { offSeasonRules } from "./off-season-rules";
import { busyGateRules } from "./busy-gate-rules";
import { gateDateRules, pastPlanEndRules, planDateRules } from "./plan-dates-rules";
import { labelRules } from "./label-rules";
import { reconcileRules } from "./reconcile-rules";
import { capacityRules, heldBackRules } from "./plan-limits-rules";
import { priorityOrderRules } from "./priority-order-rules";

/**
 * One story everywhere (issue 34): what the free summary, the roadmap and the report say must
 * agree, read from their text as a reader would. Each rule is a class of disagreement found in
 * real reports: the summary's levers missing from the report, a lever (or advice) to start what
 * runs already, a "Not yet" item recommended anyway, phases that differ between the roadmap and
 * the report, the first pilot starting at two different times (or said in two ways), an overall
 * score outside its parts, two of the brief's three decisions approving the same tool, a phase
 * that says how many pilots it runs and lists another number; and (plan-rules.ts, role-rules.ts)
 * pilot counts, priorities, approved tools, the sanctioned assistant, the season's deadline and
 * owners that disagree between sections, and boards and roles the company does not have.
 */

export { STORY_RULES };

type Texts = { path: string; text: string }[];

/** What the documents tell the executive to do (not the brief's "Not yet", not the risks). */
function adviceOf(docs: AuditedDocuments): Texts {
  const { reportData: report, roadmap } = docs;
  return [
    ...strings(roadmap.recommendations, "roadmap.recommendations"),
    ...strings(roadmap.quickWins, "roadmap.quickWins"),
    ...strings(roadmap.phases, "roadmap.phases"),
    ...strings(report.brief?.decisions, "report.brief.decisions"),
    ...strings(report.roadmap, "report.roadmap"),
    ...strings(report.nextSteps, "report.nextSteps"),
  ];
}

const pilotsInPlace = (ctx: Context) =>
  ctx.adoption.organisation === "pilots" || ctx.adoption.organisation === "embedded";
const STARTS_PILOTS = /\bRun a sanctioned AI pilot\b|\binto sanctioned pilots\b/i;

function leverRules(
  ctx: Context,
  docs: AuditedDocuments,
  summary: readonly ReadinessImprovement[],
) {
  const found: Violation[] = [];
  const shown = docs.reportData.readinessAssessment.levers ?? [];
  for (const lever of summary) {
    if (!shown.some((l) => l.action === lever.action && l.points === lever.gain))
      found.push({ rule: STORY_RULES.levers, detail: `${lever.action} (+${lever.gain})` });
  }
  const titles = [
    ...summary.map((l) => ({ path: "summary lever", text: l.action })),
    ...docs.roadmap.recommendations.map((r, i) => ({
      path: `roadmap.recommendations[${i}]`,
      text: r.title,
    })),
  ];
  for (const { path, text } of titles) {
    const element = ALREADY_IN_PLACE.find(
      (e) => ctx.elements.includes(e.element as never) && e.advice.test(text),
    );
    if (element || (pilotsInPlace(ctx) && STARTS_PILOTS.test(text)))
      found.push({ rule: STORY_RULES.inPlace, detail: `${path}: "${text}"` });
  }
  return found;
}

/** Advice to take a pilot beyond its group: "roll it out", "scale the pilots". */
const SCALES_A_PILOT =
  /\broll (?:\S+ ){0,4}out\b|\bscale (?:the |each |every )?(?:pilots?|it|them)\b/i;

/** Each "Not yet" item, and the advice that would recommend it anyway. */
const NOT_YET: { item: RegExp; breaks(ctx: Context, docs: AuditedDocuments): string[] }[] = [
  {
    item: /^No enterprise AI platform/,
    breaks: (ctx, docs) =>
      docs.reportData.recommendedApplications
        .filter((t) => findTool(t.name)?.maturity === "pilots")
        .filter((t) => !ctx.inPlace.some((p) => p.name === t.name))
        .map((t) => `recommends ${t.name}, a platform for organizations running pilots`),
  },
  {
    item: /^No new point tools/,
    breaks: (ctx, docs) =>
      docs.reportData.recommendedApplications
        .filter((t) => {
          const tool = findTool(t.name);
          return tool && !isNative(tool, ctx) && !isInUse(tool, ctx);
        })
        .map((t) => `recommends ${t.name}, a new tool`),
  },
  {
    item: /^No pilot scaled/,
    breaks: (_, docs) =>
      [
        ...strings(docs.roadmap.quickWins, "roadmap.quickWins"),
        ...strings(docs.reportData.roadmap.phase1.quickWins, "report.phase1.quickWins"),
        ...strings(docs.reportData.brief?.decisions, "report.brief.decisions"),
      ]
        .filter(
          (s) => SCALES_A_PILOT.test(s.text) && !/\bmet (?:its|their) targets?\b/.test(s.text),
        )
        .map((s) => `${s.path}: ${s.text}`),
  },
  {
    item: /^No custom-built models/,
    breaks: (_, docs) => matching(adviceOf(docs), /\b(?:build|train) (?:a |your own )?custom\b/i),
  },
  {
    item: /^No AI answering .* directly/,
    breaks: (_, docs) =>
      docs.roadmap.quickWins
        .map((w) => w.title.match(/^Trial (.+?) on “/)?.[1])
        .filter((name) => name !== undefined && findTool(name)?.answersCustomers)
        .map((name) => `a quick win trials ${name}, which answers customers`),
  },
  {
    item: /volunteers go first/,
    breaks: (_, docs) => matching(adviceOf(docs), /\b(?:required|mandatory|must use)\b/i),
  },
  {
    item: /^No AI hire/,
    breaks: (_, docs) => matching(adviceOf(docs), /\bhire (?:an? )?(?:AI|data)\b|\bAI hire\b/i),
  },
];

const matching = (texts: Texts, pattern: RegExp) =>
  texts.filter((s) => pattern.test(s.text)).map((s) => `${s.path}: ${s.text}`);

function notYetRules(ctx: Context, docs: AuditedDocuments): Violation[] {
  return (docs.reportData.brief?.notYet ?? []).flatMap((item) => {
    const rule = NOT_YET.find((r) => r.item.test(item));
    if (!rule) return [{ rule: STORY_RULES.notYet, detail: `no check for "${item}"` }];
    return rule.breaks(ctx, docs).map((detail) => ({
      rule: STORY_RULES.notYet,
      detail: `"${item}" but ${detail}`,
    }));
  });
}

/** The department labels a sentence names, in the order of the option list. */
const departmentsIn = (text: string | undefined) =>
  departmentOptions.map((o) => o.label).filter((label) => text?.includes(label));

function phaseRules(ctx: Context, docs: AuditedDocuments): Violation[] {
  const found: Violation[] = [];
  const report = docs.reportData.roadmap;
  const phases = [report.phase1, report.phase2, report.phase3];
  docs.roadmap.phases.forEach((phase, i) => {
    const other = phases[i];
    if (phase.title !== other.title || phase.duration !== other.duration)
      found.push({
        rule: STORY_RULES.phases,
        detail: `phase ${i + 1}: "${phase.title} (${phase.duration})" in the roadmap, "${other.title} (${other.duration})" in the report`,
      });
  });
  const roadmapRollout = departmentsIn(
    docs.roadmap.phases[2].description.match(/\bnext use cases in ([^.]+)\./)?.[1],
  );
  const reportRollout = departmentsIn(
    report.phase3.scalingActions?.[0]?.match(/\bnext use cases in (.+)$/)?.[1],
  );
  if (roadmapRollout.join() !== reportRollout.join())
    found.push({
      rule: STORY_RULES.phases,
      detail: `phase 3 rolls out to ${roadmapRollout.join(", ") || "no department"} in the roadmap, ${reportRollout.join(", ") || "no department"} in the report`,
    });
  const chosen = ctx.focusDepartmentLabels;
  const across = departmentsIn(
    report.phase3.scalingActions?.[0]?.match(/ out across ([^;]+)/)?.[1],
  );
  for (const department of [...across, ...reportRollout].filter((d) => !chosen.includes(d)))
    found.push({
      rule: STORY_RULES.rollout,
      detail: `${department}, chosen: ${chosen.join(", ")}`,
    });
  return found;
}

function overallRules(input: GenerationInput, docs: AuditedDocuments): Violation[] {
  const found: Violation[] = [];
  const flag = (detail: string) => found.push({ rule: STORY_RULES.overall, detail });
  const { topDownScore, bottomUpScore, overallScore, analysis } =
    docs.reportData.readinessAssessment;
  if (overallScore < Math.min(topDownScore, bottomUpScore) - 1e-9)
    flag(`overall ${overallScore} below both ${topDownScore} and ${bottomUpScore}`);
  if (overallScore > Math.max(topDownScore, bottomUpScore) + 1e-9)
    flag(`overall ${overallScore} above both ${topDownScore} and ${bottomUpScore}`);
  if (docs.roadmap.readinessScore !== overallScore)
    flag(`the roadmap's score ${docs.roadmap.readinessScore}, the report's ${overallScore}`);
  const overall = Math.round(overallScore * 10);
  const all = [...strings(docs.roadmap, "roadmap"), ...strings(docs.reportData, "report")];
  for (const { path, text } of all) {
    for (const [, said] of text.matchAll(/\bscores (\d+)\/100\b/g))
      if (Number(said) !== overall) flag(`${path} says ${said}/100, the overall is ${overall}/100`);
  }
  const own = input.readiness.score;
  if (own !== overall && !analysis.includes(`rather than ${own}/100`))
    flag(`the overall ${overall}/100 differs from the executive's ${own}/100 unexplained`);
  return found;
}

/** "Leadership and capability are level" only within a few points; otherwise the one ahead leads. */
function levelRules(docs: AuditedDocuments): Violation[] {
  // With a team counted the analysis reads the executive's own answers (its score note says so).
  if (docs.reportData.bottomUpLeaders) return [];
  const {
    topDownScore: top,
    bottomUpScore: bottom,
    analysis,
  } = docs.reportData.readinessAssessment;
  const said = `${Math.round(top * 10)}/100 and ${Math.round(bottom * 10)}/100`;
  const flag = (what: string) => [{ rule: STORY_RULES.level, detail: `${what} at ${said}` }];
  if (/\bleadership and capability are level\b/.test(analysis))
    return Math.abs(top - bottom) > LEVEL_GAP + 1e-9 ? flag("called level") : [];
  const ahead = /\b(leadership|capability) is a little ahead of\b/.exec(analysis)?.[1];
  if (ahead && (ahead === "leadership") !== top > bottom) return flag(`${ahead} said ahead`);
  return [];
}

/** The recommended tools a decision approves ("Approve X ..."): the longest name where names nest. */
function approvedIn(decision: string, names: readonly string[]): string[] {
  const named = names.filter((name) =>
    new RegExp(`^Approve .*\\b${escapeRegExp(name)}\\b`).test(decision),
  );
  return named.filter((name) => !named.some((other) => other !== name && other.includes(name)));
}

/** No tool is approved by two of the brief's decisions. */
function decisionRules(docs: AuditedDocuments): Violation[] {
  const names = docs.reportData.recommendedApplications.map((t) => t.name);
  const approved = (docs.reportData.brief?.decisions ?? []).flatMap((d) => approvedIn(d, names));
  return approved
    .filter((name, i) => approved.indexOf(name) !== i)
    .map((name) => ({ rule: STORY_RULES.decisions, detail: name }));
}

/**
 * The disagreements between one assessment's documents: the roadmap and report, and the levers
 * its free summary shows (`readiness.improvements` of the stored score, as on /summary/[id]).
 */
export function storyDisagreements(
  input: GenerationInput,
  docs: AuditedDocuments,
  summaryLevers: readonly ReadinessImprovement[],
): Violation[] {
  const ctx = buildContext(input);
  return [
    ...leverRules(ctx, docs, summaryLevers),
    ...notYetRules(ctx, docs),
    ...phaseRules(ctx, docs),
    ...firstPilotRules(ctx, docs),
    ...pilotCountRules(docs),
    ...queueRules(docs),
    ...earlyPilotRules(docs),
    ...gateRules(ctx, docs),
    ...policyDeadlineRules(docs),
    ...licenceRules(ctx, docs),
    ...pilotGroupRules(docs),
    ...overallRules(input, docs),
    ...levelRules(docs),
    ...decisionRules(docs),
    ...pilotListRules(docs),
    ...priorityRules(docs),
    ...priorityOrderRules(ctx, docs),
    ...approvedToolRules(docs),
    ...startToolRules(ctx, docs),
    ...orphanToolRules(docs),
    ...assistantRules(docs),
    ...seasonDeadlineRules(ctx, docs),
    ...ownerRules(docs),
    ...boardRules(ctx, docs),
    ...ownerSizeRules(ctx, docs),
    ...timingRules(input, docs),
    ...windowRules(input, docs),
    ...baselineRules(input, docs),
    ...openingRules(input, docs),
    ...offSeasonRules(input, docs),
    ...busyGateRules(docs),
    ...planDateRules(docs),
    ...gateDateRules(docs),
    ...pastPlanEndRules(docs),
    ...labelRules(docs),
    ...reconcileRules(ctx, docs),
    ...heldBackRules(docs),
    ...capacityRules(ctx, docs),
  ];
}
