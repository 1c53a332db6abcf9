import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { inputFor } from "@/tests/helpers/test-personas";
import { buildContext } from "./context";
import { generateReport } from "./documents";
import { themesOf } from "./roles";

/**
 * Review r26 (issue 34): a tool tested with a result in figures ("writing up the minutes went from
 * about 5 hours a week to 2") is a test that worked, owned by who tested it, its figures the bar;
 * and the documents the executive times beside it are drafted by that tool, in one pilot, never by
 * a new assistant beside a second item for the test.
 */

const OTTER =
  "Colleen Baptiste, our office manager, trialled Otter.ai on client meetings for two months: writing up the minutes went from about 5 hours a week to 2.";
const firm = (words: Partial<AssessmentInput>): AssessmentInput =>
  makeAnswers({
    companyName: "Mistry Halvorsen Architects",
    companyIndustry: "consulting",
    companyEmployees: "11-50",
    aiExperience: OTTER,
    aiFriction: "",
    otherChallenge: "",
    ...words,
  });
const themes = (answers: AssessmentInput) => themesOf(buildContext(inputFor(answers)));
const reportOf = (answers: AssessmentInput) => generateReport(inputFor(answers)).markdownReport;

describe("a test that worked, in figures", () => {
  it("is built on, owned by who tested it, its figures the baseline and the bar", () => {
    const tried = themes(firm({})).find((t) => t.field === "aiExperience");
    expect(tried?.title).toBe("Build on the AI you tested that worked");
    expect(tried?.owner).toBe("Colleen Baptiste (office manager)");
    expect(tried?.pilot?.baseline).toContain("from about 5 hours a week to 2");
    expect(tried?.pilot?.target).toContain("from about 5 hours a week to 2");
    expect(reportOf(firm({}))).not.toMatch(/Turn the AI use you described into evidence/);
  });
});

describe("the documents timed beside the test", () => {
  const answers = firm({
    otherChallenge:
      "Our project architects spend 4 to 6 hours writing minutes after each design meeting.",
  });

  it("are one pilot that extends the tested tool, with the test's result beside its target", () => {
    const roadmap = themes(answers).filter((t) => t.placement === "roadmap");
    expect(roadmap.map((t) => t.title)).toEqual(["Draft the minutes from your own past work"]);
    const [pilot] = roadmap;
    expect(pilot!.action).toMatch(/^Have Otter\.ai draft the minutes/);
    expect(pilot!.owner).toBe("Colleen Baptiste (office manager)");
    expect(pilot!.pilot?.target).toMatch(/at most 3 hours.*as the test went from about 5/);
    const report = reportOf(answers);
    expect(report).not.toMatch(/approved assistant draft each document you described/);
    expect(report).not.toMatch(/Build on the AI you tested that worked/);
  });

  it("leave other documents to their own pilot", () => {
    const other = themes(
      firm({ otherChallenge: "Our architects spend 6 hours writing each fee proposal." }),
    );
    expect(other.map((t) => t.title)).toContain("Build on the AI you tested that worked");
  });
});
