import type { AssessmentInput } from "@/model/assessment/schemas";
import { lintDocuments } from "@/tests/report-audit/lint-documents";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { generateFollowUpQuestions } from "./follow-up";
import { generateReport, generateRoadmap } from "./documents";
import { challenges, inputFor } from "@/tests/helpers/test-personas";

/**
 * Issue 34 (fifth review): the pilot on the executive's own written problem is named in the
 * report's words, by the theme or kind of problem that reads it, never by a fragment cut from
 * their answer ("the Island", "cremation", "writing up"); their words are quoted where the pilot
 * is introduced.
 */

const answers = (otherChallenge: string): AssessmentInput =>
  makeAnswers({
    companyIndustry: "consulting",
    companyEmployees: "11-50",
    businessChallenges: challenges("consulting", 0, 1),
    otherChallenge,
    aiFriction: undefined,
    aiExperience: undefined,
    otherPlatforms: undefined,
  });

const documents = (a: AssessmentInput) => {
  const input = inputFor(a);
  const report = generateReport(input);
  return {
    input,
    report: report.reportData,
    roadmap: generateRoadmap(input),
    followUp: generateFollowUpQuestions(input),
  };
};

/** Any three words in a row of the executive's sentence. */
const fragments = (text: string): string[] => {
  const words = text.toLowerCase().match(/[\p{L}\p{N}'’-]+/gu) ?? [];
  return words.slice(0, -2).map((_, i) => words.slice(i, i + 3).join(" "));
};

describe("the pilot's name is the report's, never a fragment of the answer", () => {
  it.each([
    "We are a 14-person survey firm; our drafters lose hours redrawing site plans for Metro Vancouver and BC Hydro.",
    "Forty percent of our clients are new each year; our front desk answers the same parking and billing questions all day.",
    "We run 12 storage sites and a truck rental counter; every May the phone never stops with move-in bookings and the gate codes are on a clipboard.",
    "We manage 30 rental homes; our coordinators spend evenings chasing contractor invoices in Buildium and re-typing them.",
    "Grant applications to the Vancouver Foundation take two days a week.",
  ])("%s", (text) => {
    const { report, roadmap } = documents(answers(text));
    // What the documents call each pilot, and the challenges the summary lists.
    const said = JSON.stringify([report, roadmap]);
    const names = [
      ...[...said.matchAll(/(?:the pilot on|Start with) ([^,.;:(“”"]+)/g)].map((m) => m[1]!),
      // A problem scoped with the executive is named by its sentence or the whole clause that
      // states it, in quotation marks (never "a problem you described"): a quotation, not a
      // name made of a fragment.
      (report.executiveSummary.match(/The priority challenges are ([^.]+)\./)?.[1] ?? "").replace(
        /“[^”]*”/g,
        "",
      ),
    ];
    for (const name of names) {
      for (const fragment of fragments(text)) expect(name.toLowerCase()).not.toContain(fragment);
      expect(name).not.toMatch(/Vancouver|Hydro|Buildium|survey firm|storage sites/);
    }
  });
});

describe("the executive's words are quoted where the pilot is introduced, and it is named plainly elsewhere", () => {
  const written =
    "We are a 14-person survey firm; I can't find a second CAD technician anywhere in the Fraser Valley.";
  const { input, report, roadmap, followUp } = documents(answers(written));
  const text = JSON.stringify([report, roadmap]);

  it("introduces the pilot by its kind and quotes the whole sentence as evidence", () => {
    const decision = report.brief!.decisions.find((d) => /first pilot/.test(d))!;
    expect(decision).toMatch(
      /^Start with the work of an unfilled role as the first pilot \(you wrote “/,
    );
    expect(decision).toContain(`“${written.replace(/\.$/, "")}”`);
    expect(report.currentState.keyChallenges.join(" ")).toContain("In your words, “");
  });

  it("never uses the quotation as a noun phrase", () => {
    expect(text).not.toMatch(/(?:pilot on|before|owner of|Make) “/);
    expect(text).toContain("the pilot on the work of an unfilled role");
    expect(text).not.toMatch(/pilot on (?:survey firm|Fraser Valley|CAD technician)/);
  });

  it("holds the linter at no finding", () => {
    expect(lintDocuments(input, { reportData: report, roadmap, followUp })).toEqual([]);
  });
});
