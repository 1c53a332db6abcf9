import type { AssessmentInput } from "@/model/assessment/schemas";
import { challengesFor } from "@/model/assessment/challenges";
import { auditPersonas } from "@/tests/report-audit/personas";
import { auditInput } from "@/tests/report-audit/audit-input";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { generateReport, generateRoadmap } from "./documents";
import { recommendToolsFor } from "./recommend-tools";
import { buildContext } from "./context";
import { inputFor, proseOf } from "@/tests/helpers/test-personas";
import { lowerFirst } from "./text";

// An eight-person firm with no governance, five challenges picked and a problem of its own.
const small = (employees: "1-10" | "11-50" | "201-500", extra = {}) =>
  inputFor(
    makeAnswers({
      companyEmployees: employees,
      executiveTitle: "Owner",
      orgAiElements: ["none_yet"],
      businessChallenges: challengesFor("technology")
        .slice(0, 5)
        .map((c) => c.value),
      ...extra,
    }),
  );

describe("one pilot tool (#34)", () => {
  it("names in the Next Steps the tool Phase 1 runs the first pilot on", () => {
    let checked = 0;
    for (const persona of auditPersonas) {
      const { reportData } = generateReport(auditInput(persona));
      const step = reportData.nextSteps.find((s) => /start the pilot on /.test(s));
      const named = reportData.recommendedApplications.find((t) =>
        step?.includes(` with ${t.name} `),
      );
      if (!step || !named) continue;
      const { phase1, phase2 } = reportData.roadmap;
      const pilots = [...(phase1.initiatives ?? []), ...(phase2.initiatives ?? [])];
      const first = pilots.find((i) => step.includes(lowerFirst(i.action.split(" (")[0])));
      expect(first?.action).toContain(`(${named.name})`);
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });
});

describe("governance, pilots and notes sized to the company (#34)", () => {
  it("gives a firm under 50 no steering group and a monthly spending line, not a dedicated budget", () => {
    for (const size of ["1-10", "11-50"] as const) {
      const text = JSON.stringify([
        generateRoadmap(small(size)),
        generateReport(small(size)).reportData,
      ]);
      expect(text.match(/[^.]*(?:steering group|dedicated AI budget)[^.]*/g)).toBeNull();
      expect(text).toMatch(/a monthly spending line for AI tools/);
    }
    const large = JSON.stringify(generateRoadmap(small("201-500")));
    expect(large).toMatch(/an AI steering group/);
  });

  it("runs one pilot at a time in a micro firm, two in a small one, and queues the rest", () => {
    for (const [size, words] of [
      ["1-10", "one small, well-supported pilot "],
      ["11-50", "two small, well-supported pilots "],
    ] as const) {
      const phase2 = generateRoadmap(small(size)).phases[1].description;
      expect(phase2).toContain(`Run ${words}`);
      expect(phase2).toMatch(/Queued for phase 3, .* at a time: /);
    }
  });

  it("says the confidential-material rule once, on the first tool it applies to", () => {
    const input = small("11-50", {
      aiFriction: "Client files must never go into a public AI tool.",
    });
    const ctx = buildContext(input);
    const tools = recommendToolsFor(ctx);
    const said = tools.filter((t) =>
      /personal or free account|names and personal details/.test(t.useCase),
    );
    expect(said).toHaveLength(1);
    expect(said[0].useCase).toContain("The same rule holds for every tool below.");
  });

  it("has the owner of a micro firm own the work by name, never '**Owner:** Owner.'", () => {
    const { reportData, markdownReport } = generateReport(small("1-10"));
    expect(markdownReport).not.toContain("**Owner:** Owner.");
    expect(markdownReport).toContain("**Owner:** Dana Reyes (Owner).");
    expect(reportData.nextSteps[0]).toMatch(/^This week: you take on the pilot on .+ yourself/);
    expect(JSON.stringify(reportData)).not.toMatch(/its owner: the Owner|the Owner takes on/);
  });

  it("does not write 'pilots' twice in the brief's standing", () => {
    const input = small("201-500", {
      orgAiElements: ["dept_pilots", "ai_policy", "dedicated_budget"],
    });
    const text = JSON.stringify(generateReport(input).reportData.brief);
    expect(text).not.toMatch(/runs sanctioned AI pilots with [^.]*\bpilots\b[^.]* in place/);
  });
});

// Round 4 of the review: "a pilot group of 10 to 20" for a six-person translation firm.
it("sizes the paid Copilot's pilot group to a small firm", () => {
  const text = (companyEmployees: AssessmentInput["companyEmployees"]) =>
    proseOf({
      companyEmployees,
      enterprisePlatforms: ["microsoft365"],
      aiToolsUsed: ["chatgpt"],
    });
  expect(text("1-10")).not.toContain("a pilot group of 10 to 20");
  // The group named by its work, never a size worked out from the headcount (review r16).
  expect(text("1-10")).toContain("whoever writes and meets the most");
  expect(text("201-500")).toContain("a pilot group of the heaviest meeting and document users");
  expect(text("201-500")).not.toMatch(/pilot group of \d/);
});
