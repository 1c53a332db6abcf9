import type { AssessmentInput } from "@/model/assessment/schemas";
import { documentsText } from "@/tests/helpers/documents-text";
import { makeAnswers } from "@/tests/helpers/test-answers";

/**
 * Copilot licences as the executive states them (#34, review r15 class 3): licences cancelled
 * are never "already paid for" nor measured as in place, and Copilot inside the Office apps
 * with a licence count is the paid Microsoft 365 Copilot, with that count.
 */

const firm = (overrides: Partial<AssessmentInput>) =>
  makeAnswers({
    companyEmployees: "11-50",
    orgPosture: "curious",
    orgAiElements: ["none_yet"],
    aiToolsUsed: ["copilot"],
    enterprisePlatforms: ["microsoft365"],
    aiFriction: "",
    otherChallenge: "",
    ...overrides,
  });
const documents = documentsText;

describe("Copilot licences the executive says were cancelled", () => {
  it.each([
    [
      "consulting",
      "Our two paralegals used Microsoft 365 Copilot (3 licences) for four months to summarise discovery. It invented a clause in one summary, so we did not renew the licences.",
    ],
    [
      "other",
      "Notre adjointe a utilisé Microsoft 365 Copilot (4 licences) pendant deux mois pour les soumissions. Les chiffres étaient faux, alors on a annulé les licences.",
    ],
    [
      "healthcare",
      "Our clinic manager had Copilot licences for the front desk last year. We cancelled our Copilot licences in March.",
    ],
  ] as const)(
    "never costs or measures the %s firm's cancelled licences as in place",
    (companyIndustry, aiExperience) => {
      const text = documents(firm({ companyIndustry, aiExperience }));
      expect(text).not.toMatch(/Already paid for/);
      expect(text).not.toMatch(/Microsoft 365 Copilot licences in place/);
      expect(text).not.toMatch(/already uses Microsoft 365 Copilot\b(?! Chat)/);
      expect(text).toMatch(/Microsoft Copilot, ticked too, was stopped at work/);
      // Nobody's personal Copilot account is the shadow-AI risk once the licences are gone.
      expect(text).not.toMatch(/personal Microsoft Copilot accounts/);
    },
  );
});

describe("Copilot in the Office apps with licences counted", () => {
  it.each([
    [
      "real-estate",
      "Priya, our office manager, has Copilot in Word and Outlook (3 licences) and uses it for minutes.",
      3,
    ],
    [
      "financial-services",
      "Julie, notre contrôleuse, a Copilot dans Outlook et Teams (deux licences) et aime les résumés de réunions.",
      2,
    ],
    // Review r24: the paid add-on by its earlier name, in French.
    [
      "technology",
      "Au bureau, 35 licences Copilot pour Microsoft 365 sont actives, surtout pour les résumés de réunions Teams.",
      35,
    ],
  ] as const)(
    "reads the %s firm's Copilot as the paid one, with its count",
    (companyIndustry, aiExperience, count) => {
      const text = documents(firm({ companyIndustry, aiExperience }));
      expect(text).not.toMatch(/do not say which one|Ask who uses Microsoft Copilot and which one/);
      expect(text).toMatch(/already uses Microsoft 365 Copilot\b(?! Chat)/);
      expect(text).toMatch(
        new RegExp(`Measure the ${count} Microsoft 365 Copilot licences in place`),
      );
    },
  );

  it.each([
    "Our bookkeeper uses Copilot in Outlook to tidy up emails.",
    "We have 40 licences of Microsoft 365 Business Standard. Ann uses Copilot in Outlook to tidy emails.",
  ])("leaves %j an open question: no Copilot licence is counted", (aiExperience) => {
    const text = documents(firm({ aiExperience }));
    expect(text).toMatch(/do not say which one/);
    expect(text).not.toMatch(/Already paid for/);
  });
});
