import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { documentsOf, documentsText } from "@/tests/helpers/documents-text";

/**
 * Review r20 class 3: a pilot paused for a reason ("we paused our TrackTik pilot because clients
 * require data in Canada") is decided in phase 1 on what restarting it needs, the reason met; and
 * where the reason is a rule on where data is kept, that rule binds every tool the report names.
 */

const firm = (aiExperience: string): AssessmentInput =>
  makeAnswers({
    companyIndustry: "other",
    companyName: "Guardline Security",
    aiExperience,
    otherChallenge: "Guards write incident reports by hand at the end of each shift.",
  });

const phaseOne = (answers: AssessmentInput) =>
  (documentsOf(answers).report.roadmap.phase1.initiatives ?? []).map((i) => i.action).join("\n");

describe("a pilot paused because the data must stay in Canada", () => {
  it.each([
    "We paused our TrackTik pilot because clients require data in Canada.",
    "Our Otter pilot is on hold because our insurer requires all records to be kept in Canada.",
  ])("is restarted only once the rule is met, and the rule binds every tool: “%s”", (said) => {
    const answers = firm(said);
    const quoted = said.replace(/\.$/, "");
    expect(phaseOne(answers)).toContain(
      `Decide what restarting the paused pilot needs: restart the pilot you paused (“${quoted}”) only once the vendor confirms in writing that the data it holds is stored and processed in Canada`,
    );
    // The rule is a constraint every recommended tool is checked against.
    const text = documentsText(answers);
    expect(text).toContain(`Checked against your rule (“${quoted}”)`);
  });
});

describe("a pilot paused for another reason", () => {
  it("is restarted once that reason is met", () => {
    const said = "We paused our Otter pilot until the new phone system is in.";
    expect(phaseOne(firm(said))).toContain(
      `Decide what restarting the paused pilot needs: restart the pilot you paused (“${said.replace(/\.$/, "")}”) only once what paused it is met`,
    );
  });
});
