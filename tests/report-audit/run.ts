import { findTool } from "@/capabilities/report/content/tools";
import { evidenceLine } from "@/model/documents/format";
import type { RecommendedTool, ReportData } from "@/model/documents/report-schemas";
import { buildContext, type Context } from "@/capabilities/report/builtin/context";
import { constraintPersonas } from "./constraint-personas";
import { STORY_RULES, storyDisagreements } from "./consistency";
import { auditInput } from "./audit-input";
import { auditPersonas, type AuditPersona } from "./personas";
import { generateDocuments, lintDocuments } from "./lint-documents";
import { randomLeaders } from "./random-assessments";
import { professionMisread, regulatorReading, renderRegulators } from "./regulator-audit";
import { regulatorPersonas, type RegulatorPersona } from "./regulator-personas";
import { auditDocuments, type Violation } from "./rules";
import { sentenceSharing, type Sharing } from "./sentences";

/** The report audit over the audit personas: what `npm run report:audit` prints. */

export const AUDIT_GOALS = { inTwoOrMore: 0.15, inAll: 0.03, familyInTwoOrMore: 0.3 } as const;

export interface PersonaAudit {
  persona: AuditPersona;
  score: number;
  tools: { name: string; fits: boolean; evidence: string }[];
  violations: Violation[];
  /** The report linter's findings over both documents (capabilities/report/lint.ts). */
  seams: Violation[];
  /** The constraints read in the free text: "recording: “Staff refuse to have appointments recorded”". */
  constraints: string[];
  /** Disagreements between the summary, roadmap and report, without and with a team counted. */
  story: Violation[];
}

/** A tool fits when the catalogue lists the company's size band for it. */
function fitsSize(name: string, ctx: Context): boolean {
  return findTool(name)?.sizes.includes(ctx.sizeBand) ?? false;
}

/** One persona's documents, held to every rule; `seed` picks its random leadership team. */
function auditPersona(
  persona: AuditPersona,
  seed: number,
): { audit: PersonaAudit; reportData: ReportData } {
  const input = auditInput(persona);
  const ctx = buildContext(input);
  const documents = generateDocuments(input);
  const { reportData } = documents;
  const tools = reportData.recommendedApplications.map((t) => ({
    name: t.name,
    fits: fitsSize(t.name, ctx),
    evidence: evidenceLine(t.evidence) ?? "none",
  }));
  const violations = [
    ...auditDocuments(input, documents),
    ...reportData.recommendedApplications.flatMap((t) => toolEvidenceViolations(t, ctx)),
  ];
  for (const tool of tools.filter((t) => !t.fits))
    violations.push({ rule: "tool outside the size band", detail: tool.name });
  const seams = lintDocuments(input, documents).map((f) => ({
    rule: `seam (${f.rule})`,
    detail: `${f.path}: ${f.detail}`,
  }));
  const constraints = ctx.constraints.map((c) => `${c.class}: “${c.quote}”`);
  // The same persona once its leadership team has answered (a random team of 3 to 9).
  const withTeam = { ...input, team: randomLeaders(seed, persona.answers) };
  const alone = storyDisagreements(input, documents, input.readiness.improvements);
  const teamed = storyDisagreements(
    withTeam,
    generateDocuments(withTeam),
    input.readiness.improvements,
  );
  // A disagreement the team changes nothing in is one finding, never printed and counted twice.
  const said = new Set(alone.map((v) => `${v.rule}\n${v.detail}`));
  const story = [...alone, ...teamed.filter((v) => !said.has(`${v.rule}\n${v.detail}`))];
  return {
    audit: { persona, score: input.readiness.score, tools, violations, seams, constraints, story },
    reportData,
  };
}

/**
 * The audit personas, and the constraint personas (one stated constraint each), held to every
 * rule; only the audit personas are compared for shared sentences, as contrasting companies.
 */
export function runReportAudit(
  personas: readonly AuditPersona[] = auditPersonas,
  constrained: readonly AuditPersona[] = constraintPersonas,
  regulated: readonly RegulatorPersona[] = regulatorPersonas,
) {
  const audited = personas.map((p, i) => auditPersona(p, i + 1));
  const seed = personas.length + constrained.length;
  const regulatorAudits = regulated.map((p, i) => {
    const { audit } = auditPersona(p, seed + i + 1);
    const ctx = buildContext(auditInput(p));
    const violations = [...audit.violations, ...professionMisread(p, ctx)];
    return { ...audit, violations, reading: regulatorReading(p, ctx) };
  });
  return {
    audits: audited.map((a) => a.audit),
    constraintAudits: constrained.map((p, i) => auditPersona(p, personas.length + i + 1).audit),
    regulatorAudits,
    sharing: sentenceSharing(audited.map((a) => a.reportData)),
  };
}

/**
 * A tool must rest on an answer beyond the industry option, and a tool built for a profession
 * on an answer that shows that profession.
 */
function toolEvidenceViolations(tool: RecommendedTool, ctx: Context): Violation[] {
  const beyondIndustry = (tool.evidence ?? []).filter((e) => e.answer !== "industry");
  if (!beyondIndustry.length)
    return [{ rule: "tool resting on the industry option alone", detail: tool.name }];
  const built = findTool(tool.name)?.professions;
  // The company's name or title may show the profession without being cited as a reason.
  const shown = ctx.professions.filter(
    (e) =>
      built?.includes(e.profession) &&
      (e.answer === "company" ||
        e.answer === "title" ||
        beyondIndustry.some((x) => x.answer === e.answer && x.says === e.says)),
  );
  if (built && !shown.length)
    return [{ rule: "profession tool without its profession", detail: tool.name }];
  return [];
}

/** The rules of tests/report-audit/constraint-rules.ts, to count their violations apart. */
const CONSTRAINT_RULE = /constraint|recording|union|OCAP/;

const pct = (n: number) => `${(n * 100).toFixed(1)}%`;
const verdict = (value: number, goal: number) => (value < goal ? "pass" : "MISS");

export function renderAudit(result: ReturnType<typeof runReportAudit>): string {
  const { audits, constraintAudits, regulatorAudits, sharing } = result;
  const row = (name: string, s: Sharing) =>
    `| ${name} | ${s.sentences} | ${pct(s.inTwoOrMore)} | ${pct(s.inAll)} |`;
  const all = [...audits, ...constraintAudits, ...regulatorAudits];
  const violations = all.flatMap((a) => a.violations.map((v) => ({ ...v, key: a.persona.key })));
  const seams = all.flatMap((a) => a.seams.map((v) => ({ ...v, key: a.persona.key })));
  const story = all.flatMap((a) => a.story.map((v) => ({ ...v, key: a.persona.key })));
  return [
    `## Report audit (${audits.length} personas, built-in generator)`,
    "",
    "Command: `npm run report:audit`. Sentences of each report's own prose (headings, catalogue facts and citations left out), compared word for word.",
    "",
    "| Section | Sentences | In 2+ reports | In all reports |",
    "| --- | ---: | ---: | ---: |",
    row("**All**", sharing.overall),
    ...Object.entries(sharing.bySection).map(([section, s]) => row(section, s)),
    "",
    `Goals: under ${pct(AUDIT_GOALS.inTwoOrMore)} in two or more (${verdict(sharing.overall.inTwoOrMore, AUDIT_GOALS.inTwoOrMore)}), under ${pct(AUDIT_GOALS.inAll)} in all (${verdict(sharing.overall.inAll, AUDIT_GOALS.inAll)}), family section under ${pct(AUDIT_GOALS.familyInTwoOrMore)} in two or more (${verdict(sharing.bySection.family.inTwoOrMore, AUDIT_GOALS.familyInTwoOrMore)}); rule violations: ${violations.length}; linter findings: ${seams.length}; story disagreements: ${story.length}.`,
    "",
    "| Persona | Score | Tools (✗ = outside the size band) | Violations |",
    "| --- | ---: | --- | ---: |",
    ...audits.map(
      (a) =>
        `| ${a.persona.summary} | ${a.score} | ${a.tools.map((t) => (t.fits ? t.name : `✗ ${t.name}`)).join(", ")} | ${a.violations.length} |`,
    ),
    "",
    "### Constraints read",
    "",
    `What the executives ruled out or require in their own words, over the audit personas and ${constraintAudits.length} constraint personas (one class each, English and French): every tool, pilot and quick win must keep to it. Constraint violations: ${violations.filter((v) => CONSTRAINT_RULE.test(v.rule)).length}.`,
    "",
    "| Persona | Constraints read | Tools | Violations |",
    "| --- | --- | --- | ---: |",
    ...all
      .filter((a) => a.constraints.length)
      .map(
        (a) =>
          `| ${a.persona.key} | ${a.constraints.join("; ")} | ${a.tools.map((t) => t.name).join(", ")} | ${a.violations.length} |`,
      ),
    "",
    ...renderRegulators(
      regulatorAudits.map((a) => ({ ...a.reading, violations: a.violations.length })),
      violations,
    ),
    "### What each tool rests on",
    "",
    ...audits.flatMap((a) => [
      `- **${a.persona.key}**`,
      ...a.tools.map((t) => `  - ${t.name}: ${t.evidence}`),
    ]),
    "",
    ...(violations.length
      ? ["Violations:", "", ...violations.map((v) => `- ${v.key}: ${v.rule}: ${v.detail}`)]
      : ["No rule violations."]),
    "",
    ...(seams.length
      ? ["Linter findings:", "", ...seams.map((v) => `- ${v.key}: ${v.rule}: ${v.detail}`)]
      : ["No linter findings."]),
    "",
    "### One story everywhere",
    "",
    "Each persona's summary levers, roadmap and report, without a leadership team and with one counted.",
    "",
    "| Disagreement | Found |",
    "| --- | ---: |",
    ...Object.values(STORY_RULES).map(
      (rule) => `| ${rule} | ${story.filter((v) => v.rule === rule).length} |`,
    ),
    "",
    ...story.map((v) => `- ${v.key}: ${v.rule}: ${v.detail}`),
    ...(story.length ? [""] : []),
  ].join("\n");
}
