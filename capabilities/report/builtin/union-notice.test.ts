import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { generateReport, generateRoadmap } from "./documents";
import { inputFor } from "@/tests/helpers/test-personas";
import { MONTHS } from "./text";

/**
 * A union's notice, as the executive wrote it (review 8, class 1 and 4): the rule is quoted whole,
 * never restated as "notice before any change to anyone's work"; the notice keeps its own words
 * ("120 days' written notice") on every pilot it covers; and it is on the calendar: given by a
 * month, the first pilot it covers starting no earlier than the notice allows.
 */

const business = (
  aiFriction: string | undefined,
  shape: Partial<AssessmentInput>,
): AssessmentInput =>
  makeAnswers({
    otherChallenge: undefined,
    aiExperience: undefined,
    aiFriction,
    ...shape,
  });

const read = (answers: AssessmentInput) => {
  const input = inputFor(answers);
  const { reportData, markdownReport } = generateReport(input);
  const roadmap = generateRoadmap(input);
  return {
    position: reportData.brief!.position,
    phase1: reportData.roadmap.phase1.objectives.join(" "),
    roadmapPhase1: roadmap.phases[0]!.description,
    nextSteps: reportData.nextSteps,
    pilots: [reportData.roadmap.phase1, reportData.roadmap.phase2]
      .flatMap((p) => p.initiatives ?? [])
      .map((i) => i.dependsOn ?? ""),
    all: `${markdownReport}\n${JSON.stringify(roadmap)}`,
  };
};

/** "March 2026" -> a month count, to check the notice has run before the pilot starts. */
const monthCount = (label: string) => {
  const [name, year] = label.split(" ");
  return Number(year) * 12 + MONTHS.indexOf(name!);
};

// A series plant whose quality pilot watches the line: a custom fabricator's is per job (job-shop).
const meatPlant: Partial<AssessmentInput> = {
  companyName: "Prairie Steel Products",
  companyIndustry: "manufacturing",
  companyEmployees: "201-500",
  headOfficeLocation: "other",
  customLocation: "Winnipeg, MB",
  businessChallenges: ["improving_quality_control_and_reducing_defects"],
  orgPosture: "exploring",
};
const printer: Partial<AssessmentInput> = {
  companyName: "Imprimerie Laurentide",
  companyIndustry: "manufacturing",
  companyEmployees: "51-200",
  headOfficeLocation: "other",
  customLocation: "Saint-Jérôme, QC",
  businessChallenges: ["improving_quality_control_and_reducing_defects"],
  orgPosture: "curious",
};
const warehouse: Partial<AssessmentInput> = {
  companyName: "Lakeshore Cold Storage",
  companyIndustry: "other",
  companyEmployees: "51-200",
  headOfficeLocation: "other",
  customLocation: "Mississauga, ON",
  orgPosture: "exploring",
};

describe.each([
  [
    "a Manitoba steel plant, monitoring technology",
    meatPlant,
    "Our shop is unionised with the USW and the collective agreement requires 120 days' written notice before we introduce any technology that changes how employees are monitored.",
    "120 days' written notice",
    120,
  ],
  [
    "a Quebec printer, in French",
    printer,
    "Nos employés sont syndiqués et la convention collective exige un préavis écrit de 90 jours avant toute nouvelle technologie de surveillance dans l'usine.",
    "90 days' written notice",
    90,
  ],
  [
    "an Ontario cold-storage warehouse, any technological change",
    warehouse,
    "Our warehouse staff are Teamsters and the collective agreement requires 12 weeks' notice of any technological change.",
    "12 weeks' notice",
    84,
  ],
])("%s", (_case, shape, rule, notice, days) => {
  const without = read(business(undefined, shape));
  const unionised = read(business(rule, shape));

  it("quotes the rule whole, with no restatement of ours beside it", () => {
    expect(unionised.position).toContain(`in your words: “${rule.replace(/\.$/, "")}”.`);
    expect(unionised.all).not.toMatch(
      /before any change to anyone's work|agreed with the union first|union is consulted/,
    );
  });

  it("keeps the notice in the executive's words on each pilot it covers", () => {
    const covered = unionised.pilots.filter((p) => /union/.test(p));
    expect(covered.length).toBeGreaterThan(0);
    for (const pilot of covered)
      expect(pilot).toMatch(new RegExp(`the union is given ${notice} of .* before it starts`));
  });

  it("puts the notice on the calendar, the first pilot no earlier than it has run", () => {
    const step = new RegExp(
      `By the end of (\\w+ \\d{4}), give the union ${notice} of the pilot on .*?, so that it can start in (\\w+ \\d{4}) and no earlier \\(you wrote “`,
    );
    const found = unionised.phase1.match(step);
    expect(found).not.toBeNull();
    const [, giveBy, starts] = found!;
    // Given by the end of one month, it has run by the first of the pilot's month.
    expect((monthCount(starts!) - monthCount(giveBy!) - 1) * 30).toBeGreaterThanOrEqual(days - 3);
    expect(unionised.roadmapPhase1).toMatch(step);
    const next = unionised.nextSteps.find((s) => /give the union/.test(s));
    expect(next).toContain(`give the union ${notice} of the pilot on`);
    expect(next).toContain(`(the pilot starts in ${starts})`);
    expect(without.all).not.toMatch(/give the union|days' (?:written )?notice/);
  });
});

describe("sentences that put no union notice on the calendar", () => {
  it.each([
    ["notice to customers", "We give customers 30 days' notice of any price change."],
    ["a union with no notice stated", "Our drivers are unionised."],
    ["notice of a lease", "Our landlord needs 90 days' notice before we leave the building."],
  ])("%s", (_case, sentence) => {
    const said = read(business(sentence, warehouse));
    expect(said.all).not.toMatch(/give the union|to the union at least \d+ days/);
  });

  it("a union stating no procedure has none invented for it", () => {
    const said = read(business("Our drivers are unionised.", warehouse));
    expect(said.all).not.toMatch(/union is consulted|agreed with the union|notice to the union/);
  });
});
