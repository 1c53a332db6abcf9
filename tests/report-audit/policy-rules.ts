import { paysForAi } from "@/capabilities/report/builtin/actions";
import type { Context } from "@/capabilities/report/builtin/context";
import { strings, type AuditedDocuments, type Violation } from "./rules";
import { STORY_RULES } from "./story-rules";

/**
 * The one-story rules about the AI use policy and licences (consistency.ts): one deadline for the
 * policy wherever it is given, and licences matched to use only where AI is paid for.
 */

/** A deadline in days: "First week", "this week", "Within 14 days", "within two weeks". */
function daysOf(deadline: string): number | null {
  const said = deadline.toLowerCase().trim();
  if (/^(?:first|this) week$/.test(said)) return 7;
  const span = said.match(/^(?:first|within) (\d+|two|three|four) (day|week)s?$/);
  if (!span) return null;
  const n = { two: 2, three: 3, four: 4 }[span[1]!] ?? Number(span[1]);
  return span[2] === "week" ? n * 7 : n;
}

/** Every deadline the documents give for publishing the AI use policy, with where. */
function policyDeadlines(docs: AuditedDocuments): { path: string; said: string }[] {
  const found: { path: string; said: string }[] = [];
  docs.roadmap.quickWins.forEach((w, i) => {
    if (/^Publish (?:a one-page|the) AI use policy\b/.test(w.title))
      found.push({ path: `roadmap.quickWins[${i}]`, said: w.timeframe });
  });
  const texts = [
    ...strings(docs.reportData.nextSteps, "report.nextSteps"),
    ...strings(docs.reportData.risks, "report.risks"),
    ...strings(docs.roadmap.phases, "roadmap.phases"),
    ...strings(docs.reportData.roadmap, "report.roadmap"),
  ];
  for (const { path, text } of texts) {
    const step = text.match(/^([^:]+): publish the AI use policy\b/i)?.[1];
    if (step) found.push({ path, said: step });
    const inline = text.match(
      /\bPublish (?:a one-page|the) AI use policy (this week|within \w+ (?:days?|weeks?))\b/i,
    )?.[1];
    if (inline) found.push({ path, said: inline });
  }
  return found;
}

/** The AI use policy is due at one time, however each document words it. */
export function policyDeadlineRules(docs: AuditedDocuments): Violation[] {
  const said = policyDeadlines(docs);
  const days = new Set(said.map((s) => daysOf(s.said) ?? s.said));
  return days.size > 1
    ? [
        {
          rule: STORY_RULES.policyDeadline,
          detail: said.map((s) => `${s.path}: ${s.said}`).join("; "),
        },
      ]
    : [];
}

/**
 * "Match AI licences to real use" only beside an AI tool the report says is already paid for, or
 * one the answers say the company pays for (a tool in place the report does not recommend).
 */
export function licenceRules(ctx: Context, docs: AuditedDocuments): Violation[] {
  const matches = docs.roadmap.quickWins.some((w) => w.title === "Match AI licences to real use");
  const paid = docs.reportData.recommendedApplications.some((t) =>
    t.cost?.summary.startsWith("Already paid for"),
  );
  return matches && !paid && !paysForAi(ctx)
    ? [{ rule: STORY_RULES.licences, detail: "no recommended AI tool is already paid for" }]
    : [];
}

/** A tool extended "from the pilot group" or rolled out "beyond the pilot group" had one earlier. */
export function pilotGroupRules(docs: AuditedDocuments): Violation[] {
  const phase3 = [
    ...strings(docs.roadmap.phases[2], "roadmap.phases[2]"),
    ...strings(docs.reportData.roadmap.phase3, "report.roadmap.phase3"),
  ];
  const earlier = [
    ...strings(docs.roadmap.recommendations, "roadmap.recommendations"),
    ...strings(docs.roadmap.quickWins, "roadmap.quickWins"),
    ...strings(docs.roadmap.phases.slice(0, 2), "roadmap.phases"),
    ...strings(docs.reportData.brief?.decisions, "report.brief.decisions"),
    ...strings(docs.reportData.roadmap.phase1, "report.roadmap.phase1"),
    ...strings(docs.reportData.roadmap.phase2, "report.roadmap.phase2"),
  ].map((s) => s.text);
  return phase3.flatMap(({ path, text }) =>
    [...text.matchAll(/\b(?:Extend|Roll) ([^.;]+?) (?:from|out beyond) the pilot group\b/g)]
      .map((m) => m[1]!)
      .filter(
        (tool) =>
          !earlier.some(
            (s) =>
              s.includes(`Pilot ${tool} with a small group`) ||
              s.includes(`${tool} for one pilot group`),
          ),
      )
      .map((tool) => ({ rule: STORY_RULES.pilotGroup, detail: `${path}: ${tool}` })),
  );
}
