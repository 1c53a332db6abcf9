import type { AssessmentInput } from "@/model/assessment/schemas";
import { challenges, headOfficeAt, proseOf } from "@/tests/helpers/test-personas";

/**
 * A home-care agency visits clients in their own homes (issue 34, round 15: "a care home",
 * "RAI-MDS", "the Fixing Long-Term Care Homes Act" for an agency whose PSWs drive between
 * visits). It reads as its own kind: clients, visits and routes, and the contract under which
 * it delivers publicly funded care, never a care home's residents, beds or act.
 */

const quiet: Partial<AssessmentInput> = {
  executiveTitle: "Executive Director",
  companyEmployees: "51-200",
  companyIndustry: "healthcare",
  businessChallenges: challenges("healthcare", 0, 1),
  aiFriction: "",
  aiExperience: "",
  otherPlatforms: "",
  orgAiElements: [],
};

const CARE_HOME =
  /care home|\bresidents?\b|RAI-MDS|Long-Term Care|PointClickCare|charge nurse|\bbeds?\b|Director of Care|third next available appointment/i;

describe("a home-care agency", () => {
  it.each([
    [
      "in Ontario",
      {
        companyName: "Northumberland Community Nursing Inc.",
        ...headOfficeAt("Cobourg, Ontario"),
        otherChallenge:
          "We deliver home and community care for Ontario Health atHome: our nurses see 600 clients a week and travel between visits takes a third of their day.",
      },
      /the service contract with Ontario Health atHome, under the Connecting Care Act, 2019/,
    ],
    [
      "in BC",
      {
        companyName: "Cedar Coast Support Services Ltd.",
        headOfficeLocation: "vancouver-island",
        otherChallenge:
          "We provide home support to seniors: our caregivers make 1,400 visits a week and travel time between visits eats a fifth of the day.",
      },
      /a contract with the province's health authority/,
    ],
    [
      "in Québec, in French",
      {
        executiveTitle: "Directrice générale",
        companyName: "Services Santé Chez-Soi inc.",
        ...headOfficeAt("Sherbrooke, Québec"),
        otherChallenge:
          "Nous offrons des soins à domicile: nos préposées font 900 visites par semaine et les trajets entre les clients prennent des heures.",
      },
      /a contract with the province's health authority/,
    ],
  ] as const)(
    "%s reads as visits to clients at home, under its contract",
    (_, answers, contract) => {
      const prose = proseOf({ ...quiet, ...answers });
      expect(prose).toMatch(/a home-care agency/);
      expect(prose).toMatch(/Visit schedules and routes proposed for the scheduler to approve/);
      expect(prose).toMatch(/delivers care in clients' homes/);
      expect(prose).toMatch(contract);
      expect(prose.match(new RegExp(`.{0,60}(?:${CARE_HOME.source}).{0,30}`, "gi"))).toBeNull();
    },
  );

  it("reads AlayaCare as a home-care agency's system, not a care home's", () => {
    const prose = proseOf({
      ...quiet,
      companyName: "Lakeshore Health Services",
      ...headOfficeAt("Kingston, Ontario"),
      otherPlatforms: "AlayaCare",
      otherChallenge: "Scheduling our nurses takes two people full time.",
    });
    expect(prose).toMatch(/a home-care agency/);
    expect(prose).not.toMatch(/Fixing Long-Term Care|care home/);
  });

  it("leaves a long-term care home a care home", () => {
    const prose = proseOf({
      ...quiet,
      companyName: "Maple Grove Lodge",
      ...headOfficeAt("Guelph, Ontario"),
      otherChallenge: "Night staff in our long-term care home are stretched across 120 beds.",
    });
    expect(prose).toMatch(/a care home/);
    expect(prose).not.toMatch(/a home-care agency/);
  });
});
