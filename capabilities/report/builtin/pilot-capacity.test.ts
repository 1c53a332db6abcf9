import { documentsOf } from "@/tests/helpers/documents-text";
import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { statedCapacity } from "./stated-capacity";

/**
 * Pilot capacity holds against what phase 2 lists (#34): the executive's own word on how much the
 * company can run at once caps the pilots beside the size's cap, and every item phase 2 lists,
 * work beside the pilots included, takes one of its places; the rest waits for phase 3.
 */

const documents = (overrides: Partial<AssessmentInput>) =>
  documentsOf(makeAnswers({ orgPosture: "curious", orgAiElements: ["none_yet"], ...overrides }));

// A home-care agency and a printer, each with a problem of its own and AI use to turn into evidence.
const homeCare: Partial<AssessmentInput> = {
  companyName: "Harbourview Home Care",
  companyIndustry: "healthcare",
  companyEmployees: "201-500",
  businessChallenges: [
    "shortening_patient_wait_times_and_scheduling_gaps",
    "addressing_staff_shortages_and_burnout",
  ],
  otherChallenge:
    "Our coordinators spend about 25 hours a week rebuilding caregiver schedules by hand.",
  aiExperience: "I use ChatGPT to draft letters.",
};
const printer: Partial<AssessmentInput> = {
  companyName: "Laurentides Impression",
  companyIndustry: "manufacturing",
  companyEmployees: "51-200",
  aiExperience: "J'utilise ChatGPT pour rédiger des courriels.",
};

describe("the capacity the executive states", () => {
  it.each([
    ["We can only run one pilot at a time.", 1],
    ["Honestly we can handle two projects at once, no more.", 2],
    ["On ne peut mener qu'un seul projet à la fois.", 1],
    ["Nous pouvons gérer deux chantiers en même temps.", 2],
  ])("reads “%s” as %i", (aiFriction, count) => {
    expect(statedCapacity(makeAnswers({ aiFriction }))).toBe(count);
  });

  it.each([
    "We serve two customers at once on busy days.",
    "Data is spread over too many systems.",
  ])("reads no capacity in “%s”", (aiFriction) => {
    expect(statedCapacity(makeAnswers({ aiFriction }))).toBeNull();
  });

  it.each([
    ["a home-care agency", homeCare, "We can only run one pilot at a time."],
    ["un imprimeur, in French", printer, "On ne peut mener qu'un seul projet à la fois."],
  ])("%s that runs one at a time lists one item in phase 2", (_, answers, aiFriction) => {
    const { report, roadmap } = documents({ ...answers, aiFriction });
    expect(report.roadmap.phase2.implementations).toHaveLength(1);
    expect(roadmap.phases[1]!.description).toMatch(/^Run one small, well-supported pilot\b/);
    expect(roadmap.phases[1]!.description).toMatch(
      /because you wrote that you can run one pilot at a time/,
    );
    expect(report.roadmap.phase3.initiatives?.length).toBeGreaterThan(0);
  });
});

describe("work beside the pilots counts against the cap", () => {
  // Firms of 11 to 50 run two pilots at a time: two chosen challenges fill both places.
  it.each([
    ["a home-care agency", homeCare],
    ["un imprimeur", printer],
  ])("%s of 30 lists no more in phase 2 than the two it can run", (_, answers) => {
    const { report } = documents({ ...answers, companyEmployees: "11-50" });
    expect(report.roadmap.phase2.implementations).toHaveLength(2);
    expect(report.roadmap.phase2.implementations!.join(" ")).not.toMatch(/^Beside the pilots/m);
    expect(JSON.stringify(report.roadmap.phase3.initiatives)).toMatch(
      /into evidence|en preuves|what came of/,
    );
  });
});
