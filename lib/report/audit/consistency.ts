import { departmentOptions } from "@/lib/assessment/options";
import { buildContext, type Context } from "@/lib/report/builtin/context";
import { isInUse, isNative } from "@/lib/report/builtin/tool-fit";
import { findTool } from "@/lib/report/content/tools";
import type { GenerationInput } from "@/lib/report/generation-input";
import { escapeRegExp } from "@/lib/regexp";
import type { ReadinessImprovement } from "@/lib/scoring";
import { ALREADY_IN_PLACE, strings, type AuditedDocuments, type Violation } from "./rules";

/**
 * One story everywhere (issue 34): what the free summary, the roadmap and the report say must
 * agree, read from their text as a reader would. Each rule is a class of disagreement found in
 * real reports: the summary's levers missing from the report, a lever (or advice) to start what
 * runs already, a "Not yet" item recommended anyway, phases that differ between the roadmap and
 * the report, the first pilot starting at two different times (or said in two ways), an overall
 * score outside its parts, two of the brief's three decisions approving the same tool, a phase
 * that says how many pilots it runs and lists another number.
 */

export const STORY_RULES = {
  levers: "summary lever missing from the report",
  inPlace: "lever for what is in place",
  notYet: "not-yet item recommended",
  phases: "phases differ between roadmap and report",
  firstPilot: "first pilot timing disagrees",
  overall: "overall score outside its parts",
  decisions: "a tool approved twice in the brief's decisions",
  rollout: "phase 3 rolls out to a department the executive did not choose",
  pilotCount: "a phase names a number of pilots and lists another",
  queue: "a pilot queued for phase 3 is scheduled earlier elsewhere",
  early: "a pilot in phase 1 while the first pilot starts later",
} as const;

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

/** [from, to) in days since the start: "Months 5–10", "month 5", "Weeks 1–8", "First 2 weeks". */
type Window = [number, number];
const DAYS: Record<string, number> = { week: 7, month: 30, day: 1 };

function windowOf(span: string): Window | null {
  const first = span.match(/^first (?:(\d+) )?(day|week|month)s?$/i);
  if (first) return [0, Number(first[1] ?? 1) * DAYS[first[2]!.toLowerCase()]!];
  const range = span.match(/^(week|month)s? (\d+)(?:[–-](\d+))?$/i);
  if (!range) return null;
  const unit = DAYS[range[1]!.toLowerCase()]!;
  return [(Number(range[2]) - 1) * unit, Number(range[3] ?? range[2]) * unit];
}

/** Every time the documents give for the first pilot's start, with where it is said. */
function firstPilotWindows(ctx: Context, docs: AuditedDocuments) {
  const windows: { path: string; window: Window }[] = [];
  const add = (path: string, window: Window | null) => window && windows.push({ path, window });
  const all = [...strings(docs.roadmap, "roadmap"), ...strings(docs.reportData, "report")];
  for (const { path, text } of all) {
    const starts = text.match(/\bfirst pilot starts (?:in ((?:week|month) \d+)|within (\d+) days)/);
    if (starts) add(path, starts[1] ? windowOf(starts[1]) : [0, Number(starts[2])]);
  }
  docs.reportData.nextSteps.forEach((step, i) => {
    const path = `report.nextSteps[${i}]`;
    const within = step.match(
      /^Within (\d+) days: (?:start the pilot|.* reviews .* against the baseline)/,
    );
    if (within) add(path, [0, Number(within[1])]);
    const inMonth = step.match(/^In ((?:week|month) \d+): start the pilot/);
    if (inMonth) add(path, windowOf(inMonth[1]!));
  });
  const first = ctx.challenges[0] && `“${ctx.challenges[0].text}”`;
  if (!first) return windows;
  docs.roadmap.quickWins.forEach((w, i) => {
    if (w.title.startsWith("Trial ") && w.title.includes(first))
      add(`roadmap.quickWins[${i}]`, windowOf(w.timeframe));
  });
  docs.roadmap.recommendations.forEach((r, i) => {
    if (r.description.startsWith(`Answers ${first}`))
      add(`roadmap.recommendations[${i}]`, windowOf(r.timeframe));
  });
  const report = docs.reportData.roadmap;
  [report.phase1, report.phase2, report.phase3].forEach((phase, i) => {
    if (phase.initiatives?.some((x) => x.action.includes(first)))
      add(`report.roadmap.phase${i + 1}.initiatives`, windowOf(phase.duration));
  });
  return windows;
}

/** The first pilot's start as the summaries and the next step word it: "in month 5". */
function firstPilotPhrases(docs: AuditedDocuments): string[] {
  const summaries = [docs.roadmap.executiveSummary, docs.reportData.executiveSummary];
  const said = summaries.map(
    (text) => text.match(/\bfirst pilot starts ((?:in|within) [\w ]+?\d+(?: days)?)\b/)?.[1],
  );
  const step = docs.reportData.nextSteps
    .map((s) => s.match(/^((?:In|Within) [\w ]+?\d+(?: days)?): start the pilot\b/)?.[1])
    .find(Boolean);
  return [...said, step].filter((s): s is string => Boolean(s)).map((s) => s.toLowerCase());
}

function firstPilotRules(ctx: Context, docs: AuditedDocuments): Violation[] {
  const phrases = [...new Set(firstPilotPhrases(docs))];
  if (phrases.length > 1)
    return [{ rule: STORY_RULES.firstPilot, detail: `said as ${phrases.join(" and as ")}` }];
  const windows = firstPilotWindows(ctx, docs);
  const from = Math.max(...windows.map((w) => w.window[0]));
  const to = Math.min(...windows.map((w) => w.window[1]));
  if (!windows.length || from < to) return [];
  const said = windows.map((w) => `${w.path} [day ${w.window[0]}-${w.window[1]})`);
  return [{ rule: STORY_RULES.firstPilot, detail: said.join(", ") }];
}

const COUNT_WORDS = ["a first", "one", "two", "three", "four", "five", "six", "seven", "eight"];

/** "Run two small pilots" beside a list of three use cases, each named with its owner. */
function pilotCountRules(docs: AuditedDocuments): Violation[] {
  return docs.roadmap.phases.flatMap((phase, i) => {
    const words = phase.description.match(/\bRun (\w+(?: first)?) small\b[^.]*\bpilots?\b/)?.[1];
    if (!words) return [];
    const listed = phase.description.match(/\(owned by the /g)?.length ?? 0;
    return COUNT_WORDS.indexOf(words.toLowerCase()) === listed
      ? []
      : [
          {
            rule: STORY_RULES.pilotCount,
            detail: `phase ${i + 1}: "${words}" pilots, ${listed} listed`,
          },
        ];
  });
}

/** What names a pilot: an application's name before its tool, and the executive's words it quotes. */
const pilotNames = (text: string) => [
  text.split(/ \(|: /)[0]!,
  ...[...text.matchAll(/“([^”]+)”/g)].map((m) => `“${m[1]}”`),
];

/** A pilot the roadmap queues for phase 3 is neither started by the report's phases 1 and 2 nor timed earlier. */
function queueRules(docs: AuditedDocuments): Violation[] {
  const queued = docs.roadmap.phases[1]?.description.match(/\bQueued for phase 3[^:]*: (.+)$/)?.[1];
  if (!queued) return [];
  const list = queued.toLowerCase();
  const isQueued = (text: string) =>
    pilotNames(text).find((name) => name.length > 3 && list.includes(name.toLowerCase()));
  const phase3 = docs.roadmap.phases[2]!.duration.split(",")[0]!;
  const report = docs.reportData.roadmap;
  const early = [report.phase1, report.phase2].flatMap((p) => p.initiatives ?? []);
  return [
    ...early.flatMap((i) => {
      const name = isQueued(i.action);
      return name
        ? [{ rule: STORY_RULES.queue, detail: `the report starts ${name} before phase 3` }]
        : [];
    }),
    ...docs.roadmap.recommendations.flatMap((r) => {
      const name = isQueued(`${r.title}: ${r.description}`);
      return name && !r.timeframe.startsWith(phase3)
        ? [{ rule: STORY_RULES.queue, detail: `${name} is recommended for ${r.timeframe}` }]
        : [];
    }),
  ];
}

/** "The first pilot starts in month 5" leaves phase 1 without a pilot of any kind. */
function earlyPilotRules(docs: AuditedDocuments): Violation[] {
  const month = Number(
    /\bfirst pilot starts in month (\d+)/.exec(docs.roadmap.executiveSummary)?.[1] ?? 0,
  );
  const [, unit, last] =
    /^(Months|Weeks) \d+[–-](\d+)/.exec(docs.roadmap.phases[0]!.duration) ?? [];
  const phaseOneEnds = unit === "Weeks" ? Math.ceil(Number(last) / 4.35) : Number(last ?? 0);
  const later = month > phaseOneEnds;
  const early = docs.reportData.roadmap.phase1.initiatives ?? [];
  return later && early.length
    ? [{ rule: STORY_RULES.early, detail: early.map((i) => i.action.slice(0, 60)).join("; ") }]
    : [];
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
    ...overallRules(input, docs),
    ...decisionRules(docs),
  ];
}
