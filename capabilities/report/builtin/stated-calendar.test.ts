import { makeAnswers } from "@/tests/helpers/test-answers";
import type { AssessmentInput } from "@/model/assessment/schemas";
import { auditInput } from "@/tests/report-audit/audit-input";
import { generateDocuments } from "@/tests/report-audit/lint-documents";
import { labelRules } from "@/tests/report-audit/label-rules";
import { roomWindowIn } from "./room-window";
import { busySeasonOf, closedMonthsIn } from "./season-reading";

/**
 * The calendar the executive states, read whole (round 18, review class 3): every busy period
 * counts, in English and French; "our only window" is the window; a retirement after a season
 * leaves after that season; once-a-year work is measured when it comes round; a union step only
 * on the unionised group's work.
 */

const dated = (answers: AssessmentInput, createdAt: string) => ({
  ...auditInput({ answers }),
  createdAt: new Date(createdAt),
});
const textOf = (docs: ReturnType<typeof generateDocuments>) =>
  JSON.stringify([docs.reportData, docs.roadmap]);

describe("every stated busy period counts", () => {
  it.each([
    [
      "Busiest: September to November at harvest and storage loading, and February to April when the seed potatoes ship.",
      [8, 9, 10, 1, 2, 3],
    ],
    [
      "Peak season is May to August for patios, and then the Christmas rush in December.",
      [4, 5, 6, 7, 11],
    ],
    ["Our rush is June to August, then the lobster season in spring.", [5, 6, 7, 2, 3, 4]],
    ["Le temps des sucres, de mars à avril, nos employés débordent.", [2, 3]],
  ])("reads %j", (otherChallenge, months) => {
    const answers = makeAnswers({ otherChallenge, aiFriction: "", aiExperience: "" });
    expect(busySeasonOf(answers)?.months).toEqual(months);
  });

  it("keeps the quiet months between two seasons open", () => {
    const answers = makeAnswers({
      otherChallenge:
        "Busiest: September to November at harvest, and February to April for seed shipments.",
      aiFriction: "",
      aiExperience: "",
    });
    expect(closedMonthsIn(answers)).toEqual([1, 2, 3, 8, 9, 10]);
  });
});

describe("the only window to change anything", () => {
  it.each([
    ["June and July are our only window to change anything.", [5, 6]],
    ["November to February is our window.", [10, 11, 0, 1]],
    ["Seule fenêtre pour changer quelque chose : l'été, de juin à août.", [5, 6, 7]],
  ])("reads %j as the window", (text, months) => {
    expect(roomWindowIn(text)?.months).toEqual(months);
  });
});

describe("a PEI potato packer with two busy seasons", () => {
  let text: string;
  beforeAll(() => {
    text = textOf(
      generateDocuments(
        dated(
          makeAnswers({
            companyName: "Malpeque Potato Packers Ltd.",
            companyIndustry: "manufacturing",
            companyEmployees: "51-200",
            headOfficeLocation: "other",
            customLocation: "Kensington, Prince Edward Island",
            otherChallenge:
              "We wash, grade and pack table potatoes. Busiest: September to November at harvest, and February to April when the seed potatoes ship. Our grading supervisor retires at the end of next season.",
            aiFriction: "",
            aiExperience: "",
          }),
          "2026-03-14T17:00:00Z",
        ),
      ),
    );
  });

  it("names both seasons and starts nothing in either", () => {
    expect(text).toContain(
      "Your busy seasons run from September to November and from February to April",
    );
    expect(text).not.toMatch(/pilots? (?:runs?|starts?) (?:in )?(?:February|March|April) 202[67]/);
  });
});

describe("an Ontario snow-removal contractor whose only window is summer", () => {
  let docs: ReturnType<typeof generateDocuments>;
  beforeAll(() => {
    docs = generateDocuments(
      dated(
        makeAnswers({
          companyName: "Timmins Plow & Salt Inc.",
          companyIndustry: "other",
          companyEmployees: "51-200",
          headOfficeLocation: "other",
          customLocation: "Timmins, Ontario",
          otherChallenge:
            "We plow and salt 280 commercial lots. Every September we rebuild our plow routes for the winter and it takes our dispatcher three weeks.",
          aiFriction:
            "June and July are our only window to change anything; from November to April every storm is all hands. Our drivers are seasonal and not unionized.",
          aiExperience: "",
        }),
        "2026-03-14T17:00:00Z",
      ),
    );
  });

  it("starts the first pilot in the window and never calls its months closed", () => {
    const text = textOf(docs);
    expect(text).toMatch(/start the first pilot in June 2026/);
    expect(text).not.toMatch(/nor in July 2026, the month before/);
  });

  it("measures the yearly rebuild when it comes round, not each week", () => {
    const text = textOf(docs);
    expect(text).toContain("the next time the work comes round (once a year, in September)");
    expect(text).not.toMatch(/three weeks\): record the same figure the same way each week/);
  });

  it("reads drivers who are not unionised as no union", () => {
    expect(textOf(docs)).not.toMatch(/check with the union|share the pilot plan with the union/i);
  });

  it("has no label that disagrees with another", () => {
    expect(labelRules(docs)).toEqual([]);
  });
});

describe("a Québec sugar bush writing in French", () => {
  let text: string;
  beforeAll(() => {
    text = textOf(
      generateDocuments(
        dated(
          makeAnswers({
            companyName: "Sucrerie du Rang Double inc.",
            companyIndustry: "manufacturing",
            companyEmployees: "11-50",
            headOfficeLocation: "other",
            customLocation: "Saint-Prosper, Québec",
            otherChallenge:
              "Le temps des sucres, de mars à avril, nos employés débordent. Notre maître-bouilleur, Armand Vachon, prend sa retraite après la saison 2027 et lui seul sait classer le sirop au goût.",
            aiFriction: "Seule fenêtre pour changer quelque chose : l'été, de juin à août.",
            aiExperience: "",
          }),
          "2026-11-27T17:00:00Z",
        ),
      ),
    );
  });

  it("reads the sugaring season as busy", () => {
    expect(text).toContain("Your busy season runs from March to April");
  });

  it("captures the boiler's know-how through the 2027 season, done by its end", () => {
    expect(text).toMatch(
      /record Armand Vachon's work as it is done through the season, March to April 2027/,
    );
    expect(text).toContain("have it done by April 2027");
    expect(text).not.toContain("done by December 2026");
  });
});

describe("a unionised BC brewery whose drivers are not unionised", () => {
  let docs: ReturnType<typeof generateDocuments>;
  beforeAll(() => {
    docs = generateDocuments(
      dated(
        makeAnswers({
          companyName: "Comox Harbour Brewing Co.",
          companyIndustry: "manufacturing",
          companyEmployees: "51-200",
          headOfficeLocation: "other",
          customLocation: "Courtenay, British Columbia",
          otherChallenge:
            "Delivery routes to 250 pubs take our dispatcher a day a week to plan, and brewing schedules are done on a whiteboard.",
          aiFriction: "The brewhouse is unionized with the BCGEU and our delivery drivers are not.",
          aiExperience: "Our sales rep uses Copilot for order emails.",
        }),
        "2026-03-14T17:00:00Z",
      ),
    );
  });

  it("puts the union step only on work that touches the brewhouse", () => {
    const { phase1, phase2, phase3 } = docs.reportData.roadmap;
    const initiatives = [phase1, phase2, phase3].flatMap((p) => p.initiatives ?? []);
    const withUnion = initiatives.filter((i) => /union/i.test(i.dependsOn ?? ""));
    expect(withUnion.length).toBeLessThan(initiatives.length);
    for (const i of withUnion)
      expect(i.action).toMatch(/line|maintenance|production|brew|machine|defect|tank|equipment/i);
  });
});
