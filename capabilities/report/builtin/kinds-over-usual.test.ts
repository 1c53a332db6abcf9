import type { AssessmentInput } from "@/model/assessment/schemas";
import { namedSystems } from "@/capabilities/report/content/systems";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { generateReport } from "./index";
import { professionsOf } from "./professions";
import { inputFor, proseOf } from "@/tests/helpers/test-personas";

/**
 * A kind of business the name, title or free text show outweighs the usual business the
 * industry option or a challenge would guess (review r12, classes 1, 2 and 10): a golf course
 * or marina that chose "pricing and occupancy" is no hotel, a land surveyor whose CAD is
 * AutoCAD no engineering firm, a collection agency that chose "credit and risk decisions" no
 * lender. Each reads its own words, regulator and sector figure, in English and French.
 */

const quiet: Partial<AssessmentInput> = {
  executiveTitle: "Owner",
  companyEmployees: "11-50",
  headOfficeLocation: "lower-mainland",
  otherChallenge: "",
  aiFriction: "",
  aiExperience: "",
  otherPlatforms: "",
  orgAiElements: [],
};

const prose = (overrides: Partial<AssessmentInput>) => proseOf({ ...quiet, ...overrides });
const report = (overrides: Partial<AssessmentInput>) =>
  generateReport(inputFor(makeAnswers({ ...quiet, ...overrides }))).reportData;
const shown = (overrides: Partial<AssessmentInput>) => {
  const answers = makeAnswers({ ...quiet, ...overrides });
  return professionsOf(answers, namedSystems(answers), answers.businessChallenges).map(
    (e) => e.profession,
  );
};

const ontario = { headOfficeLocation: "other", customLocation: "Kingston, Ontario" } as const;
const quebec = { headOfficeLocation: "other", customLocation: "Sherbrooke, Québec" } as const;

const HOTEL =
  /a hotel or lodge|RevPAR|nightly|average daily rate|room nights|\brooms?\b|Front Office Manager|accommodation and food services/;

describe("a recreation club that chose pricing and occupancy is no hotel", () => {
  const occupancy = ["optimising_pricing_and_occupancy", "recruiting_and_training_seasonal_staff"];

  it.each([
    [
      "a golf club in English",
      {
        companyName: "Cedar Hollow Golf Club",
        otherChallenge: "Weekday afternoons in May are empty on the tee sheet.",
      },
      "a golf course",
    ],
    [
      "a golf club in French",
      {
        companyName: "Club de golf du Domaine Vert",
        ...quebec,
        otherChallenge: "Nos heures de départ du matin sont pleines, l'après-midi est vide.",
      },
      "a golf course",
    ],
    [
      "a marina",
      {
        companyName: "Gulf Islands Boating Centre",
        otherChallenge: "Half our moorage sits empty in the shoulder months.",
      },
      "a marina",
    ],
  ])("reads %s as its own kind", (_, answers, noun) => {
    const text = prose({
      companyIndustry: "travel-hospitality-tourism",
      businessChallenges: occupancy,
      ...answers,
    });
    expect(text).toContain(noun);
    expect(text).not.toMatch(HOTEL);
  });

  it("measures a golf course by its tee sheet and names no accommodation figure", () => {
    const data = report({
      companyName: "Cedar Hollow Golf Club",
      companyIndustry: "travel-hospitality-tourism",
      businessChallenges: occupancy,
    });
    expect(JSON.stringify(data)).toContain("tee-sheet utilisation");
    expect(data.industryBenchmarks.adoptionRate).toContain(
      "The published figures in this section are cross-industry, none of them specific to a golf course.",
    );
  });

  it("lets a museum under Travel that chose occupancy keep its own kind too", () => {
    const answers = {
      companyName: "Skeena Heritage Museum",
      companyIndustry: "travel-hospitality-tourism",
      businessChallenges: occupancy,
    } as const;
    expect(shown(answers)).not.toContain("hotel");
    expect(prose(answers)).not.toMatch(/a hotel or lodge|RevPAR/);
  });

  it("still reads a lodge that chose occupancy as a hotel (not a trigger)", () => {
    expect(
      shown({
        companyName: "Cedar Hollow Lodge",
        companyIndustry: "travel-hospitality-tourism",
        businessChallenges: occupancy,
      }),
    ).toContain("hotel");
  });
});

describe("a land surveyor is no engineering firm", () => {
  const survey = (overrides: Partial<AssessmentInput>) =>
    prose({
      companyIndustry: "consulting",
      otherPlatforms: "AutoCAD Civil 3D, Trimble Business Center",
      businessChallenges: [
        "producing_proposals_and_reports_faster",
        "developing_junior_consultants_quickly",
        "improving_utilisation_and_billable_hours",
      ],
      ...overrides,
    });
  const ENGINEERING =
    /engineering firm|Engineers and Geoscientists|Professional Engineers Ontario|Ordre des ingénieurs|engineers?-in-training|Principal Engineer|seal|EPFL|Fundamentals of Engineering|timber-frame/i;

  it("names the Ontario surveyors' association, its plans and the professional services figure", () => {
    const text = survey({
      companyName: "Lakeshore Land Surveying Inc.",
      ...ontario,
      otherChallenge:
        "Reference plans wait two weeks for drafting, and every plan is signed by an Ontario Land Surveyor.",
    });
    expect(text).toContain("a land surveying firm");
    expect(text).toContain("Association of Ontario Land Surveyors");
    expect(text).toMatch(/certificates? (?:and|or) (?:topographic )?plans?/);
    expect(text).toContain(
      "31.7% of businesses in professional, scientific and technical services",
    );
    expect(text).not.toMatch(ENGINEERING);
  });

  it("names the Ordre des arpenteurs-géomètres for a Quebec firm that writes in French", () => {
    const text = survey({
      companyName: "Dubé et associés",
      executiveTitle: "Arpenteuse-géomètre, associée",
      ...quebec,
      otherChallenge: "Nos certificats de localisation attendent trois semaines.",
    });
    expect(text).toContain("Ordre des arpenteurs-géomètres du Québec");
    expect(text).not.toMatch(ENGINEERING);
  });

  it("names the body the executive says the firm answers to, and no engineers' body", () => {
    const text = survey({
      companyName: "Tidewater Consulting Ltd.",
      aiFriction:
        "Every legal survey we file is under our commission with the Association of BC Land Surveyors.",
    });
    expect(text).toContain("the Association of BC Land Surveyors, under the Land Surveyors Act");
    expect(text).toContain("Land Title and Survey Authority (LTSA)");
    expect(text).not.toMatch(ENGINEERING);
  });

  it("reads a customer survey as no land surveying (not a trigger)", () => {
    expect(
      shown({
        companyName: "Tidewater Consulting Ltd.",
        companyIndustry: "consulting",
        otherChallenge: "Our customer surveys show clients want faster reports.",
      }),
    ).not.toContain("land-surveyor");
  });
});

describe("a collection agency is no lender", () => {
  const agency = (overrides: Partial<AssessmentInput>) => ({
    companyIndustry: "financial-services" as const,
    businessChallenges: [
      "improving_credit_and_risk_decisions",
      "keeping_pace_with_regulatory_reporting_requirements",
      "detecting_fraud_and_financial_crime_earlier",
    ],
    ...overrides,
  });
  const BANKING =
    /\blenders?\b|\bloans?\b|loan origination|applicants|OSFI|BC Financial Services Authority|BCFSA|FINTRAC|finance and insurance|KYC|as banks are|\bmembers\b/;

  it("names Ontario's collection law, its recovery rate and no bank's rules", () => {
    const text = prose(
      agency({
        companyName: "Harbour Collection Services Ltd.",
        ...ontario,
        otherChallenge:
          "Our collectors call debtors for hospitals, landlords and utilities, and our recovery rate keeps slipping.",
      }),
    );
    expect(text).toContain("a collection agency");
    expect(text).toContain("Collection and Debt Settlement Services Act");
    expect(text).toContain("recovery rate");
    expect(text).not.toMatch(BANKING);
  });

  it("names the Office de la protection du consommateur for a Quebec agency in French", () => {
    const text = prose(
      agency({
        companyName: "Recouvrement Boréal inc.",
        ...quebec,
        otherChallenge: "Nos agents de recouvrement appellent les débiteurs toute la journée.",
      }),
    );
    expect(text).toContain("Office de la protection du consommateur");
    expect(text).not.toMatch(BANKING);
  });

  it("says a US disclosure term is American, never repeating it as Canada's rule", () => {
    const text = prose(
      agency({
        companyName: "Kootenay Credit Recovery Ltd.",
        aiExperience: "Our call scoring pilot checked mini-Miranda disclosures on every call.",
      }),
    );
    expect(text).toContain("Consumer Protection BC");
    expect(text).toMatch(/“mini-Miranda” notice is a US requirement/);
  });

  it("reads the clients an agency works for as clients, not as its own kind", () => {
    const kinds = shown({
      companyName: "Harbour Collection Services Ltd.",
      companyIndustry: "other",
      otherChallenge:
        "We are a licensed collection agency working accounts for landlords, property managers and medical clinics.",
    });
    expect(kinds).toContain("collection-agency");
    expect(kinds).not.toContain("property-management");
    expect(kinds).not.toContain("medical");
  });

  it("reads a bookkeeper's debtors as no collection agency (not a trigger)", () => {
    expect(
      shown({
        companyName: "Northwind Group",
        companyIndustry: "other",
        otherChallenge: "Our debtors take 60 days to pay and cash flow suffers.",
      }),
    ).not.toContain("collection-agency");
  });
});

describe("a roofer's crews work at heights", () => {
  const roofer = (overrides: Partial<AssessmentInput>) =>
    prose({
      companyIndustry: "other",
      companyEmployees: "51-200",
      headOfficeLocation: "northern-bc",
      businessChallenges: ["improving_operational_efficiency", "attracting_and_retaining_talent"],
      ...overrides,
    });

  it("names the province's fall protection rules from the sector, not a bid quoted as safety work", () => {
    const text = roofer({
      companyName: "Summit Envelope Contractors Ltd.",
      otherChallenge:
        "Bidding commercial re-roofs for the pulp mills and the hospital takes our estimator three days a bid.",
    });
    expect(text).toContain("a roofing contractor");
    expect(text).toContain("Part 11 of the Occupational Health and Safety Regulation");
    expect(text).not.toMatch(/safety-sensitive work \(you wrote “Bidding/);
    expect(text).not.toMatch(/Klarna|Dell'Acqua|BCG/);
  });

  it("names Alberta's Part 9 for a roofer in Alberta", () => {
    const text = roofer({
      companyName: "Peace Country Roofing Ltd.",
      headOfficeLocation: "other",
      customLocation: "Grande Prairie, Alberta",
    });
    expect(text).toContain("Part 9 of the Occupational Health and Safety Code");
  });
});

describe("safety-sensitive work is quoted from the company's own work", () => {
  it("quotes the shop floor, never the mills it sells to", () => {
    const text = prose({
      companyName: "Cariboo Steel Fabricators Ltd.",
      companyIndustry: "manufacturing",
      headOfficeLocation: "northern-bc",
      otherChallenge:
        "We fabricate chutes and hoppers for the pulp mills. Our shop floor runs two shifts and quoting is slow.",
    });
    expect(text).toContain("safety-sensitive work (you wrote “Our shop floor runs two shifts");
    expect(text).not.toContain("you wrote “We fabricate chutes");
  });
});

describe("the sector figure follows the kind, not the option", () => {
  it("gives a law firm entered under Other the professional services figure", () => {
    const data = report({
      companyName: "Harbour Law Corporation",
      companyIndustry: "other",
      businessChallenges: ["improving_operational_efficiency"],
    });
    expect(data.industryBenchmarks.adoptionRate).toContain(
      "31.7% of businesses in professional, scientific and technical services",
    );
    expect(data.industryBenchmarks.adoptionRate).not.toContain("cross-industry");
  });
});
