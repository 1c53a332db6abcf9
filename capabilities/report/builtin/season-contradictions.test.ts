import { makeAnswers } from "@/tests/helpers/test-answers";
import { auditInput } from "@/tests/report-audit/audit-input";
import { generateDocuments } from "@/tests/report-audit/lint-documents";
import { planStart } from "./calendar";
import { measureCycleIn } from "./measure-cycle";
import { phaseFreeze } from "./phase-freeze";
import { seasonsOf } from "./season-reading";

/**
 * Sentences of one document that must agree (round 18): a freeze over the plan's first months
 * beside "This week: ..." says the quick wins and next steps are preparation; "the month before
 * it" after two seasons names the month; work that comes once a cycle is tried over a full cycle.
 */

const start = planStart(new Date("2026-11-02T17:00:00Z"));

describe("a freeze over the plan's first months", () => {
  const input = auditInput({
    answers: makeAnswers({
      companyName: "Whistler Alpine Ski School",
      companyIndustry: "education",
      companyEmployees: "51-200",
      orgPosture: "curious",
      orgAiElements: ["none_yet"],
      otherChallenge:
        "From December to February nobody has time for anything new. Lesson bookings pile up in our inbox.",
      aiFriction: "",
      aiExperience: "",
    }),
  });
  const { roadmap, reportData } = generateDocuments(input);

  it("says the quick wins and this week's steps are preparation, not starts", () => {
    expect(reportData.nextSteps[0]).toMatch(/^This week: /);
    expect(roadmap.phases[0]!.description).toContain(
      "Nothing in this phase starts in December 2026 to February 2027, in your busy season, but the preparation the quick wins and next steps ask for (owners, measures and baselines, never a pilot)",
    );
  });
});

describe("the month before a freeze, after two seasons", () => {
  it("names the month rather than 'the month before it'", () => {
    const answers = makeAnswers({
      otherChallenge:
        "Nobody has time between May and June. We are slammed from September to October and nothing new goes in then.",
      aiFriction: "",
      aiExperience: "",
    });
    const said = phaseFreeze(seasonsOf(answers), "Months 4–12", start)!;
    expect(said).not.toContain("the month before it");
    expect(said).toContain("April 2027 (the month before May 2027)");
  });
});

describe("work that comes once a cycle", () => {
  it.each([
    ["Our end-of-season royalty returns take weeks.", "season"],
    ["Month-end close takes our bookkeeper six days.", "month-end"],
    ["La fin de mois prend une semaine à notre comptable.", "month-end"],
    ["The fall intake period swamps our admissions office.", "intake"],
    ["Intake forms take forever.", null],
    ["Quotes take us two days each.", null],
  ])("reads the cycle of %j", (text, cycle) => {
    expect(measureCycleIn(text)).toBe(cycle);
  });
});

describe("an own problem that comes once a month-end, written in French", () => {
  const { reportData } = generateDocuments(
    auditInput({
      answers: makeAnswers({
        companyName: "Location de kayaks Baie-des-Chaleurs",
        companyIndustry: "other",
        companyEmployees: "11-50",
        orgPosture: "curious",
        orgAiElements: ["none_yet"],
        otherChallenge:
          "Le rapprochement de fin de mois avec les fournisseurs nous gruge une semaine.",
        aiFriction: "",
        aiExperience: "",
      }),
    }),
  );

  it("is tried through a full month-end and judged only then, never after 30 days", () => {
    const text = JSON.stringify(reportData);
    expect(text).toContain(
      "try one step of it with AI through the next full month-end, judged only once that month-end is done",
    );
    expect(text).not.toContain("against that log for 30 days");
  });
});
