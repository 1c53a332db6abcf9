import type { AssessmentInput } from "@/model/assessment/schemas";
import { challenges, headOfficeAt, proseOf } from "@/tests/helpers/test-personas";

/**
 * A company whose answers show no kind of business, under an option whose own words are one
 * kind's (issue 34): Real Estate's are a brokerage's or a landlord's, Retail's a chain's. It reads
 * the industry in general terms, its regulator named generally, and no guess; a company whose
 * answers show the usual kind reads the option's words as before.
 */

const quiet: Partial<AssessmentInput> = {
  executiveTitle: "Owner",
  companyEmployees: "1-10",
  companyRevenue: "1m-10m",
  aiFriction: "",
  aiExperience: "",
  otherPlatforms: "",
  orgAiElements: [],
};

const LANDLORD_OR_BROKER =
  /\btenants?\b|\bleases?\b|\blandlords?\b|Residential Tenanc|Landlord and Tenant|\blistings\b|\bagents\b|Property Manager|RealPage|Zillow|Matterport|locataires?|\bbaux\b/i;

const CHAIN =
  /top 100 products|store by store|across stores|every store|Forecasts by store|Morrisons|Walmart|Starbucks|Amazon|Director of Store Operations|Head of Merchandise Planning/;

const matches = (prose: string, wrong: RegExp) =>
  prose.match(new RegExp(`.{0,60}(?:${wrong.source}).{0,30}`, wrong.flags + "g"));

describe("a real estate business whose kind the answers do not show", () => {
  const parking = proseOf({
    ...quiet,
    companyName: "Bow River Parking Ltd.",
    companyIndustry: "real-estate",
    ...headOfficeAt("Calgary, Alberta"),
    businessChallenges: challenges("real-estate", 0, 4),
    otherChallenge: "Our monthly permit holders e-mail us the same questions every week.",
  });
  const quebec = proseOf({
    ...quiet,
    executiveTitle: "Propriétaire",
    companyName: "Stationnements Boréal inc.",
    companyIndustry: "real-estate",
    ...headOfficeAt("Laval, Québec"),
    businessChallenges: challenges("real-estate", 0, 4),
    otherChallenge: "Nos clients mensuels nous écrivent chaque semaine les mêmes questions.",
    aiFriction: "Nous n'avons pas le temps d'apprendre de nouveaux outils.",
  });

  it.each([
    ["in English", parking, /Real Estate Council of Alberta \(RECA\)/],
    ["in French", quebec, /OACIQ/],
  ])(
    "reads the industry generally %s, its regulator only where its work is licensed",
    (_, prose, regulator) => {
      expect(matches(prose, LANDLORD_OR_BROKER)).toBeNull();
      expect(prose).toMatch(/a real estate business/);
      expect(prose).toMatch(regulator);
      expect(prose).toMatch(/where the work is licensed|where the work .{0,40} needs a licence/);
    },
  );

  it("still reads a brokerage its agents and listings, shown by its words", () => {
    const brokerage = proseOf({
      ...quiet,
      companyName: "Okanagan Lakeview Realty",
      executiveTitle: "Managing Broker",
      companyIndustry: "real-estate",
      headOfficeLocation: "interior",
      businessChallenges: challenges("real-estate", 0, 3),
      otherChallenge: "Our agents re-type the same listing details into three websites.",
    });
    expect(brokerage).toMatch(/a real estate brokerage/);
    expect(brokerage).toMatch(/BC Financial Services Authority/);
  });
});

describe("a retailer whose answers show no chain of stores", () => {
  const bikes = proseOf({
    ...quiet,
    companyName: "Spoke & Gear Cycles",
    companyIndustry: "retail",
    headOfficeLocation: "interior",
    businessChallenges: challenges("retail", 0, 1, 3),
    otherChallenge: "Every spring we run out of the popular sizes within three weeks.",
  });
  const gifts = proseOf({
    ...quiet,
    executiveTitle: "Propriétaire",
    companyName: "Boutique Le Grenier",
    companyIndustry: "retail",
    ...headOfficeAt("Sherbrooke, Québec"),
    businessChallenges: challenges("retail", 0, 1, 3),
    otherChallenge: "Avant Noël, nous manquons des articles populaires et jetons des invendus.",
  });

  it.each([
    ["in English", bikes],
    ["in French", gifts],
  ])("reads no chain's forecasts, stores or cases %s", (_, prose) => {
    expect(matches(prose, CHAIN)).toBeNull();
    expect(prose).toMatch(/a retailer/);
    expect(prose).toMatch(/best-selling items were sold out/);
  });

  it("reads a chain its stores where its words show them", () => {
    const chain = proseOf({
      ...quiet,
      companyEmployees: "51-200",
      companyName: "Summit Outdoor Supply",
      companyIndustry: "retail",
      headOfficeLocation: "interior",
      businessChallenges: challenges("retail", 0, 1, 3),
      otherChallenge: "Our 12 stores each run out of the popular sizes within three weeks.",
    });
    expect(chain).toMatch(/top 100 products/);
  });
});
