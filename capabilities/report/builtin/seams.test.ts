import type { AssessmentInput } from "@/model/assessment/schemas";
import { randomInput } from "@/tests/report-audit/random-assessments";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { generateReport, generateRoadmap } from "./documents";
import { parenthetical } from "./text";
import { challenges, inputFor } from "@/tests/helpers/test-personas";

/**
 * Issue 34's seams: slots filled twice or joined wrongly, the executive quoted in two voices,
 * a quote attached where it is not the reason, counts and priorities that disagree.
 */

const answers = (more: Partial<AssessmentInput> = {}) =>
  makeAnswers({
    companyName: "Harbourline Movers",
    executiveName: "Priya Anand",
    companyIndustry: "consulting",
    companyEmployees: "51-200",
    businessChallenges: challenges("consulting", 0, 1),
    ...more,
  });

const documents = (a: AssessmentInput) => {
  const input = inputFor(a);
  return { roadmap: generateRoadmap(input), ...generateReport(input) };
};

const randomDocuments = Array.from({ length: 60 }, (_, i) => {
  const input = randomInput(i + 1);
  return { roadmap: generateRoadmap(input), report: generateReport(input).reportData };
});

describe("the brief speaks to the executive", () => {
  it("quotes what slows adoption as “you wrote”, beside “in your words”, never by name", () => {
    const { reportData } = documents(
      answers({ aiFriction: "Our dispatchers are stretched thin and nobody has time to learn." }),
    );
    expect(reportData.brief!.position).toContain("friction, you wrote: “Our dispatchers");
    expect(reportData.brief!.position).not.toContain("Priya Anand's words");
  });

  it("names the first pilot's challenge in the sentence, not as a quotation", () => {
    const { reportData } = documents(answers());
    const decision = reportData.brief!.decisions.find((d) => /first pilot/.test(d))!;
    expect(decision).toMatch(/^(?:Start the first pilot on [a-z]|Make )/);
    expect(decision).not.toMatch(/^Make “/);
  });
});

describe("a quote attached only where it is the reason", () => {
  it("quotes the statement that raised an item, not the one a semicolon sets apart", () => {
    const friction =
      "We are nine people and I have no time to learn another tool; anything over $50 a month is a no.";
    const { roadmap } = documents(answers({ aiFriction: friction }));
    const quoted = roadmap.quickWins.filter((w) => /you wrote “[^”]*no time/.test(w.description));
    expect(quoted.length).toBeGreaterThan(0);
    for (const w of quoted) expect(w.description).not.toContain("$50");
  });

  it("keeps a sentence whole when it has no second statement", () => {
    const friction =
      "We are nine people and I have no time to learn another tool or sit in training.";
    const { roadmap } = documents(answers({ aiFriction: friction }));
    expect(roadmap.quickWins.map((w) => w.description).join(" ")).toContain("or sit in training”");
  });
});

describe("sentences built from parts", () => {
  it("sets a parenthesis's own asides apart with commas", () => {
    expect(parenthetical("training time for 16 finance staff (about 5% of an assumed 320)")).toBe(
      "(training time for 16 finance staff, about 5% of an assumed 320)",
    );
    expect(parenthetical("the plan it pays for")).toBe("(the plan it pays for)");
    // The aside is closed by a comma when the sentence goes on after it (review r20).
    expect(parenthetical("60 licences (“60 licences of Copilot”, as you wrote) at US$30")).toBe(
      "(60 licences, “60 licences of Copilot”, as you wrote, at US$30)",
    );
  });

  it("joins nothing on to “where … hopes AI will help most”, and sets the price apart", () => {
    const fits = randomDocuments.flatMap((d) =>
      d.report.recommendedApplications.map((t) => t.fit ?? ""),
    );
    expect(fits.filter((f) => /help most and\b/.test(f))).toEqual([]);
    expect(
      fits.filter((f) => /\band (?:is|it is) (?:priced|one company plan|quoted)/.test(f)),
    ).toEqual([]);
  });

  // Review r9: the data often lives in a booking or practice system, not in the platform.
  it("names the platforms in the platform step, and never claims the data lives there", () => {
    const steps = randomDocuments
      .flatMap((d) => d.roadmap.recommendations)
      .filter((r) => /^Use the AI in /.test(r.title));
    expect(steps.length).toBeGreaterThan(0);
    for (const r of steps) {
      expect(r.title).not.toContain("these systems");
      expect(r.description).not.toMatch(/data and security controls already live/);
    }
  });
});

describe("numbers that agree", () => {
  it("says which view leads when leadership and capability differ by more than a few points", () => {
    for (const { report } of randomDocuments) {
      if (report.bottomUpLeaders) continue;
      const { topDownScore, bottomUpScore, analysis } = report.readinessAssessment;
      const level = /leadership and capability are level/.test(analysis);
      expect([analysis, level]).toEqual([analysis, Math.abs(topDownScore - bottomUpScore) <= 0.5]);
    }
  });

  it("names the governance elements in place rather than counting them out of six", () => {
    const { reportData } = documents(
      answers({ orgAiElements: ["ai_policy", "internal_champions"], orgPosture: "exploring" }),
    );
    expect(reportData.executiveSummary).toContain(
      "with a written AI use policy and internal AI champions in place",
    );
    expect(reportData.executiveSummary).not.toMatch(/of the 6 governance elements/);
  });

  it("forms a missing steering group once: phase 3 gives it authority rather than forming it", () => {
    for (const { report } of randomDocuments)
      expect(report.roadmap.phase3.scalingActions ?? []).not.toContain(
        "Form a steering group that can retire initiatives that miss their targets",
      );
  });

  it("gives the platform step the priority the report gives the tools it names", () => {
    for (const { roadmap, report } of randomDocuments) {
      const step = roadmap.recommendations.find((r) => r.title.startsWith("Use the AI in "));
      if (!step) continue;
      const named = report.recommendedApplications.filter((t) =>
        step.description.includes(`${t.name}:`),
      );
      if (!named.length) continue;
      const rank = { High: 0, Medium: 1, Low: 2 } as const;
      const best = named.map((t) => t.priority).sort((a, b) => rank[a] - rank[b])[0];
      expect([step.description, step.priority]).toEqual([step.description, best]);
    }
  });
});

describe("phase titles follow when the first pilot starts", () => {
  const union =
    "Our warehouse staff are unionised and the collective agreement requires 90 days' notice before any new technology.";

  it("calls no phase one that expands proven use cases when the first pilot only starts in it", () => {
    const waiting = documents(answers({ orgPosture: "exploring", aiFriction: union }));
    expect(waiting.roadmap.phases[1].title).not.toMatch(/proven use cases|Scale across/);
    expect(waiting.roadmap.phases[0].title).not.toMatch(/first pilots|launch/i);
    const prompt = documents(answers({ orgPosture: "exploring" }));
    expect(prompt.roadmap.phases[1].title).toBe("Expand proven use cases");
  });
});
