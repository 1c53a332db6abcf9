import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { challenges, inputFor } from "@/tests/helpers/test-personas";
import { generateReport, generateRoadmap } from "./documents";

/**
 * The sector regimes a company's answers bring in (issue 34, review r10 class 8): a food
 * processor's SFCR and, when it exports, CFIA's export certificates; a public accounting firm's
 * CSQM 1 beside its CPA body's code; an independent school's act by province (the two acts named
 * where the answers do not say which kind of school); CASL wherever a recommended tool or the
 * executive's words send commercial e-mail or texts; PCI DSS wherever card payments are taken and
 * a tool or pilot works where customers give card details. Each is held against a company that
 * must not get it.
 */

const textOf = (answers: AssessmentInput) => {
  const input = inputFor(answers);
  return `${generateReport(input).markdownReport}\n${JSON.stringify(generateRoadmap(input))}`;
};

const company = (overrides: Partial<AssessmentInput>) =>
  makeAnswers({
    executiveName: "Jordan Price",
    executiveTitle: "General Manager",
    companyRevenue: "10m-50m",
    companyEmployees: "51-200",
    companyMarkets: "canada",
    officeExpansion: ["only-bc"],
    aiToolsUsed: ["chatgpt"],
    orgAiElements: ["none_yet"],
    orgPosture: "curious",
    enterprisePlatforms: ["microsoft365"],
    aiExperience: "I draft letters with ChatGPT.",
    aiFriction: "Nobody has time to learn new tools.",
    otherPlatforms: "",
    ...overrides,
  });

const plant = (overrides: Partial<AssessmentInput>) =>
  company({
    companyIndustry: "manufacturing",
    companyBusinessModel: "b2b",
    headOfficeLocation: "lower-mainland",
    businessChallenges: challenges("manufacturing", 1, 2),
    aiDepartments: ["operations", "supply_chain"],
    ...overrides,
  });

describe("a food processor answers to CFIA under the SFCR", () => {
  it.each([
    [
      "a Richmond plant that names only CFIA and the salmon",
      plant({
        companyName: "Steveston Ocean Foods",
        otherChallenge:
          "Our sharpest pain is CFIA export certificates: every container to Asia needs paperwork that takes our clerk two days.",
        aiFriction: "Nothing can change during the salmon run. No cameras on the line.",
      }),
    ],
    [
      "a Prince Rupert seafood processing plant",
      plant({
        companyName: "North Coast Harvest Ltd.",
        headOfficeLocation: "northern-bc",
        otherChallenge:
          "We run a seafood processing plant and export frozen halibut to Japan; the export paperwork eats a day per shipment.",
      }),
    ],
    [
      "a Gaspé fish plant, in French",
      plant({
        companyName: "Pêcheries Gaspésiennes",
        headOfficeLocation: "other",
        customLocation: "Gaspé, QC",
        otherChallenge:
          "Notre usine de transformation du poisson exporte en Europe : les certificats d'exportation de l'ACIA prennent des heures.",
        aiFriction: "Tout doit être en français.",
      }),
    ],
  ])("%s: the SFCR and its export certificates, and no car plant's welds", (_name, answers) => {
    const text = textOf(answers);
    expect(text).toContain("Safe Food for Canadians Regulations");
    expect(text).toContain("export certificate");
    expect(text).not.toMatch(/spot welds|Neckarsulm|supply-managed quota|poultry plant/);
  });

  it("names no export certificate for a plant that sells only at home", () => {
    const text = textOf(
      plant({
        companyName: "Fraser Valley Poultry Processors",
        otherChallenge: "Our poultry processing line loses yield on the night shift.",
      }),
    );
    expect(text).toContain("Safe Food for Canadians Regulations");
    expect(text).not.toContain("export certificate");
  });

  it("holds a seafood restaurant and a parts maker that exports to no food law", () => {
    const restaurant = textOf(
      company({
        companyName: "Steveston Fish House",
        companyIndustry: "food-services",
        companyBusinessModel: "b2c",
        headOfficeLocation: "lower-mainland",
        businessChallenges: challenges("food-services", 0, 1),
        aiDepartments: ["operations"],
        otherChallenge:
          "Our salmon specials sell out by seven on Fridays and we throw out fish on Mondays.",
      }),
    );
    const parts = textOf(
      plant({
        companyName: "Delta Precision Machining",
        otherChallenge: "We export machined parts to the US and the export paperwork is slow.",
      }),
    );
    for (const text of [restaurant, parts]) {
      expect(text).not.toContain("Safe Food for Canadians");
      expect(text).not.toContain("export certificate");
    }
  });
});

const practice = (overrides: Partial<AssessmentInput>) =>
  company({
    companyIndustry: "consulting",
    companyBusinessModel: "both",
    companyEmployees: "11-50",
    companyRevenue: "1m-10m",
    businessChallenges: challenges("consulting", 2, 3),
    aiDepartments: ["finance", "operations"],
    ...overrides,
  });

describe("a public accounting firm answers to CSQM 1 beside its CPA body", () => {
  it.each([
    [
      "a Kelowna CPA firm",
      practice({
        companyName: "Okanagan Ledger CPA LLP",
        executiveTitle: "Managing Partner",
        headOfficeLocation: "interior",
        customLocation: "Kelowna, BC",
        otherChallenge: "Tax season from February to April buries us.",
        aiFriction: "Client data stays in Canada.",
      }),
      "CPABC's Code of Professional Conduct",
    ],
    [
      "a Montreal accounting firm, in French",
      practice({
        companyName: "Gagnon Lévesque et associés",
        executiveTitle: "Associée directrice",
        headOfficeLocation: "other",
        customLocation: "Montréal, QC",
        otherChallenge:
          "Notre cabinet comptable prépare les déclarations de revenus de 900 clients et les missions d'examen s'accumulent en mars.",
      }),
      "Ordre des CPA",
    ],
  ])("%s", (_name, answers, body) => {
    const text = textOf(answers);
    expect(text).toContain(body);
    expect(text).toContain("CSQM 1");
  });

  it("names no CSQM 1 for a management consultancy", () => {
    const text = textOf(
      practice({
        companyName: "Summit Strategy Partners",
        headOfficeLocation: "lower-mainland",
        otherChallenge: "Our proposals take a week each and we lose bids to bigger firms.",
      }),
    );
    expect(text).not.toContain("CSQM");
  });
});

const school = (overrides: Partial<AssessmentInput>) =>
  company({
    executiveTitle: "Head of School",
    companyIndustry: "education",
    companyBusinessModel: "b2c",
    businessChallenges: challenges("education", 1, 5),
    aiDepartments: ["operations"],
    otherChallenge: "Report cards take our teachers' evenings for weeks in June.",
    ...overrides,
  });

describe("an independent school answers to its province's independent school act", () => {
  it.each([
    [
      "a Vernon independent school",
      school({
        companyName: "Okanagan Valley Academy",
        headOfficeLocation: "interior",
        customLocation: "Vernon, BC",
        aiFriction: "No AI grading of student work. Anything new needs board approval.",
      }),
      /BC's Independent School Act[^]*Teacher Certification Branch/,
    ],
    [
      "a Calgary private school",
      school({
        companyName: "Bow River Christian School",
        headOfficeLocation: "other",
        customLocation: "Calgary, AB",
        aiFriction:
          "As a private school, parents expect us to be careful with their children's data.",
      }),
      /Alberta's Education Act and its Private Schools Regulation/,
    ],
    [
      "a Quebec private school, in French",
      school({
        companyName: "Académie Saint-Laurent",
        headOfficeLocation: "other",
        customLocation: "Québec, QC",
        otherChallenge:
          "Nos enseignants passent leurs soirées sur les bulletins. Nous sommes une école privée secondaire.",
      }),
      /Act respecting private education/,
    ],
  ])("%s", (_name, answers, act) => {
    expect(textOf(answers)).toMatch(act);
  });

  it("names both acts where the answers do not say which kind of school, and none for a college", () => {
    const unknown = textOf(
      school({ companyName: "Cedar Hills School", headOfficeLocation: "vancouver-island" }),
    );
    expect(unknown).toContain(
      "BC's Independent School Act if it is an independent school, or BC's School Act if it is a public one",
    );
    const college = textOf(
      school({
        companyName: "Pacific Coast College of Trades",
        headOfficeLocation: "lower-mainland",
        otherChallenge:
          "Our college's instructors spend evenings marking apprentices' assignments.",
      }),
    );
    expect(college).not.toMatch(/Independent School Act|School Act/);
  });
});

describe("CASL wherever the plan or the words send commercial messages", () => {
  it.each([
    [
      "a retailer that sends review requests",
      company({
        companyName: "Kootenay Outdoor Supply",
        companyIndustry: "retail",
        companyBusinessModel: "b2c",
        headOfficeLocation: "interior",
        businessChallenges: challenges("retail", 0, 5),
        aiDepartments: ["operations"],
        otherChallenge:
          "We text every customer a review request after a purchase and nobody answers them.",
      }),
    ],
    [
      "a Quebec spa that sends a newsletter, in French",
      company({
        companyName: "Spa Nordique Charlevoix",
        companyIndustry: "travel-hospitality-tourism",
        companyBusinessModel: "b2c",
        headOfficeLocation: "other",
        customLocation: "Baie-Saint-Paul, QC",
        businessChallenges: challenges("travel-hospitality-tourism", 2, 5),
        aiDepartments: ["operations"],
        otherChallenge: "Notre infolettre mensuelle prend deux jours à écrire.",
      }),
    ],
  ])("%s", (_name, answers) => {
    expect(textOf(answers)).toContain("Anti-Spam Legislation (CASL)");
  });

  it("is not named for reviews read, nor for a charity's newsletter", () => {
    const reviews = textOf(
      company({
        companyName: "Kootenay Outdoor Supply",
        companyIndustry: "retail",
        companyBusinessModel: "b2c",
        headOfficeLocation: "interior",
        businessChallenges: challenges("retail", 0, 5),
        aiDepartments: ["operations"],
        otherChallenge: "We get more Google reviews than we can read, and stockouts every weekend.",
      }),
    );
    const charity = textOf(
      company({
        companyName: "Vancouver Literacy Society",
        companyIndustry: "other",
        companyBusinessModel: "b2c",
        headOfficeLocation: "lower-mainland",
        businessChallenges: challenges("other", 1, 4),
        aiDepartments: ["operations"],
        otherChallenge:
          "We are a registered charity; our donor newsletter and funder reports take two days each.",
      }),
    );
    for (const text of [reviews, charity]) expect(text).not.toContain("CASL");
  });
});

describe("PCI DSS where card payments are taken and a tool or pilot works where customers pay", () => {
  it.each([
    [
      "a Whistler lodge on OPERA whose reservations are the sharpest pain",
      company({
        companyName: "Alta Lake Lodge",
        companyIndustry: "travel-hospitality-tourism",
        companyBusinessModel: "b2c",
        headOfficeLocation: "lower-mainland",
        customLocation: "Whistler, BC",
        businessChallenges: challenges("travel-hospitality-tourism", 0, 5),
        aiDepartments: ["customer_service", "sales"],
        otherChallenge:
          "January reservations are our sharpest pain: the phones and inbox overflow with booking requests and we lose bookings we cannot answer.",
        otherPlatforms: "OPERA PMS, Book4Time, Duetto",
      }),
    ],
    [
      "a Tremblant inn answering its reservations, in French",
      company({
        companyName: "Auberge du Lac Tremblant",
        companyIndustry: "travel-hospitality-tourism",
        companyBusinessModel: "b2c",
        headOfficeLocation: "other",
        customLocation: "Mont-Tremblant, QC",
        businessChallenges: challenges("travel-hospitality-tourism", 4, 5),
        aiDepartments: ["customer_service"],
        otherChallenge:
          "Les demandes de réservation par courriel et par téléphone débordent en février; nous prenons les dépôts par carte de crédit au téléphone.",
      }),
    ],
  ])("%s", (_name, answers) => {
    expect(textOf(answers)).toContain("PCI DSS");
  });

  it("is not named for a business client's plant, nor a shop whose tools never touch payments", () => {
    const plantText = textOf(
      plant({ companyName: "Delta Precision Machining", otherChallenge: "Setups take too long." }),
    );
    const shop = textOf(
      company({
        companyName: "Kootenay Outdoor Supply",
        companyIndustry: "retail",
        companyBusinessModel: "b2c",
        headOfficeLocation: "interior",
        businessChallenges: challenges("retail", 5),
        aiDepartments: ["hr"],
        otherChallenge: "Building the staff schedule takes me every Sunday.",
      }),
    );
    expect(plantText).not.toContain("PCI");
    expect(shop).not.toContain("PCI");
  });
});
