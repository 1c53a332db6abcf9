import { challengeLabels } from "@/lib/assessment/challenges";
import * as options from "@/lib/assessment/options";
import { findTool } from "@/lib/report/content/tools";
import type { GenerationInput } from "@/lib/report/generation-input";
import { reportDataSchema } from "@/lib/report/schemas";
import { followUpQuestionsSchema, roadmapContentSchema } from "@/lib/roadmap/schemas";
import { makeAnswers, maximumAnswers, minimumAnswers } from "@/lib/scoring/test-answers";
import {
  BUILTIN_PROMPT_VERSION,
  generateFollowUpQuestions,
  generateReport,
  generateRoadmap,
  recommendTools,
  reportMarkdown,
} from "./index";
import {
  PLACEHOLDER,
  RAW_SLUG,
  challenges,
  inputFor,
  matchesPersona,
  personas,
} from "./test-personas";

function generateAll(input: GenerationInput) {
  const roadmap = generateRoadmap(input);
  const { reportData, markdownReport } = generateReport(input);
  const followUp = generateFollowUpQuestions(input);
  return { roadmap, reportData, markdownReport, followUp, tools: recommendTools(input) };
}

/** Every string non-empty and every array non-empty, anywhere in a document. */
function expectNoEmptyParts(value: unknown, path = "root"): void {
  if (typeof value === "string")
    expect(`${path}: ${value.trim() ? "ok" : "empty"}`).toBe(`${path}: ok`);
  else if (Array.isArray(value)) {
    expect(`${path}: ${value.length ? "ok" : "empty"}`).toBe(`${path}: ok`);
    value.forEach((item, i) => expectNoEmptyParts(item, `${path}[${i}]`));
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) expectNoEmptyParts(item, `${path}.${key}`);
  }
}

describe.each(personas)("built-in generator: %s", (_, input) => {
  const out = generateAll(input);

  it("writes documents that pass their contracts", () => {
    expect(() => roadmapContentSchema.parse(out.roadmap)).not.toThrow();
    expect(() => reportDataSchema.parse(out.reportData)).not.toThrow();
    expect(() => followUpQuestionsSchema.parse(out.followUp)).not.toThrow();
  });

  it("fills every section", () => {
    expectNoEmptyParts(out.roadmap);
    expectNoEmptyParts(out.reportData);
    expectNoEmptyParts(out.followUp);
    expect(out.roadmap.recommendations.length).toBeGreaterThanOrEqual(4);
    expect(out.roadmap.recommendations.length).toBeLessThanOrEqual(6);
    expect(out.roadmap.quickWins.length).toBeGreaterThanOrEqual(3);
    expect(out.roadmap.quickWins.length).toBeLessThanOrEqual(4);
    expect(out.roadmap.risks.length).toBeGreaterThanOrEqual(3);
    expect(out.roadmap.risks.length).toBeLessThanOrEqual(5);
    expect(out.reportData.roadmap.phase1.quickWins?.length).toBeGreaterThan(0);
    expect(out.reportData.roadmap.phase2.implementations?.length).toBeGreaterThan(0);
    expect(out.reportData.roadmap.phase3.scalingActions?.length).toBeGreaterThan(0);
    for (const heading of [
      "Executive Summary",
      "Current State Assessment",
      "AI Readiness Assessment",
      "AI Solution Landscape",
      "Recommended AI Applications",
      "Implementation Roadmap",
      "Industry Benchmarks",
      "Risks and Mitigation",
      "Immediate Next Steps",
    ]) {
      expect(out.markdownReport).toContain(`## ${heading}`);
    }
  });

  it("shows exactly the stored scores", () => {
    const score = input.readiness.score / 10;
    expect(out.roadmap.readinessScore).toBe(score);
    expect(out.reportData.readinessAssessment.overallScore).toBe(score);
    const { topDownScore, bottomUpScore } = out.reportData.readinessAssessment;
    expect((topDownScore + bottomUpScore) / 2).toBeCloseTo(score, 5);
    if (input.family) {
      const { score: overallScore, rating, summary, breakdown } = input.family;
      expect(out.reportData.familyScorecard).toEqual({ overallScore, rating, summary, breakdown });
      expect(out.reportData.familyStrategies).toBeDefined();
      expect(out.markdownReport).toContain("## Personal and Family AI Readiness");
    } else {
      expect(out.reportData.familyScorecard).toBeUndefined();
      expect(out.reportData.familyStrategies).toBeUndefined();
      expect(out.markdownReport).not.toContain("Family AI Readiness");
    }
  });

  it("names the executive, the company, the industry and their answers", () => {
    const a = input.answers;
    const summary = out.roadmap.executiveSummary;
    expect(summary).toContain(a.executiveName);
    expect(summary).toContain(a.companyName);
    expect(summary).toContain(`${a.aiConfidence}/10`);
    expect(summary.toLowerCase()).toContain(
      challengeLabels.get(a.businessChallenges[0])!.toLowerCase(),
    );
    expect(summary.toLowerCase()).toContain(
      options.labelOf(options.postureOptions, a.orgPosture).toLowerCase(),
    );
    expect(out.markdownReport).toContain(
      options.labelOf(options.industryOptions, a.companyIndustry),
    );
  });

  it("leaves no placeholder text or raw option values", () => {
    const text = [JSON.stringify(out), out.markdownReport].join("\n");
    expect(text).not.toMatch(PLACEHOLDER);
    expect(text.match(RAW_SLUG)?.[0]).toBeUndefined();
  });

  it("recommends 6-10 catalogue tools, each matching something the persona chose", () => {
    expect(out.tools.length).toBeGreaterThanOrEqual(6);
    expect(out.tools.length).toBeLessThanOrEqual(10);
    expect(new Set(out.tools.map((t) => t.name)).size).toBe(out.tools.length);
    expect(out.roadmap.aiApps).toEqual(out.tools);
    expect(out.reportData.recommendedApplications).toEqual(out.tools);
    expect(out.tools[0].priority).toBe("High");
    for (const tool of out.tools) {
      const entry = findTool(tool.name);
      expect(entry).toBeDefined();
      expect(tool.url).toBe(entry!.url);
      expect(tool.pricing).toBe(entry!.pricing);
      expect([tool.name, matchesPersona(tool, input.answers)]).toEqual([tool.name, true]);
    }
  });

  it("quotes published sources, and our own submissions only when there are enough", () => {
    const sources = out.reportData.industryBenchmarks.sources;
    expect(sources.some((s) => s.kind === "published")).toBe(true);
    const own = sources.filter((s) => s.kind === "submissions");
    if (input.industryStats) {
      expect(own).toEqual([
        expect.objectContaining({ sampleSize: input.industryStats.sampleSize }),
      ]);
      expect(out.reportData.industryBenchmarks.adoptionRate).toContain(
        `${input.industryStats.sampleSize} other`,
      );
    } else {
      expect(own).toEqual([]);
    }
  });

  it("asks follow-up questions about the company's own challenges, tools and confidence", () => {
    const q = out.followUp;
    const challenge = challengeLabels.get(input.answers.businessChallenges[0])!;
    expect(q.q1Primary.includes(input.answers.companyName) || q.q1Primary.includes(challenge)).toBe(
      true,
    );
    expect(q.q3Primary).toContain(`${input.answers.aiConfidence}/10`);
  });

  it("is deterministic and renders any report the same way", () => {
    expect(generateAll(input)).toEqual(out);
    expect(reportMarkdown(out.reportData, input)).toBe(out.markdownReport);
  });
});

describe("built-in generator: differences between executives", () => {
  const outputs = personas.map(([name, input]) => ({ name, input, ...generateAll(input) }));

  it("gives different industries different solution landscapes", () => {
    const byIndustry = new Map<string, string>();
    for (const o of outputs) {
      byIndustry.set(
        o.input.answers.companyIndustry,
        o.reportData.solutionLandscape
          .map((a) => a.title)
          .sort()
          .join("|"),
      );
    }
    expect(byIndustry.size).toBe(11);
    expect(new Set(byIndustry.values()).size).toBe(11);
  });

  it("gives executives who differ only in departments different tools", () => {
    const a = recommendTools(inputFor(makeAnswers({ aiDepartments: ["sales", "marketing"] })));
    const b = recommendTools(inputFor(makeAnswers({ aiDepartments: ["hr", "finance"] })));
    expect(a.map((t) => t.name)).not.toEqual(b.map((t) => t.name));
  });

  it("puts the platform's own AI first: Copilot for Microsoft 365, Agentforce for Salesforce", () => {
    const m365 = recommendTools(
      inputFor(makeAnswers({ enterprisePlatforms: ["salesforce", "microsoft365"] })),
    );
    expect(m365[0].name).toBe("Microsoft 365 Copilot");
    expect(m365[1].name).toBe("Salesforce Agentforce and Einstein");
    const salesforce = recommendTools(
      inputFor(makeAnswers({ enterprisePlatforms: ["salesforce"] })),
    );
    expect(salesforce[0].name).toBe("Salesforce Agentforce and Einstein");
    const none = recommendTools(inputFor(makeAnswers({ enterprisePlatforms: ["none"] })));
    expect(none.some((t) => findTool(t.name)!.nativeTo)).toBe(false);
  });

  it("sets the pace from posture and governance: foundation-first when fearful, fast when championing", () => {
    const fearful = generateRoadmap(inputFor(minimumAnswers()));
    const championing = generateRoadmap(inputFor(maximumAnswers()));
    expect(fearful.phases[0].duration).toBe("Months 1–4");
    expect(fearful.phases[2].duration).toBe("Months 11–18");
    expect(championing.phases[0].duration).toBe("Weeks 1–8");
    expect(championing.phases[2].duration).toBe("Months 7–12");
  });

  it.each(options.industryOptions.map((o) => o.value))(
    "finds 6-10 matching tools for every single department in %s, with no platform",
    (industry) => {
      for (const department of options.valuesOf(options.departmentOptions)) {
        const answers = makeAnswers({
          companyIndustry: industry,
          aiDepartments: [department],
          enterprisePlatforms: ["none"],
          businessChallenges: challenges(industry, 0),
        });
        const tools = recommendTools(inputFor(answers));
        expect([department, tools.length >= 6 && tools.length <= 10]).toEqual([department, true]);
        for (const tool of tools)
          expect([department, tool.name, matchesPersona(tool, answers)]).toEqual([
            department,
            tool.name,
            true,
          ]);
      }
    },
  );

  it("stores its version", () => {
    expect(BUILTIN_PROMPT_VERSION).toBe("builtin-2026.11");
  });
});
