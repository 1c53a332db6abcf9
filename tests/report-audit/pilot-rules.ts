import { phaseMonths } from "@/capabilities/report/builtin/calendar";
import type { Context } from "@/capabilities/report/builtin/context";
import { planOf } from "@/capabilities/report/builtin/plan";
import { strings, type AuditedDocuments, type Violation } from "./rules";
import { STORY_RULES } from "./story-rules";
import { firstPilotDates } from "./timing-rules";

/**
 * The one-story rules about pilots (consistency.ts): when the first one starts, how many a phase
 * runs, which wait for phase 3, and none in phase 1 when the first starts later.
 */

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
  for (const { path, window } of firstPilotDates(docs, ctx.input.createdAt)) add(path, window);
  // The first pilot: the executive's own written problem's when there is one (plan.ts `lead`).
  const lead = planOf(ctx).lead;
  const first = lead && `“${lead.challenge?.text ?? lead.words}”`;
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

export function firstPilotRules(ctx: Context, docs: AuditedDocuments): Violation[] {
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
export function pilotCountRules(docs: AuditedDocuments): Violation[] {
  return docs.roadmap.phases.flatMap((phase, i) => {
    const words = phase.description.match(/\bRun (\w+(?: first)?) small\b[^.]*\bpilots?\b/)?.[1];
    if (!words) return [];
    const listed = phase.description.match(/\(owned by /g)?.length ?? 0;
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
export function queueRules(docs: AuditedDocuments): Violation[] {
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
export function earlyPilotRules(docs: AuditedDocuments): Violation[] {
  const month = Number(
    /\bfirst pilot starts in month (\d+)/.exec(docs.roadmap.executiveSummary)?.[1] ?? 0,
  );
  const later = month > phaseMonths(docs.roadmap.phases[0]!.duration, 1).last;
  // What a leaver knows is captured before they go, whatever the pace (the plan dates it so).
  const leaving = docs.reportData.nextSteps.some((s) => /\bstart capturing what only\b/.test(s));
  // A decision on what already ran (a trial waiting for one, a pilot running) is no pilot started.
  const decision = /^Decide on the (?:trial you already ran|pilot already running)\b/;
  const early = (docs.reportData.roadmap.phase1.initiatives ?? []).filter(
    (i) =>
      !(leaving && /\bknow-how\b|\bbefore \p{Lu}\p{L}+ (?:retires|leaves)\b/u.test(i.action)) &&
      !decision.test(i.action),
  );
  return later && early.length
    ? [{ rule: STORY_RULES.early, detail: early.map((i) => i.action.slice(0, 60)).join("; ") }]
    : [];
}

/** The decision gate's "(first: <target>)" is the target of the pilot that starts first (plan.ts `lead`). */
export function gateRules(ctx: Context, docs: AuditedDocuments): Violation[] {
  const lead = planOf(ctx).lead;
  if (!lead) return [];
  // A chosen challenge's pilot quotes it in its initiative; the executive's own problem carries its target.
  const quoted = `“${lead.challenge?.text ?? lead.words}”`;
  const report = docs.reportData.roadmap;
  const initiative = [report.phase1, report.phase2, report.phase3]
    .flatMap((p) => p.initiatives ?? [])
    .find((i) => i.action.includes(quoted));
  const raw = lead.challenge ? initiative?.target : lead.theme?.pilot?.target;
  if (!raw) return [];
  const target = raw.replace(/[.\s]+$/, "").toLowerCase();
  const gates = [
    { path: "roadmap.phases[1].decisionGate", text: docs.roadmap.phases[1]?.decisionGate ?? "" },
    { path: "report.roadmap.phase2.decisionGate", text: report.phase2.decisionGate ?? "" },
  ];
  return gates.flatMap(({ path, text }) => {
    const first = text.match(/\(first: (.+?)\); stop or rework/)?.[1];
    return first && first.toLowerCase() !== target
      ? [
          {
            rule: STORY_RULES.gate,
            detail: `${path}: first "${first}", the first pilot's "${target}"`,
          },
        ]
      : [];
  });
}
