import type { AssessmentInput } from "@/model/assessment/schemas";
import { challenges, headOfficeAt, ownWords, proseOf } from "@/tests/helpers/test-personas";

/**
 * Review r23 (#34): a symphony orchestra, a registered charity, was read as a generic company or
 * a social-services charity: its falling subscriptions were never named, donors, grants and the
 * musicians' union never appeared, its rule that donors' information never leaves Tessitura was
 * quoted as an obstacle to remove, and Canva, already in use, was proposed as a next use case. A
 * performing-arts organisation is a kind of its own: subscriptions and single tickets, donors and
 * grants, the CRA's charity rules, CASL for its ticket e-mails, its artists' union, and its box
 * office system as the home of its donors' records.
 */

const company = (overrides: Partial<AssessmentInput>) =>
  ownWords(
    proseOf({
      executiveTitle: "Executive Director",
      companyIndustry: "other",
      companyEmployees: "11-50",
      companyRevenue: "1m-10m",
      businessChallenges: challenges("other", 0, 1, 3),
      aiDepartments: ["marketing", "sales", "operations"],
      enterprisePlatforms: ["microsoft365"],
      aiExperience: "",
      ...overrides,
    }),
  );

const SOCIAL_SERVICES =
  /clients' case notes|settlement charity|Kids Help Phone|Trevor Project|routing people to the right help|Program Manager|Program Coordinator|a charity or non-profit/i;
const GENERIC_COMPANY = /gross margin|line of business|prospect lists|Apollo\.io|Head of Sales/i;

describe("a performing-arts organisation", () => {
  const orchestra = () =>
    company({
      companyName: "Harbour Symphony Orchestra",
      ...headOfficeAt("Halifax, Nova Scotia"),
      otherChallenge:
        "We are a registered charity and a professional orchestra. Our subscriptions fell from about 2,400 to 1,700 over three seasons, and our development team of two spends weeks writing grant reports.",
      aiExperience:
        "Our marketing manager uses Canva for posters and social posts. I tried ChatGPT for a donor letter.",
      aiToolsUsed: ["chatgpt", "other"],
      aiFriction:
        "Donors' information never leaves Tessitura. Our musicians are members of the AFM local and worry about recordings.",
      otherPlatforms: "Tessitura, Canva",
    });

  it("a Halifax orchestra reads as an orchestra, with its subscriptions, donors and grants", () => {
    const text = orchestra();
    expect(text).toMatch(/an orchestra with 11 – 50 employees/);
    expect(text).toMatch(/Subscription renewal letters and e-mails drafted by series/);
    expect(text).toMatch(/share of last season's subscribers who renew/);
    expect(text).toMatch(/Donor acknowledgement letters and stewardship reports/);
    expect(text).toMatch(/Grant applications and final reports to the Canada Council for the Arts/);
    expect(text).toMatch(/Director of Development/);
    expect(text).not.toMatch(SOCIAL_SERVICES);
    expect(text).not.toMatch(GENERIC_COMPANY);
  });

  it("names the CRA's receipts and T3010, CASL for ticket e-mails and the AFM agreement", () => {
    const text = orchestra();
    expect(text).toMatch(/Canada Revenue Agency's rules for registered charities/);
    expect(text).toMatch(/a statement that it is an official receipt for income tax purposes/);
    expect(text).toMatch(/T3010 information return within six months of the year end/);
    expect(text).toMatch(
      /exempts a registered charity's messages whose primary purpose is raising funds, never its ticket sales/,
    );
    expect(text).toMatch(/the AFM local \(the Canadian Federation of Musicians\)/);
    expect(text).toMatch(/AI-generated audio or voice made from their performances/);
    expect(text).toMatch(
      /PIPEDA reaches what it collects in commercial activity[^.]*not its core fundraising/,
    );
    expect(text).toMatch(/SOCAN licenses the music it performs/);
  });

  it("keeps donors' information in Tessitura, and Canva as the tool in use it is", () => {
    const text = orchestra();
    expect(text).toMatch(/none outside Tessitura, where it stays/);
    expect(text).toMatch(/Work the pilots' data inside Tessitura/);
    expect(text).not.toMatch(/Remove the obstacle/);
    expect(text).not.toMatch(/Connect the pilots to the data in Tessitura/);
    expect(text).toMatch(/Canva Magic Studio, already in use/);
    expect(text).not.toMatch(/next use cases[^.\n]*: [^;\n]*Canva Magic Studio \(design\)/);
    expect(text).not.toMatch(/Approve Canva Magic Studio/);
  });

  it("une compagnie de théâtre québécoise reads as a theatre company under Law 25 and the UDA", () => {
    const text = company({
      companyName: "Théâtre du Fleuve",
      executiveTitle: "Directrice générale",
      ...headOfficeAt("Québec, Québec"),
      otherChallenge:
        "Nous sommes un organisme de bienfaisance et une compagnie de théâtre de création. Nos abonnements de saison baissent et nos demandes au Conseil des arts et des lettres du Québec prennent des semaines.",
      aiFriction: "Nos comédiens craignent que l'IA imite leur voix.",
    });
    expect(text).toMatch(/a theatre company/);
    expect(text).toMatch(/the Union des artistes \(UDA\)/);
    expect(text).toMatch(/as amended by Law 25, reaches all of its donors'/);
    expect(text).not.toMatch(SOCIAL_SERVICES);
  });

  it("a repertory theatre is spoken of as a theatre, never an orchestra (review r24)", () => {
    const text = company({
      companyName: "Fernwood Repertory Theatre Society",
      ...headOfficeAt("Victoria, BC"),
      otherChallenge:
        "We are a registered charity and a repertory theatre. Subscribers fell from 3,050 to 2,140 in three seasons, and we write 11 grant applications a year.",
      aiFriction: "Our actors are under CAEA and our crew under IATSE.",
      otherPlatforms: "Spektrix, Canva",
    });
    expect(text).toMatch(/a theatre company/);
    expect(text).not.toMatch(
      /\bconcerts?\b|Music Director|\ban orchestra\b|musicians' (?:and|records)/,
    );
  });

  it.each([
    [
      "a company that sponsors the local symphony stays its own kind",
      {
        companyName: "Bluenose Marine Insurance Brokers Ltd.",
        companyIndustry: "financial-services" as const,
        businessChallenges: challenges("financial-services", 0, 1),
        ...headOfficeAt("Halifax, Nova Scotia"),
        otherChallenge:
          "We are an insurance brokerage. We proudly sponsor the local symphony orchestra's summer concerts.",
      },
    ],
    [
      "a software firm that orchestrates workflows is no orchestra",
      {
        companyName: "Flowline Systems Inc.",
        companyIndustry: "technology" as const,
        businessChallenges: challenges("technology", 0, 1),
        ...headOfficeAt("Waterloo, Ontario"),
        otherChallenge:
          "Our platform orchestrates workflows for logistics firms; orchestration of our subscribers' data pipelines is our product.",
      },
    ],
    [
      "a company under Other that sponsors a symphony is read by its own words",
      {
        companyName: "Harbourside Property Services Ltd.",
        ...headOfficeAt("Halifax, Nova Scotia"),
        otherChallenge:
          "We maintain 40 commercial buildings. Each year we sponsor the Halifax symphony's youth concerts.",
      },
    ],
  ])("%s", (_, answers: Partial<AssessmentInput>) => {
    expect(company(answers)).not.toMatch(
      /an orchestra|performing-arts|T3010|Canadian Federation of Musicians/,
    );
  });
});
