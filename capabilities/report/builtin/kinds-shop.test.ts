import type { AssessmentInput } from "@/model/assessment/schemas";
import { challenges, headOfficeAt, proseOf } from "@/tests/helpers/test-personas";

/**
 * A custom fabricator builds each job once, to the client's drawings (issue 34, round 15: a
 * structural steel job shop read as a series-production plant, "the pilot line", "scrap, rework
 * and customer returns on the pilot line", a demand forecast by product). Its measures are per
 * job, and its rules name the CWB's certification where welding is named and the clients'
 * drawings where they are held under a non-disclosure agreement.
 */

const quiet: Partial<AssessmentInput> = {
  executiveTitle: "President",
  companyEmployees: "11-50",
  companyIndustry: "manufacturing",
  // Quality, supply chain and demand forecasting: the challenges a line's templates answer.
  businessChallenges: challenges("manufacturing", 1, 2, 3),
  aiFriction: "",
  aiExperience: "",
  otherPlatforms: "",
  orgAiElements: [],
};

const SERIES_LINE =
  /pilot line|the line's own lighting|forecasts demand by product|per thousand units|pilot product family/i;

describe("a custom fabrication shop", () => {
  it("in Ontario, welding without naming its certification, is measured per job", () => {
    const prose = proseOf({
      ...quiet,
      companyName: "Hamilton Metalworks Inc.",
      ...headOfficeAt("Hamilton, Ontario"),
      otherChallenge:
        "We are a metal job shop: every job is welded to the customer's drawings, and our estimator spends two days on each quote.",
    });
    expect(prose).toMatch(/a metal job shop|a custom fabrication shop/);
    expect(prose).toMatch(/rework hours per job/);
    expect(prose).toMatch(/the CWB's certification to CSA W47\.1, where you hold it/);
    expect(prose.match(new RegExp(`.{0,60}(?:${SERIES_LINE.source}).{0,30}`, "gi"))).toBeNull();
  });

  it("in Québec, in French, names the CWB and the clients' drawings under NDA", () => {
    const prose = proseOf({
      ...quiet,
      executiveTitle: "Président",
      companyName: "Structures Beauce inc.",
      ...headOfficeAt("Saint-Georges, Québec"),
      otherChallenge:
        "Nous sommes un atelier de fabrication de charpente métallique certifié CWB; nos soumissions à partir des dessins des clients prennent une semaine.",
      aiFriction:
        "Les dessins des clients sont confidentiels et ne doivent jamais aller dans un outil gratuit.",
    });
    expect(prose).toMatch(/a steel fabricator/);
    expect(prose).toMatch(/it is certified by the CWB to CSA W47\.1/);
    expect(prose).toMatch(/the non-disclosure terms of your clients' drawings/);
    expect(prose.match(new RegExp(`.{0,60}(?:${SERIES_LINE.source}).{0,30}`, "gi"))).toBeNull();
  });

  it("leaves a series-production plant its line", () => {
    const prose = proseOf({
      ...quiet,
      companyName: "Prairie Plastics Ltd.",
      headOfficeLocation: "other",
      customLocation: "Winnipeg, Manitoba",
      otherChallenge: "Our injection moulding line makes 40,000 caps a day and scrap runs at 4%.",
    });
    expect(prose).not.toMatch(/custom fabrication|CSA W47\.1/);
  });
});
