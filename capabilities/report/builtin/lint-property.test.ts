import { STORY_RULES, storyDisagreements } from "@/tests/report-audit/consistency";
import {
  generateDocuments,
  lintDocuments,
  type GeneratedDocuments,
} from "@/tests/report-audit/lint-documents";
import { auditPersonas } from "@/tests/report-audit/personas";
import { randomInput, randomInputStatingTiming } from "@/tests/report-audit/random-assessments";
import { auditInput } from "@/tests/report-audit/audit-input";
import type { GenerationInput } from "@/capabilities/report/generation-input";
import { findTool } from "@/capabilities/report/content/tools";
import { doesWork } from "@/capabilities/report/content/tool-work";
import { markdownSeams } from "@/capabilities/report/lint-references";
import { reportDataSchema } from "@/model/documents/report-schemas";
import { brokenBy } from "./constraint-fit";
import { buildContext } from "./context";
import { reportMarkdown } from "./documents";

/**
 * The documents of 1,000 random valid assessments (half of them with a leadership team's
 * answers counted, a sixth with too few answers to count), of 1,000 more that state a timing
 * rule in two of five (randomInputStatingTiming) and of the audit personas, written once and
 * read by each gate: by the report linter (capabilities/report/lint.ts: no template seam, no count
 * that disagrees, no broken name, no sentence said twice, no clause cut short) and by the
 * consistency rules (tests/report-audit/consistency.ts: one story in the summary, roadmap and
 * report) and by the constraints (capabilities/report/builtin/constraints.ts: nothing recommended
 * breaks what the executive ruled out). About 10 s locally: the generator is pure, the checks a handful of expressions.
 */

interface Written {
  label: string;
  input: GenerationInput;
  documents: GeneratedDocuments;
}

const write = (label: string, input: GenerationInput): Written => ({
  label,
  input,
  documents: generateDocuments(input),
});

let random: Written[] = [];
let personas: Written[] = [];
/** The 1,000 that state a timing rule in two of five, written once for every gate below. */
let timing: Written[] = [];
beforeAll(() => {
  random = Array.from({ length: 1_000 }, (_, i) => write(`seed ${i + 1}`, randomInput(i + 1)));
  personas = auditPersonas.map((p) => write(p.key, auditInput(p)));
  timing = Array.from({ length: 1_000 }, (_, i) =>
    write(`timing seed ${i + 1}`, randomInputStatingTiming(i + 1)),
  );
});

/** The documents' prose, and the Markdown report's closing note read against its examples. */
const seams = ({ label, input, documents }: Written) =>
  [
    ...lintDocuments(input, documents),
    ...markdownSeams(reportMarkdown(documents.reportData, input)),
  ].map((f) => `${label}: ${f.rule} ${f.path}: ${f.detail}`);

/** The story rules over one assessment's documents, run once for the story and timing gates. */
const storyRun = new WeakMap<Written, ReturnType<typeof storyDisagreements>>();
const storyOf = (w: Written) => {
  if (!storyRun.has(w))
    // The free summary shows the stored score's levers (getResults: storedReadiness).
    storyRun.set(w, storyDisagreements(w.input, w.documents, w.input.readiness.improvements));
  return storyRun.get(w)!;
};

const disagreements = (w: Written) => storyOf(w).map((v) => `${w.label}: ${v.rule}: ${v.detail}`);

describe("the report linter", () => {
  it("finds no seam in the documents of 1,000 random assessments", () => {
    expect(random.flatMap(seams).slice(0, 20)).toEqual([]);
  });

  it("finds no seam in the audit personas' documents", () => {
    expect(personas.flatMap(seams)).toEqual([]);
  });

  it("finds no seam in the documents of 1,000 random assessments that state a timing rule", () => {
    expect(timing.flatMap(seams).slice(0, 20)).toEqual([]);
  });
});

describe("one story everywhere", () => {
  it("covers assessments with and without a team counted", () => {
    const counted = random.filter((w) => w.documents.reportData.bottomUpLeaders).length;
    expect(counted).toBeGreaterThan(400);
    expect(counted).toBeLessThan(600);
  });

  it("finds no disagreement between the summary, roadmap and report of 1,000 random assessments", () => {
    expect(random.flatMap(disagreements).slice(0, 20)).toEqual([]);
  });

  it("finds no disagreement in the audit personas' documents", () => {
    expect(personas.flatMap(disagreements)).toEqual([]);
  });

  it("finds no disagreement in the documents of 1,000 random assessments that state a timing rule", () => {
    expect(timing.flatMap(disagreements).slice(0, 20)).toEqual([]);
  });
});

describe("timing rules (issue 34)", () => {
  /**
   * Assessments that state a busy season, a change window, a union's notice or a departure (two
   * in five of them), dated in every month: no dated start in the documents falls where the rule
   * forbids it. Their seams and other disagreements are gated above, on the same documents.
   */
  it("dates no step where a stated timing rule forbids it, in 1,000 random assessments", () => {
    const broken = timing
      .flatMap((w) =>
        storyOf(w)
          .filter((v) => v.rule === STORY_RULES.timingRule)
          .map((v) => `${w.label}: ${v.detail}`),
      )
      .slice(0, 20);
    expect(broken).toEqual([]);
  });
});

describe("stated constraints", () => {
  /** A recommended tool, or a roadmap's, that breaks a constraint read in the answers. */
  const broken = ({ label, input, documents }: Written) => {
    const ctx = buildContext(input);
    if (!ctx.constraints.length) return [];
    const names = [
      ...documents.reportData.recommendedApplications,
      ...documents.roadmap.aiApps,
    ].map((t) => t.name);
    const found = names
      .filter((name) => {
        const tool = findTool(name);
        return tool !== undefined && brokenBy(tool, ctx);
      })
      .map((name) => `${label}: ${name}`);
    if (!reportDataSchema.safeParse(documents.reportData).success)
      found.push(`${label}: invalid report`);
    return found;
  };

  it("reads constraints in the random assessments' free text", () => {
    expect(random.filter((w) => buildContext(w.input).constraints.length).length).toBeGreaterThan(
      20,
    );
  });

  it("recommends nothing that breaks them, in documents that stay valid", () => {
    expect(random.flatMap(broken).slice(0, 20)).toEqual([]);
  });
});

describe("seats and tools (issue 34)", () => {
  /** A keep-or-cancel bar that asks every member of staff to use a tool. */
  const allStaffBars = ({ label, documents }: Written) =>
    [...documents.reportData.recommendedApplications, ...documents.roadmap.aiApps]
      .filter((t) => /\bif all \d+ staff\b/.test(t.businessCase ?? ""))
      .map((t) => `${label}: ${t.name}: ${t.businessCase}`);

  /** A pilot that names a tool for an application whose kind of work the tool does not do. */
  const toolsBeyondTheirWork = ({ label, input, documents }: Written) => {
    const apps = buildContext(input).challenges.flatMap((c) => c.mapping?.applications ?? []);
    const { phase1, phase2 } = documents.reportData.roadmap;
    return [...(phase1.initiatives ?? []), ...(phase2.initiatives ?? [])].flatMap(({ action }) => {
      const [, application, name] =
        /^(.+) \(([^(),]+)(?:, in or beside [^()]+)?\), for “/.exec(action) ?? [];
      const app = apps.find((a) => a.application === application);
      const tool = name ? findTool(name) : undefined;
      return app && tool && !doesWork(tool, app.work) ? [`${label}: ${action}`] : [];
    });
  };

  it("never asks all N staff to keep using a tool, in 1,000 random assessments", () => {
    expect(random.flatMap(allStaffBars).slice(0, 20)).toEqual([]);
  });

  it("never names a tool for work it does not do, in 1,000 random assessments", () => {
    expect(random.flatMap(toolsBeyondTheirWork).slice(0, 20)).toEqual([]);
  });
});
