import { auditPersonas } from "@/tests/report-audit/personas";
import { randomInput } from "@/tests/report-audit/random-assessments";
import { auditInput } from "@/tests/report-audit/audit-input";
import { disagreements, seams, write, type Written } from "@/tests/report-audit/written";
import { findTool } from "@/capabilities/report/content/tools";
import { doesWork } from "@/capabilities/report/content/tool-work";
import { reportDataSchema } from "@/model/documents/report-schemas";
import { brokenBy } from "./constraint-fit";
import { buildContext } from "./context";

/**
 * The documents of 1,000 random valid assessments (half of them with a leadership team's
 * answers counted, a sixth with too few answers to count) and of the audit personas, written
 * once and read by each gate: by the report linter (capabilities/report/lint.ts: no template
 * seam, no count that disagrees, no broken name, no sentence said twice, no clause cut short),
 * by the consistency rules (tests/report-audit/consistency.ts: one story in the summary,
 * roadmap and report) and by the constraints (capabilities/report/builtin/constraints.ts:
 * nothing recommended breaks what the executive ruled out). Assessments that state a timing
 * rule are timing-property.test.ts's. About 75 s on this machine beside another test file.
 */

let random: Written[] = [];
let personas: Written[] = [];
beforeAll(() => {
  random = Array.from({ length: 1_000 }, (_, i) => write(`seed ${i + 1}`, randomInput(i + 1)));
  personas = auditPersonas.map((p) => write(p.key, auditInput(p)));
});

describe("the report linter", () => {
  it("finds no seam in the documents of 1,000 random assessments", () => {
    expect(random.flatMap(seams).slice(0, 20)).toEqual([]);
  });

  it("finds no seam in the audit personas' documents", () => {
    expect(personas.flatMap(seams)).toEqual([]);
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
