import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { generateReport, generateRoadmap } from "./documents";
import { inputFor } from "@/tests/helpers/test-personas";

/**
 * A review every tool must pass before it is used (review 8, class 4: "tout outil doit passer par
 * une évaluation des facteurs relatifs à la vie privée avant d'être utilisé") is a gate: a first
 * phase step putting each tool through it, the approved assistant first, and a condition on every
 * pilot, whatever its tool; never narrowed to new vendors only.
 */

const read = (answers: AssessmentInput) => {
  const input = inputFor(answers);
  const { reportData } = generateReport(input);
  const { phase1, phase2, phase3 } = reportData.roadmap;
  return {
    phase1: phase1.objectives.join(" "),
    roadmapPhase1: generateRoadmap(input).phases[0]!.description,
    pilots: [phase1, phase2, phase3].flatMap((p) => p.initiatives ?? []),
  };
};

describe.each([
  [
    "a Quebec dental clinic, in French",
    {
      companyName: "Clinique dentaire Boréale",
      companyIndustry: "healthcare",
      companyEmployees: "11-50",
      headOfficeLocation: "other",
      customLocation: "Trois-Rivières, QC",
    },
    "Chaque nouvel outil doit faire l'objet d'une évaluation des facteurs relatifs à la vie privée avant d'être utilisé.",
    "your privacy impact assessment",
  ],
  [
    "an Ontario hospital foundation",
    {
      companyName: "Grand River Hospital Foundation",
      companyIndustry: "other",
      companyEmployees: "11-50",
      headOfficeLocation: "other",
      customLocation: "Kitchener, ON",
    },
    "Every tool must go through a privacy impact assessment before it is used.",
    "your privacy impact assessment",
  ],
  [
    "a BC credit union",
    {
      companyName: "Skeena Valley Credit Union",
      companyIndustry: "financial-services",
      companyEmployees: "51-200",
    },
    "Any new software has to pass our privacy review before staff touch it.",
    "your privacy review",
  ],
] as const)("%s", (_case, shape, rule, review) => {
  const without = read(makeAnswers({ ...shape, aiFriction: undefined }));
  const gated = read(makeAnswers({ ...shape, aiFriction: rule }));

  it("puts each tool through the review in the first phase, the approved assistant first", () => {
    const step = `Put each tool through ${review} before anyone uses it, the approved assistant first`;
    expect(gated.phase1).toContain(step);
    expect(gated.roadmapPhase1).toContain(step);
    expect(without.phase1).not.toContain("before anyone uses it");
  });

  it("holds every pilot to it, never only those on a new vendor", () => {
    expect(gated.pilots.length).toBeGreaterThan(0);
    for (const pilot of gated.pilots) {
      expect(pilot.dependsOn?.toLowerCase()).toContain(
        `its tool passes ${review} before the pilot starts`,
      );
      expect(pilot.dependsOn).not.toContain("if it needs a new vendor");
    }
  });
});

describe("review words that gate no tool", () => {
  it.each([
    ["a review in the past", "We did a privacy impact assessment last year."],
    [
      "a rule on new vendors only",
      "Our board must approve any new vendor that touches our members' data.",
    ],
  ])("%s", (_case, text) => {
    const said = read(makeAnswers({ companyName: "Skeena Valley Credit Union", aiFriction: text }));
    expect(said.phase1).not.toContain("before anyone uses it");
    for (const pilot of said.pilots) expect(pilot.dependsOn ?? "").not.toMatch(/its tool passes/);
  });
});
