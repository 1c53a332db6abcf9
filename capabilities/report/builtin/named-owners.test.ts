import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { auditInput } from "@/tests/report-audit/audit-input";
import { generateReport, generateRoadmap } from "./documents";

/**
 * Review r16 class 4: someone the executive names doing a piece of work ("Julie, notre
 * contrôleuse, fait la paie") owns the pilot on that work, by her name and role, never a generic
 * role or "a person you appoint"; nobody named for other work, nor the executive, is made its owner.
 */

const documents = (shape: Partial<AssessmentInput>) => {
  const i = auditInput({
    answers: makeAnswers({
      companyIndustry: "manufacturing",
      companyEmployees: "51-200",
      aiExperience: undefined,
      aiFriction: undefined,
      ...shape,
    }),
  });
  const report = generateReport(i);
  return { markdown: report.markdownReport, roadmap: JSON.stringify(generateRoadmap(i)) };
};

describe("the person named doing the work owns the pilot on it", () => {
  it.each([
    [
      "Julie, notre contrôleuse, fait la paie à la main chaque semaine et ça prend une journée complète.",
      "Julie (controller)",
    ],
    [
      "Raj, our office manager, handles payroll by hand and it takes him a full day every week.",
      "Raj (office manager)",
    ],
    [
      "Tanya, our dispatcher, does the truck schedule in Excel and it takes her 6 hours every Monday.",
      "Tanya (dispatcher)",
    ],
    [
      "Luc, notre acheteur, prépare les commandes fournisseurs à la main et ça lui prend deux jours par semaine.",
      "Luc (buyer)",
    ],
  ])("%s", (otherChallenge, owner) => {
    const { markdown, roadmap } = documents({ otherChallenge });
    expect(markdown).toContain(`owned by ${owner}`);
    expect(roadmap).toContain(`"owner":"${owner}"`);
  });
});

describe("nobody is made owner of work they are not named for", () => {
  it("the executive's own title is never a named owner", () => {
    const { markdown } = documents({
      executiveTitle: "Controller",
      otherChallenge: "Payroll takes me a full day every week because I re-key the timesheets.",
    });
    expect(markdown).not.toMatch(/owned by \p{Lu}\p{Ll}+ \(controller\)/iu);
  });

  it("a person named for other work in another sentence does not own it", () => {
    const { markdown } = documents({
      otherChallenge:
        "Payroll takes a full day every week because the timesheets are re-keyed. Our CFO, Priya, tried ChatGPT once.",
    });
    expect(markdown).not.toContain("owned by Priya");
  });
});

describe("a person named by full name, title before or after, owns the work", () => {
  it.each([
    [
      "Daniel Okafor, our operations manager, does the truck schedule in Excel and it takes him 6 hours every Monday.",
      "Daniel Okafor (operations manager)",
    ],
    [
      "Our controller, Wen Li, does payroll by hand and it takes a full day every week.",
      "Wen Li (controller)",
    ],
    [
      "Nathalie Gagnon, directrice des opérations, fait l'horaire des camions à la main et ça lui prend six heures chaque lundi.",
      "Nathalie Gagnon (director of operations)",
    ],
    [
      "Notre conseillère en ressources humaines, Sophie Tremblay, fait le recrutement à la main et ça lui prend deux jours par semaine.",
      "Sophie Tremblay (conseillère en ressources humaines)",
    ],
  ])("%s", (otherChallenge, owner) => {
    const { markdown, roadmap } = documents({ otherChallenge });
    expect(markdown).toContain(`owned by ${owner}`);
    expect(roadmap).toContain(`"owner":"${owner}"`);
  });
});

describe("nobody judges the pilot they own", () => {
  const nextSteps = (shape: Partial<AssessmentInput>) => {
    const i = auditInput({
      answers: makeAnswers({
        companyIndustry: "retail",
        companyEmployees: "1-10",
        aiExperience: undefined,
        aiFriction: undefined,
        ...shape,
      }),
    });
    return generateReport(i).reportData.nextSteps.join("\n");
  };

  it.each([
    [
      "Owner",
      "Our bookkeeper, Dana Whitford, does the books in QuickBooks.",
      "Dana Whitford (bookkeeper)",
    ],
    [
      "Propriétaire",
      "Notre comptable, Josée Gagnon, fait la tenue de livres.",
      "Josée Gagnon (accountant)",
    ],
    ["President", undefined, "a colleague you name"],
  ])("the %s who takes the pilot on is not its judge", (executiveTitle, otherChallenge, judge) => {
    const steps = nextSteps({ executiveTitle, otherChallenge });
    expect(steps).toContain("you take on the pilot");
    expect(steps).toContain(`Within 90 days: ${judge}`);
    expect(steps).not.toContain(`Within 90 days: the ${executiveTitle} reviews`);
  });
});
