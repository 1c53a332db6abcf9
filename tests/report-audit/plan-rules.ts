import type { Context } from "@/capabilities/report/builtin/context";
import { findTool } from "@/capabilities/report/content/tools";
import { unplacedTools } from "@/capabilities/report/builtin/next-use-cases";
import { isInUse } from "@/capabilities/report/builtin/tool-fit";
import { assistantNamesOf } from "@/capabilities/report/builtin/approved-assistant";
import { MONTHS } from "@/capabilities/report/builtin/text";
import { strings, type AuditedDocuments, type Violation } from "./rules";
import { withoutCompanyClauses } from "@/capabilities/report/builtin/company-clause";
import { STORY_RULES } from "./story-rules";

/**
 * One plan in every section (consistency.ts): as many pilots listed as a phase says it runs, one
 * priority for one piece of work, every tool the brief approves placed in a phase, every tool
 * recommended placed in a phase, pilot or quick win, one sanctioned
 * assistant, a first pilot that can start before the season it must be ready for, and one owner
 * for one piece of work.
 */

type Texts = { path: string; text: string }[];

const everything = (docs: AuditedDocuments): Texts => [
  ...strings(docs.roadmap, "roadmap"),
  ...strings(docs.reportData, "report"),
];

const COUNTS = ["a first", "one", "two", "three", "four", "five", "six", "seven", "eight"];

/** The report's line for work beside the pilots, which is no pilot of its own. */
export const BESIDE_THE_PILOTS = /^Beside the pilots\b/;

/**
 * "Run three small pilots" with four implementations listed, "a firm of this size can support one
 * pilot at a time" beside two, or a brief's "one sanctioned pilot" beside a phase running three.
 */
export function pilotListRules(docs: AuditedDocuments): Violation[] {
  const found: Violation[] = [];
  const report = docs.reportData.roadmap;
  const reportPhases = [report.phase1, report.phase2, report.phase3];
  let running: number | null = null;
  docs.roadmap.phases.forEach((phase, i) => {
    const said = phase.description.match(/\bRun (\w+(?: first)?) small\b[^.]*\bpilots?\b/)?.[1];
    if (!said) return;
    const count = COUNTS.indexOf(said.toLowerCase());
    running = count;
    const listed = (reportPhases[i]?.implementations ?? []).filter(
      (line) => !BESIDE_THE_PILOTS.test(line),
    ).length;
    if (listed !== count && reportPhases[i]?.initiatives?.length)
      found.push({
        rule: STORY_RULES.pilotList,
        detail: `phase ${i + 1}: "${said}" pilots in the roadmap, ${listed} listed in the report`,
      });
  });
  // Where no phase says a number, the pilots it lists with their owners are the number.
  running ??=
    docs.roadmap.phases
      .map((p) => p.description.match(/\bPriority use cases\b.*?\.(?=\s+[A-Z]|$)/)?.[0] ?? "")
      .map((sentence) => sentence.match(/\(owned by /g)?.length ?? 0)
      .find((n) => n > 0) ?? null;
  if (running === null) return found;
  const phrase =
    /\b(one|two|three|four|five|six) (?:small, well-supported |sanctioned |small )?pilots?\b(?! (?:team|group|line|site|user|project)s?\b)/gi;
  for (const { path, text } of everything(docs)) {
    for (const match of text.matchAll(phrase)) {
      if (COUNTS.indexOf(match[1]!.toLowerCase()) !== running)
        found.push({
          rule: STORY_RULES.pilotList,
          detail: `${path}: "${match[0]}", ${COUNTS[running]} running`,
        });
    }
  }
  return found;
}

/** A challenge's label as each section quotes it: "this answers “…”", "Answers “…”". */
const ANSWERS = /\banswers? “([^”]+)”/i;

/**
 * One priority for one piece of work: the solution area, the roadmap's recommendation and the
 * tools that answer the same challenge agree, and no High-priority tool waits for phase 3.
 */
export function priorityRules(docs: AuditedDocuments): Violation[] {
  const found: Violation[] = [];
  const byChallenge = new Map<string, { where: string; priority: string }[]>();
  const add = (challenge: string | undefined, where: string, priority: string) => {
    if (!challenge) return;
    byChallenge.set(challenge, [...(byChallenge.get(challenge) ?? []), { where, priority }]);
  };
  docs.reportData.solutionLandscape.forEach((area) =>
    add(ANSWERS.exec(area.description)?.[1], `landscape "${area.title}"`, area.priority),
  );
  docs.roadmap.recommendations.forEach((r) =>
    add(/^Answers “([^”]+)”/.exec(r.description)?.[1], `roadmap "${r.title}"`, r.priority),
  );
  for (const [challenge, said] of byChallenge) {
    if (new Set(said.map((s) => s.priority)).size > 1)
      found.push({
        rule: STORY_RULES.priority,
        detail: `“${challenge}”: ${said.map((s) => `${s.where} ${s.priority}`).join(", ")}`,
      });
  }
  const { phase1, phase2, phase3 } = docs.reportData.roadmap;
  const phase3Time = docs.roadmap.phases[2]?.duration.split(",")[0];
  const early = [
    ...strings(phase1, "p1"),
    ...strings(phase2, "p2"),
    ...strings(docs.roadmap.quickWins, "qw"),
    ...strings(
      docs.roadmap.recommendations.filter((r) => r.timeframe !== phase3Time),
      "recommendations",
    ),
    ...strings(docs.reportData.brief?.decisions, "decisions"),
  ].map((s) => s.text);
  // A pilot phase 2 readies ("Ready to start in October 2026: …") starts with the first pilot when a
  // season closes phase 2: listed in phase 3, where it starts, but not queued behind the others.
  const readied = (phase2.implementations ?? []).filter((t) => t.startsWith("Ready to start in "));
  const queued = (phase3.initiatives ?? [])
    .map((i) => i.action)
    .filter((a) => !readied.some((t) => t.endsWith(a)));
  // A tool resting on what the company runs or wrote leads by design; one resting only on chosen
  // challenges whose pilots all wait for phase 3 waits with them.
  const OWN = new Set([
    "system",
    "platform",
    "aiTools",
    "elements",
    "otherChallenge",
    "aiFriction",
    "aiExperience",
    "otherPlatforms",
  ]);
  for (const tool of docs.reportData.recommendedApplications) {
    if (tool.priority !== "High" || early.some((t) => t.includes(tool.name))) continue;
    const evidence = tool.evidence ?? [];
    const challenges = evidence.filter((e) => e.answer === "challenge").map((e) => `“${e.says}”`);
    const waits =
      challenges.length > 0 &&
      !evidence.some((e) => OWN.has(e.answer)) &&
      challenges.every((c) => queued.some((a) => a.includes(c)));
    if (waits)
      found.push({
        rule: STORY_RULES.priority,
        detail: `${tool.name} is High priority and waits for phase 3`,
      });
  }
  return found;
}

/** Every tool a brief's decision approves, asks a quote for or confirms is placed in a phase. */
export function approvedToolRules(docs: AuditedDocuments): Violation[] {
  const names = docs.reportData.recommendedApplications.map((t) => t.name);
  const decisions = docs.reportData.brief?.decisions ?? [];
  const phases = [
    ...strings(docs.reportData.roadmap, "report.roadmap"),
    ...strings(docs.roadmap.phases, "roadmap.phases"),
    ...strings(docs.roadmap.recommendations, "roadmap.recommendations"),
    ...strings(docs.roadmap.quickWins, "roadmap.quickWins"),
  ].map((s) => s.text);
  const approved = names.filter((name) =>
    decisions.some((d) => {
      const at = d.indexOf(name);
      // The longest name where names nest: "Microsoft 365 Copilot Chat", not "Microsoft 365 Copilot".
      return at >= 0 && !names.some((o) => o !== name && o.includes(name) && d.includes(o));
    }),
  );
  return approved
    .filter((name) => !phases.some((t) => t.includes(name)))
    .map((name) => ({ rule: STORY_RULES.approvedInNoPhase, detail: name }));
}

/** The tools the summary says to start with ("The tools to start with are X and Y."). */
const startTools = (summary: string, names: readonly string[]): string[] => {
  const said =
    /The tools? to start with (?:is|are) ([^.]+(?:\.\w[^.]*)*)\./.exec(summary)?.[1] ?? "";
  return names.filter(
    (name) =>
      said.includes(name) && !names.some((o) => o !== name && o.includes(name) && said.includes(o)),
  );
};

/**
 * A tool the summary starts with is put to work before phase 3: in use already, approved by the
 * brief this quarter, in phase 1 or 2, or a quick win.
 */
export function startToolRules(ctx: Context, docs: AuditedDocuments): Violation[] {
  const names = docs.reportData.recommendedApplications.map((t) => t.name);
  const { phase1, phase2 } = docs.reportData.roadmap;
  const early = [
    ...(docs.reportData.brief?.decisions ?? []).map((text) => ({ text })),
    ...strings({ phase1, phase2 }, "report.roadmap"),
    ...strings(docs.roadmap.phases.slice(0, 2), "roadmap.phases"),
    ...strings(docs.roadmap.quickWins, "roadmap.quickWins"),
  ].map((s) => s.text);
  const inUse = (name: string) => {
    const tool = findTool(name);
    return tool !== undefined && isInUse(tool, ctx);
  };
  return startTools(docs.reportData.executiveSummary, names)
    .filter((name) => !inUse(name))
    .filter(
      (name) =>
        ![name, ...assistantNamesOf(name)].some((said) => early.some((t) => t.includes(said))),
    )
    .map((name) => ({ rule: STORY_RULES.startTool, detail: name }));
}

/** Every recommended tool has a place in the plan: a phase, a pilot or a quick win that uses it. */
export function orphanToolRules(docs: AuditedDocuments): Violation[] {
  const placed = [
    ...strings(docs.reportData.roadmap, "report.roadmap"),
    ...strings(docs.roadmap.phases, "roadmap.phases"),
    ...strings(docs.roadmap.recommendations, "roadmap.recommendations"),
    ...strings(docs.roadmap.quickWins, "roadmap.quickWins"),
  ].map((s) => s.text);
  return unplacedTools(docs.reportData.recommendedApplications, placed).map((tool) => ({
    rule: STORY_RULES.orphanTool,
    detail: tool.name,
  }));
}

/** An assistant's family, however a sentence names it ("Copilot Chat signed in with work accounts"). */
function assistantKey(name: string): string {
  const said = name.toLowerCase();
  if (/\bfree chatgpt plan\b|\bchatgpt \(free plan\)/.test(said)) return "free chatgpt";
  if (/\bfree claude plan\b|\bclaude \(free plan\)/.test(said)) return "free claude";
  for (const family of ["copilot", "gemini", "chatgpt", "claude", "ollama"])
    if (said.includes(family)) return family;
  return said;
}

/** Where a sentence names the one assistant everyone may use. */
const SANCTIONED: RegExp[] = [
  /\bpolicy and (.+?) as the one sanctioned assistant\b/,
  /\bMake (.+?) the safe default\b/,
  /\bmake (.+?) the approved default\b/,
  /\bgive people a safe alternative: (.+?)\.?$/,
  /\bList the approved tools \(starting with (.+?)\)/,
];

/** One sanctioned assistant, named alike everywhere and the one the tools recommend. */
export function assistantRules(docs: AuditedDocuments): Violation[] {
  const named: { path: string; key: string; said: string }[] = [];
  for (const { path, text } of everything(docs))
    for (const pattern of SANCTIONED) {
      const said = pattern.exec(text)?.[1];
      if (said) named.push({ path, key: assistantKey(said), said });
    }
  const found: Violation[] = [];
  const keys = [...new Set(named.map((n) => n.key))];
  if (keys.length > 1)
    found.push({
      rule: STORY_RULES.assistant,
      detail: named.map((n) => `${n.path}: ${n.said}`).join("; "),
    });
  const sanctioned = named.find(
    (n) => /one sanctioned assistant/.test(n.path + n.said) || n.path.includes("brief"),
  );
  if (!sanctioned) return found;
  const rivals = docs.reportData.recommendedApplications.filter(
    (t) => findTool(t.name)?.category === "AI assistant" && assistantKey(t.name) !== sanctioned.key,
  );
  for (const rival of rivals)
    found.push({
      rule: STORY_RULES.assistant,
      detail: `${sanctioned.said} is the one sanctioned assistant, and ${rival.name} is recommended beside it`,
    });
  return found;
}

/** Days from the report's date to the first of a month named "January 2027". */
function daysUntil(month: string, year: string, from: Date): number | null {
  const index = MONTHS.indexOf(month);
  if (index < 0) return null;
  return Math.round((Date.UTC(Number(year), index, 1) - from.getTime()) / 86_400_000);
}

/** The first pilot must be able to start before the season it has to be running for. */
export function seasonDeadlineRules(ctx: Context, docs: AuditedDocuments): Violation[] {
  const texts = everything(docs);
  const deadline = texts
    .map((s) =>
      /\bhave the first pilot running before the season opens in (\w+) (\d{4})/.exec(s.text),
    )
    .find(Boolean);
  if (!deadline) return [];
  const due = daysUntil(deadline[1]!, deadline[2]!, new Date(ctx.input.createdAt));
  if (due === null) return [];
  const found: Violation[] = [];
  for (const { path, text } of texts) {
    const within = /\bfirst pilot starts within (\d+) days\b/.exec(text)?.[1];
    const month = /\bfirst pilot starts in month (\d+)\b/.exec(text)?.[1];
    // A plan month starts on the first of the month after the report.
    const created = new Date(ctx.input.createdAt);
    const firstOfNext = Date.UTC(created.getUTCFullYear(), created.getUTCMonth() + 1, 1);
    const monthStart = month
      ? Math.round((firstOfNext - created.getTime()) / 86_400_000) + (Number(month) - 1) * 30
      : null;
    const latest = within ? Number(within) : monthStart;
    if (latest !== null && latest > due)
      found.push({
        rule: STORY_RULES.seasonDeadline,
        detail: `${path}: starts by day ${latest}, the season opens on day ${due} (${deadline[1]} ${deadline[2]})`,
      });
  }
  return found;
}

/** A named owner as the roadmap's field has it: "Raj, the practice manager" -> "Raj (practice manager)". */
const unbracketed = (owner: string) =>
  owner.replace(/^(\p{Lu}[\p{Ll}'’-]+), (?:the |who )(.+)$/u, "$1 ($2)");

/** The work a line names, as every section keys it: "the pilot on …" and brackets dropped. */
const workKey = (work: string) =>
  work
    .toLowerCase()
    .replace(/^(?:a 30-day pilot on|the pilot on)\s+/, "")
    .replace(/\s*\(.*$/, "")
    .trim();

/** The quotations a pilot answers: "Answers “A” and “B”." or "…, for “A” and “B”". */
const answered = (text: string, lead: RegExp): string[] => {
  const m = lead.exec(text);
  return m ? [...m[1]!.matchAll(/“([^”]+)”/g)].map((q) => q[1]!) : [];
};

/** Words of five letters or more, singular, that name the work ("pre-approvals" -> "approval"). */
const stems = (text: string) =>
  new Set(
    (text.toLowerCase().match(/\p{L}{5,}/gu) ?? [])
      .filter(
        (w) =>
          !/^(?:their|there|these|those|about|which|where|every|other|first|across|among|after|before|under|within|without|between|through)$/u.test(
            w,
          ),
      )
      .map((w) => w.replace(/s$/, "")),
  );

/** Who checks a pilot's output names no work: "…, for the adviser to check" (not "KYC checks"). */
const CHECKED_BY =
  /,\s*for (?:the|a|an) [^,]+? to (?:check|confirm|complete|approve|review|sign)\b.*$/;

/**
 * The words a quotation shares with a pilot's work, the checker left out, and the clauses that
 * only say what the company runs (“We run 25 condo corporations and 3 rental buildings; …”).
 */
const sharedStems = (work: string, quote: string) => {
  const named = stems(work.replace(CHECKED_BY, ""));
  return [...stems(withoutCompanyClauses(quote))].filter((w) => named.has(w)).length;
};

/**
 * One problem given two pilots: a pilot named by the very work a challenge (or problem) another
 * pilot answers names, in two of its words ("Send pre-approvals and claims …" beside a second
 * pilot "for “Improving billing accuracy and claim approvals”"). Where the pilot that answers it
 * names it in more of its words, it is that pilot's problem and the other's words only touch it.
 */
function twoPilotsForOne(pilots: Map<string, Set<string>>): Violation[] {
  const found: Violation[] = [];
  for (const [work, quotes] of pilots)
    for (const [other, theirs] of pilots) {
      // A pilot answers something where it is introduced: its other names quote nothing.
      if (other === work || !quotes.size) continue;
      const same = [...theirs].find((q) => {
        const named = sharedStems(work, q);
        return !quotes.has(q) && named >= 2 && sharedStems(other, q) <= named;
      });
      if (same)
        found.push({
          rule: STORY_RULES.owner,
          detail: `one problem, two pilots: ${work} and ${other} (for “${same}”)`,
        });
    }
  return found;
}

/**
 * One owner and one phase for one piece of work, wherever the documents name it, and one pilot
 * for one problem. Keyed by the work's words alone, two owners of one problem under two pilots'
 * names, or one pilot listed again in the next phase, went unseen (review r18 class 6).
 */
export function ownerRules(docs: AuditedDocuments): Violation[] {
  const owners = new Map<string, Set<string>>();
  const phases = new Map<string, Set<number>>();
  const pilots = new Map<string, Set<string>>();
  const add = (work: string, owner: string, phase?: number, quotes: string[] = []) => {
    const key = workKey(work);
    if (!key) return;
    owners.set(key, (owners.get(key) ?? new Set()).add(unbracketed(owner.trim())));
    if (phase !== undefined) phases.set(key, (phases.get(key) ?? new Set()).add(phase));
    const answers = pilots.get(key) ?? new Set();
    pilots.set(key, answers);
    quotes.forEach((q) => answers.add(q));
  };
  const report = docs.reportData.roadmap;
  [report.phase1, report.phase2, report.phase3].forEach((phase, n) => {
    for (const i of phase.initiatives ?? [])
      add(
        /^((?:“[^”]*”|[^“(:])*)/.exec(i.action)?.[1] ?? i.action,
        i.owner,
        n,
        answered(i.action, /, for ((?:“[^”]+”(?: and )?)+)\s*$/),
      );
  });
  for (const r of docs.roadmap.recommendations)
    if (r.owner)
      add(
        r.title,
        r.owner,
        undefined,
        answered(r.description, /^Answers ((?:“[^”]+”(?: and )?)+)/),
      );
  // "Priority use cases at X: the pilot on A (owned by the B) and C (owned by the D)."
  docs.roadmap.phases.forEach((phase, n) => {
    for (const m of phase.description.matchAll(
      /(?:: |, | and )([^,:()]+?) \(owned by (?:the )?([^)]+)\)/g,
    ))
      add(m[1]!, m[2]!, n);
  });
  for (const line of docs.reportData.currentState.keyChallenges) {
    // Where it stands in the plan follows the owner: ", queued for phase 3 …", "; it has no pilot …".
    const m = /^[^:]+: ([^,]+), owned by (?:the )?([^.;]+?)(?:, queued [^.;]*|; [^.]*)?\.$/.exec(
      line,
    );
    if (m) add(m[1]!, m[2]!);
  }
  return [
    ...[...owners]
      .filter(([, said]) => said.size > 1)
      .map(([work, said]) => ({
        rule: STORY_RULES.owner,
        detail: `${work}: ${[...said].join(" vs ")}`,
      })),
    // The pilot phase 1 launches, listed again in a later phase. (A pilot the report times in
    // phase 3 that the roadmap's phase 2 still lists is the season's timing, another rule's.)
    ...[...phases]
      .filter(([, listed]) => listed.size > 1 && listed.has(0))
      .map(([work, listed]) => ({
        rule: STORY_RULES.owner,
        detail: `${work}: listed in phases ${[...listed].map((n) => n + 1).join(" and ")}`,
      })),
    ...twoPilotsForOne(pilots),
  ];
}
