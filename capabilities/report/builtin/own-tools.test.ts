import { findTool } from "@/capabilities/report/content/tools";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { generateReport, generateRoadmap } from "./documents";
import { ownToolsInPlace } from "./own-tools";
import { inputFor, quietClinic } from "@/tests/helpers/test-personas";

/**
 * An AI tool the answers say runs, that the catalogue does not list, is in place (issue 34): the
 * pilot measures and extends it, and no rival is proposed for its work.
 */

const read = (aiExperience: string) =>
  ownToolsInPlace(makeAnswers({ aiExperience })).map((t) => [t.name, t.work, t.seats?.count]);

describe("the AI tools the executive says run", () => {
  it.each([
    [
      "We've run ScribbleVet as an AI scribe since April 2025: 9 of our 22 vets use it.",
      [["ScribbleVet", "recording", 9]],
    ],
    [
      "Since 2024 we have used Heidi as our AI scribe in both clinics.",
      [["Heidi", "recording", undefined]],
    ],
    [
      "We are running Smith.ai as a receptionist for after-hours calls.",
      [["Smith.ai", "answering", undefined]],
    ],
    [
      "Since Dec 2024 we run Zendesk's AI agent on the website chat and Instagram DMs.",
      [["Zendesk", "answering", undefined]],
    ],
    [
      "Since March 2025 we pilot Rossum (AI document capture) on invoices: 9 of our 24 entry clerks on it.",
      [["Rossum", "automation", 9]],
    ],
    // Review r24: a system's own AI, by its name, since a month.
    [
      "Since March, 11 of our physios use Jane's AI Scribe for their chart notes.",
      [["Jane's AI Scribe", "recording", undefined]],
    ],
    ["I tried ScribbleVet once and stopped.", []],
    ["We are considering an AI scribe next year.", []],
    ["Our receptionist answers calls all day.", []],
    ["We have used Excel for forecasting since 2019.", []],
  ])("reads %j", (text, expected) => {
    expect(read(text)).toEqual(expected);
  });
});

it("reads the check of a tool in place that the next sentence tells, with its count", () => {
  const [scribe] = ownToolsInPlace(
    makeAnswers({
      aiExperience:
        "Since March, 11 of our physios use Jane's AI Scribe for their chart notes. Our clinical lead audited 60 of those notes in September: 4 had findings the patient never reported, so every note is now signed first. We like it.",
    }),
  );
  expect(scribe?.audit).toBe(
    "Our clinical lead audited 60 of those notes in September: 4 had findings the patient never reported",
  );
  const [unchecked] = ownToolsInPlace(
    makeAnswers({
      aiExperience:
        "Since March, 11 of our physios use Jane's AI Scribe for their chart notes. We reviewed it with the team.",
    }),
  );
  expect(unchecked?.audit).toBeUndefined();
});

describe("a report for a company that already runs an AI scribe", () => {
  const vets = {
    ...quietClinic("Salish Sea Animal Hospitals Ltd.", "ezyVet", [0, 1, 2]),
    aiExperience:
      "We've run ScribbleVet as an AI scribe since April 2025: 9 of our 22 vets use it and it drafts the SOAP note.",
  };
  const input = inputFor(makeAnswers(vets));
  const report = generateReport(input).reportData;
  const roadmap = generateRoadmap(input);

  it("makes the tool in place the first pilot, measured before it is extended", () => {
    expect(report.brief!.decisions[1]).toMatch(
      /^Make ScribbleVet, already in use \(“9 of our 22 vets”\), the first pilot on /,
    );
    expect(JSON.stringify(report.roadmap)).toContain("(ScribbleVet, already in use)");
  });

  it("says the company may already count in Statistics Canada's measure, through the tool", () => {
    expect(report.industryBenchmarks.adoptionRate).toContain(
      "may already count, through ScribbleVet",
    );
  });

  it("proposes no second scribe", () => {
    const scribes = [...report.recommendedApplications, ...roadmap.aiApps].filter(
      (t) => findTool(t.name)?.category === "Clinical documentation",
    );
    expect(scribes).toEqual([]);
  });
});
