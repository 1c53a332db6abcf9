import type { AssessmentInput } from "@/model/assessment/schemas";
import { challenges, headOfficeAt, markdownOf } from "@/tests/helpers/test-personas";

/**
 * The regulator a sub-sector answers to, read in the Markdown report the executive reads: an
 * insurance brokerage's licensing council (never OSFI, an insurer's model rules or FINTRAC), an
 * engineering firm's own regulator (never a body guessed from its software), a passenger-vessel
 * operator's marine safety and marine mammal rules (never a model examiner's words).
 */

describe("insurance brokerages", () => {
  const brokerage = (overrides: Partial<AssessmentInput>): Partial<AssessmentInput> => ({
    companyIndustry: "financial-services",
    companyEmployees: "11-50",
    // Onboarding and KYC among the challenges: a bank's FINTRAC risk must still stay away.
    businessChallenges: challenges("financial-services", 1, 2, 4),
    aiFriction: "Staff are wary of anything new.",
    ...overrides,
  });

  it.each([
    [
      "a Kelowna brokerage",
      brokerage({
        companyName: "Okanagan Insurance Brokers Ltd.",
        headOfficeLocation: "interior",
      }),
      "the Insurance Council of British Columbia",
    ],
    [
      "an Ontario brokerage known from its words",
      brokerage({
        companyName: "Harbourfront Risk Partners",
        otherChallenge: "We are a property and casualty brokerage with 30 staff in Hamilton.",
        ...headOfficeAt("Hamilton, Ontario"),
      }),
      "the Registered Insurance Brokers of Ontario (RIBO)",
    ],
    [
      "a Calgary brokerage",
      brokerage({
        companyName: "Foothills Insurance Brokers",
        ...headOfficeAt("Calgary, Alberta"),
      }),
      "the Alberta Insurance Council",
    ],
    [
      "a Quebec cabinet de courtage writing in French",
      brokerage({
        companyName: "Cabinet Laurier",
        otherChallenge:
          "Nous sommes un cabinet de courtage en assurance de dommages à Trois-Rivières. Les renouvellements prennent trop de temps.",
        ...headOfficeAt("Trois-Rivières, QC"),
      }),
      "the Chambre de l'assurance de dommages (ChAD)",
    ],
  ])("holds %s to its licensing body, never an insurer's or bank's rules", (_, answers, body) => {
    const text = markdownOf(answers);
    expect(text).toContain(body);
    expect(text).toMatch(/insurance brokerage/);
    expect(text).not.toMatch(/\bOSFI\b|Guideline E-23|reads as an insurer|FINTRAC/);
  });

  it("still holds a life insurance brokerage's KYC work to FINTRAC", () => {
    const text = markdownOf(
      brokerage({
        companyName: "Prairie Life Insurance Brokers",
        otherChallenge: "We place life insurance and segregated funds for 2,000 families.",
        ...headOfficeAt("Regina, Saskatchewan"),
      }),
    );
    expect(text).toContain("FINTRAC");
    expect(text).toContain("the Insurance Councils of Saskatchewan");
  });

  it("keeps an insurer's rules for an insurer that mentions the brokers it sells through", () => {
    const text = markdownOf(
      brokerage({
        companyName: "Maritime Mutual Insurance",
        otherChallenge: "Independent insurance brokers sell our farm policies.",
        ...headOfficeAt("Moncton, New Brunswick"),
      }),
    );
    // "Mutual" in its name shows an insurer, whatever brokers its words mention.
    expect(text).toContain("is an insurer");
    expect(text).not.toContain("insurance brokerage");
  });
});

describe("engineering and architecture firms", () => {
  const design = (overrides: Partial<AssessmentInput>): Partial<AssessmentInput> => ({
    companyIndustry: "consulting",
    businessChallenges: challenges("consulting", 0, 1),
    otherPlatforms: "AutoCAD, Revit",
    ...overrides,
  });

  it.each([
    [
      "a Calgary engineering firm",
      design({ companyName: "Bowline Engineering Ltd.", ...headOfficeAt("Calgary, Alberta") }),
      "APEGA",
      "Alberta Association of Architects",
    ],
    [
      "a Vancouver firm whose words name EGBC",
      design({
        companyName: "Harlow & Finch Ltd.",
        aiFriction: "Every sealed drawing is the responsibility of an EGBC-registered engineer.",
      }),
      "Engineers and Geoscientists BC",
      "AIBC",
    ],
    [
      "a Montreal firm of ingénieurs",
      design({
        companyName: "Groupe Desrosiers ingénieurs-conseils",
        ...headOfficeAt("Montréal, QC"),
      }),
      "the Ordre des ingénieurs du Québec (OIQ)",
      "Ordre des architectes",
    ],
  ])("holds %s to the engineers' body only", (_, answers, body, architects) => {
    const text = markdownOf(answers);
    expect(text).toContain(body);
    expect(text).not.toContain(architects);
    expect(text).not.toMatch(/shown by its use of (?:AutoCAD|Revit)/);
  });

  it("holds an architecture practice in Toronto to the OAA, not PEO", () => {
    const text = markdownOf(
      design({ companyName: "Lakeshore Architects Inc.", ...headOfficeAt("Toronto, Ontario") }),
    );
    expect(text).toContain("the Ontario Association of Architects (OAA)");
    expect(text).not.toContain("Professional Engineers Ontario");
  });
});

describe("passenger vessels", () => {
  const tours = (overrides: Partial<AssessmentInput>): Partial<AssessmentInput> => ({
    companyIndustry: "travel-hospitality-tourism",
    businessChallenges: challenges("travel-hospitality-tourism", 0, 1),
    ...overrides,
  });
  const MARINE = /Canada Shipping Act, 2001/;

  it.each([
    [
      "a Halifax harbour cruise",
      tours({
        companyName: "Bluenose Harbour Cruises",
        otherChallenge: "We run harbour cruises on three boats from May to October.",
        ...headOfficeAt("Halifax, Nova Scotia"),
      }),
      false,
    ],
    [
      "a Tadoussac whale-watching company writing in French",
      tours({
        companyName: "Croisières du Fjord",
        otherChallenge:
          "Nous offrons l'observation des baleines à Tadoussac avec quatre bateaux et vingt guides.",
        ...headOfficeAt("Tadoussac, QC"),
      }),
      true,
    ],
    [
      "a Victoria whale-watching company that names Transport Canada",
      tours({
        companyName: "Salish Orca Adventures",
        otherChallenge: "We take 30 guests at a time to see orcas on two zodiacs.",
        aiFriction: "Transport Canada rules decide everything on the water.",
        headOfficeLocation: "vancouver-island",
      }),
      true,
    ],
  ])("holds %s to marine safety rules as what they are", (_, answers, whales) => {
    const text = markdownOf(answers);
    expect(text).toMatch(MARINE);
    expect(text).not.toContain("AI, models and outsourcing");
    expect(text).not.toContain("next review or examination");
    if (whales) expect(text).toContain("Fisheries and Oceans Canada's Marine Mammal Regulations");
    else expect(text).not.toContain("Marine Mammal");
  });

  it.each([
    [
      "a Banff hotel",
      tours({
        companyName: "Cascade Lodge",
        otherChallenge: "Our 80 rooms are full in summer.",
        ...headOfficeAt("Banff, Alberta"),
      }),
    ],
    [
      "a Winnipeg food plant with pressure vessels",
      {
        companyIndustry: "manufacturing" as const,
        businessChallenges: challenges("manufacturing", 0, 1),
        otherChallenge: "Our pressure vessels need inspection every year.",
        ...headOfficeAt("Winnipeg, Manitoba"),
      },
    ],
  ])("names no marine rules for %s", (_, answers) => {
    const text = markdownOf(answers);
    expect(text).not.toMatch(MARINE);
    expect(text).not.toContain("Marine Mammal");
  });
});
