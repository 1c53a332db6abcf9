import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { documentsOf, documentsText } from "@/tests/helpers/documents-text";

/**
 * Review r20 class 1: a pilot still running with a result ("we have a Cognex camera pilot on line
 * 2: first-pass detection went from 71% to 93%", « projet pilote … en cours ») is in place. The
 * plan decides to extend or stop it where it runs, measures on from the figures it gave, and never
 * proposes the same kind of pilot anew.
 */

const plant = (aiExperience: string): AssessmentInput =>
  makeAnswers({
    companyIndustry: "manufacturing",
    companyName: "Fraser Plastics",
    businessChallenges: [
      "reducing_unplanned_equipment_downtime",
      "improving_quality_control_and_reducing_defects",
    ],
    aiExperience,
    orgAiElements: ["dept_pilots"],
  });

describe("a camera inspection pilot running on one line, with its result", () => {
  it.each([
    [
      "We have a Cognex camera pilot on line 2: first-pass detection went from 71% to 93%.",
      "from 71% to 93%",
    ],
    [
      "Projet pilote de caméra Cognex en cours sur la ligne 2 : la détection au premier passage est passée de 71 % à 93 %.",
      "de 71 % à 93 %",
    ],
  ])("is extended from its own figures, never piloted anew: “%s”", (aiExperience, figures) => {
    const answers = plant(aiExperience);
    const { report } = documentsOf(answers);
    const text = documentsText(answers);
    expect(report.brief!.decisions[2]).toContain(
      "Decide on the Cognex pilot you are running on line 2: extend it to the other lines or stop it",
    );
    expect(text).toContain("no new pilot in this plan, since you already run camera inspection");
    // Decided on in phase 1, measured from the figures the executive gave.
    const running = (report.roadmap.phase1.initiatives ?? []).find((i) =>
      i.action.startsWith("Decide on the pilot already running"),
    );
    expect(running?.baseline).toContain(`(${figures})`);
    // No camera inspection proposed as new: no pilot, no solution area, no tool for it.
    expect(text).not.toMatch(/Computer-vision inspection on the line|LandingLens/);
    expect(report.solutionLandscape.map((s) => s.title).join(" ")).not.toMatch(
      /visual (?:quality )?inspection/i,
    );
  });
});
