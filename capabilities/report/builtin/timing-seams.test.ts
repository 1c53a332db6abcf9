import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { inputFor } from "@/tests/helpers/test-personas";
import { storyDisagreements } from "@/tests/report-audit/consistency";
import { generateDocuments, lintDocuments } from "@/tests/report-audit/lint-documents";
import type { GenerationInput } from "@/capabilities/report/generation-input";

/**
 * The seams and disagreements the timing inputs showed (issue 34): a leaver's know-how pilot
 * counted among the pilots' phase's, a season that closes the whole pilots' phase, a new vendor's
 * review said word for word beside every pilot, and a union's words quoted twice in one list.
 * Each case is written for two companies, in English and French, beside one that must not change.
 */

const dated = (answers: AssessmentInput, createdAt: string): GenerationInput => ({
  ...inputFor(answers),
  createdAt: new Date(createdAt),
});

function written(input: GenerationInput) {
  const documents = generateDocuments(input);
  return {
    ...documents,
    seams: lintDocuments(input, documents).map((f) => `${f.rule} ${f.path}: ${f.detail}`),
    story: storyDisagreements(input, documents, input.readiness.improvements).map(
      (v) => `${v.rule}: ${v.detail}`,
    ),
  };
}

/** Phase 2's "Run three small, well-supported pilots", as a number. */
const COUNTS = ["a first", "one", "two", "three", "four", "five", "six"];
const saidCount = (description: string) =>
  COUNTS.indexOf(/\bRun (\w+(?: first)?) small\b/.exec(description)?.[1] ?? "");

describe("a leaver's know-how pilot", () => {
  const plant = (leaver: string) =>
    makeAnswers({
      companyName: "Kootenay Millwork",
      companyIndustry: "manufacturing",
      companyEmployees: "201-500",
      orgPosture: "curious",
      orgAiElements: ["none_yet"],
      otherChallenge: `Quotes for custom orders take three days each. ${leaver}`,
      aiFriction: undefined,
      aiExperience: undefined,
    });

  it.each([
    "Our head estimator, Gord, retires in June 2027 and 30 years of know-how lives in his head.",
    "Notre contremaître, Réjean, part à la retraite en juin 2027 et son savoir-faire n'est écrit nulle part.",
  ])("runs in phase 1 and is none of the pilots phase 2 counts: %s", (leaver) => {
    const docs = written(dated(plant(leaver), "2026-07-02T17:00:00Z"));
    const phase2 = docs.roadmap.phases[1]!.description;
    expect(phase2).not.toMatch(/know-how/);
    const listed = (docs.reportData.roadmap.phase2.implementations ?? []).filter(
      (line) => !/^Beside the pilots\b/.test(line),
    ).length;
    expect(saidCount(phase2)).toBe(listed);
    expect(JSON.stringify(docs.reportData.roadmap.phase1.initiatives)).toMatch(/know-how/);
    expect(docs.story).toEqual([]);
    expect(docs.seams).toEqual([]);
  });

  it("leaves the count alone without a leaver", () => {
    const docs = written(dated(plant(""), "2026-07-02T17:00:00Z"));
    const listed = (docs.reportData.roadmap.phase2.implementations ?? []).filter(
      (line) => !/^Beside the pilots\b/.test(line),
    ).length;
    expect(saidCount(docs.roadmap.phases[1]!.description)).toBe(listed);
    expect(listed).toBeGreaterThan(0);
    expect(docs.story).toEqual([]);
  });

  it("is captured from the first month even when the leaver goes after the plan ends", () => {
    const leaver =
      "Our head brewer, Tomas, retires in September 2027 and twenty years of know-how about our recipes lives in his notebooks.";
    const docs = written(dated(plant(leaver), "2026-01-02T17:00:00Z"));
    expect(docs.reportData.nextSteps.join(" ")).toMatch(/start capturing what only Tomas knows/);
    expect(docs.story).toEqual([]);
  });
});

describe("a season that closes the whole pilots' phase", () => {
  const lodge = (aiFriction: string) =>
    makeAnswers({
      companyName: "Sun Peaks Lodge",
      companyIndustry: "travel-hospitality-tourism",
      orgPosture: "championing",
      orgAiElements: ["ai_policy", "dedicated_budget"],
      aiFriction,
      otherChallenge: undefined,
    });

  it.each([
    ["Nobody has time between April and October.", "November 2026"],
    [
      "En haute saison, de mai à septembre, nous sommes débordés et rien de nouveau n'entre.",
      "October 2026",
    ],
  ])("says so plainly and times every pilot after it: %s", (friction, opens) => {
    const docs = written(dated(lodge(friction), "2026-03-02T17:00:00Z"));
    const [, phase2] = docs.roadmap.phases;
    expect(phase2!.description).toMatch(
      /no month of the pilots' phase, June to September 2026, is open to anything new, so start the first pilot in/,
    );
    expect(phase2!.decisionGate).toContain(`confirm the first pilot is ready to start in ${opens}`);
    const month = /first pilot starts in (month \d+)/.exec(docs.roadmap.executiveSummary)?.[1];
    expect(month).toBeDefined();
    // No pilot's recommendation is timed in the closed phase.
    const pilots = docs.roadmap.recommendations.filter((r) => r.description.startsWith("Answers "));
    expect(pilots.length).toBeGreaterThan(0);
    for (const r of pilots)
      expect([`M${month!.slice(1)}`, phase2!.duration.split(",")[0]]).toContain(r.timeframe);
    expect(pilots.some((r) => r.timeframe === `M${month!.slice(1)}`)).toBe(true);
    expect(docs.story).toEqual([]);
    expect(docs.seams).toEqual([]);
  });

  it("keeps the phase when it has open months", () => {
    const docs = written(
      dated(
        lodge("Harvest takes everyone from August to October, so no new projects then."),
        "2026-03-02T17:00:00Z",
      ),
    );
    expect(JSON.stringify(docs.roadmap)).not.toMatch(/no month of the pilots' phase/);
    expect(docs.roadmap.phases[1]!.decisionGate).not.toMatch(/leaves no month/);
    expect(docs.story).toEqual([]);
  });
});

describe("a new vendor's review beside several pilots", () => {
  const contractor = (aiFriction: string) =>
    makeAnswers({
      companyName: "Peace River Field Services",
      companyIndustry: "real-estate",
      orgPosture: "curious",
      orgAiElements: ["external_consultants"],
      otherChallenge:
        "Field tickets and job safety analyses are still on paper and take up to three weeks to reach invoicing.",
      aiExperience: "Used Gemini to summarise RFPs before we bid",
      aiFriction,
    });

  it.each([
    "Every new vendor must pass a security review that takes three months.",
    "Chaque nouveau fournisseur doit passer une évaluation de sécurité qui prend quatre mois.",
  ])("names each pilot, so no two say the same words: %s", (friction) => {
    const docs = written(dated(contractor(friction), "2026-09-02T17:00:00Z"));
    const { phase1, phase2, phase3 } = docs.reportData.roadmap;
    const conditions = [phase1, phase2, phase3]
      .flatMap((p) => p.initiatives ?? [])
      .map((i) => i.dependsOn ?? "")
      .filter((d) => /starts in phase 1 and the pilot no earlier than/.test(d));
    expect(conditions.length).toBeGreaterThan(1);
    expect(new Set(conditions).size).toBe(conditions.length);
    expect(docs.seams).toEqual([]);
  });
});

describe("a union's words inside another rule's quotation", () => {
  const warehouse = (aiFriction: string) =>
    makeAnswers({
      companyName: "Fraser Cold Storage",
      companyIndustry: "healthcare",
      orgPosture: "exploring",
      orgAiElements: ["dept_pilots", "dedicated_budget", "steering_committee"],
      aiFriction,
    });

  it.each([
    "Privacy: patient information can't leave Canada. Our warehouse staff are Teamsters and the collective agreement requires 12 weeks' notice of any technological change.",
    "Confidentialité : les données des patients restent au Canada. Nos employés sont syndiqués et la convention collective exige un préavis écrit de 90 jours avant tout changement technologique.",
  ])("is quoted once in the brief and the policy: %s", (friction) => {
    const docs = written(dated(warehouse(friction), "2026-11-02T17:00:00Z"));
    const lines = [
      docs.reportData.brief?.position ?? "",
      ...(docs.reportData.roadmap.phase1.quickWins ?? []),
    ];
    for (const line of lines) {
      const quotes = [...line.matchAll(/“([^”]+)”/g)].map((m) => m[1]!);
      for (const q of quotes)
        expect(quotes.filter((other) => other !== q && other.includes(q))).toEqual([]);
    }
    expect(docs.seams).toEqual([]);
  });

  it("quotes two separate rules side by side", () => {
    const docs = written(
      dated(
        warehouse(
          "Client data must stay in Canada. Separately, our warehouse staff are Teamsters and the collective agreement requires 12 weeks' notice of any technological change.",
        ),
        "2026-11-02T17:00:00Z",
      ),
    );
    expect(docs.reportData.brief?.position).toMatch(
      /What this report respects, in your words: “[^”]+”; “[^”]+”/,
    );
  });
});
