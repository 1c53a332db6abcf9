import type { AssessmentInput } from "@/model/assessment/schemas";
import { challenges, headOfficeAt, proseOf } from "@/tests/helpers/test-personas";

/**
 * An architecture practice reads as one (#34): its own work (RFP responses, code analyses,
 * narratives, contract administration), its own roles, and its province's architects'
 * association under whose seal its drawings go out, never an engineers' body or an engineer's
 * words, even where its words mention a geotechnical report; an engineering firm that reviews an
 * architect's drawings stays an engineering firm, held to its engineers' body.
 */

/** The report's own words, the executive's quoted ones left out. */
const ownWords = (prose: string) => prose.replace(/“[^”]*”/g, "“”");

const ENGINEERS_WORDS =
  /\ban engineering firm\b|\bengineers?\b|Principal Engineer|engineers?-in-training|for the engineer to|inspection reports?|EPFL|\bWSP\b|Fundamentals of Engineering/i;

const practice = (overrides: Partial<AssessmentInput>): Partial<AssessmentInput> => ({
  companyIndustry: "consulting",
  companyEmployees: "11-50",
  companyRevenue: "1m-10m",
  businessChallenges: challenges("consulting", 0, 1, 2),
  aiDepartments: ["sales", "operations", "marketing"],
  enterprisePlatforms: ["microsoft365"],
  otherPlatforms: "Revit, Bluebeam",
  ...overrides,
});

describe("an architecture practice whose words mention engineers", () => {
  const prose = ownWords(
    proseOf(
      practice({
        companyName: "Ridgeline Architecture Inc.",
        executiveTitle: "Managing Principal",
        ...headOfficeAt("Winnipeg, Manitoba"),
        otherChallenge:
          "Public RFPs for libraries and clinics take two of our architects most of a week, and we are shortlisted on one in four.",
        aiFriction: "Our insurer asked how AI is used on sealed drawings.",
        aiExperience:
          "I used ChatGPT to summarise a geotechnical report and the structural engineer's comments.",
      }),
    ),
  );

  it("is called an architecture firm and held to its architects' association", () => {
    expect(prose).toContain("Ridgeline Architecture Inc., an architecture firm");
    expect(prose).toContain("the Manitoba Association of Architects");
    expect(prose).toContain("under an architect's seal");
    expect(prose).not.toContain("Engineers Geoscientists Manitoba");
  });

  it("speaks of its own work, data and roles, never an engineer's", () => {
    expect(prose).toMatch(/RFP and qualification responses/);
    expect(prose).toMatch(/code analys[ie]s/);
    expect(prose).toMatch(/Project Architect|intern architects?/);
    expect(prose).toContain("clients' project documents, drawings, models and correspondence");
    expect(prose).not.toMatch(ENGINEERS_WORDS);
    expect(prose).not.toMatch(/tenders and estimates|site photos/);
  });
});

it("holds an engineering firm that reviews an architect's drawings to its engineers' body", () => {
  const prose = proseOf(
    practice({
      companyName: "Tidewater Engineering Ltd.",
      executiveTitle: "President",
      ...headOfficeAt("Moncton, New Brunswick"),
      otherChallenge:
        "We check the architect's drawings on every school project, and our inspection reports take a week each.",
      aiFriction: "",
      aiExperience: "",
    }),
  );
  expect(prose).toContain("Tidewater Engineering Ltd., an engineering firm");
  expect(prose).toContain("Engineers and Geoscientists New Brunswick");
  expect(prose).not.toContain("Architects' Association of New Brunswick");
  expect(prose).toContain("for the engineer to review and seal");
});

describe("the architects' association, by province", () => {
  it.each([
    [
      "Halifax, Nova Scotia",
      "the Nova Scotia Association of Architects (NSAA)",
      "Engineers Nova Scotia",
    ],
    [
      "St. John's, Newfoundland and Labrador",
      "the Newfoundland and Labrador Association of Architects",
      "PEGNL",
    ],
    [
      "Charlottetown, Prince Edward Island",
      "the Architects Association of Prince Edward Island",
      "Engineers PEI",
    ],
  ])("names the association in %s, not the engineers' body", (place, architects, engineers) => {
    const text = proseOf(
      practice({
        companyName: "Saltbox Architects Ltd.",
        executiveTitle: "Principal",
        ...headOfficeAt(place),
      }),
    );
    expect(text).toContain(architects);
    expect(text).not.toContain(engineers);
  });

  it("names the body that licenses architects in a territory with none listed", () => {
    const text = proseOf(
      practice({
        companyName: "Saltbox Architects Ltd.",
        executiveTitle: "Principal",
        ...headOfficeAt("Whitehorse, Yukon"),
      }),
    );
    expect(text).toContain("the body that licenses architects in Yukon");
  });
});
