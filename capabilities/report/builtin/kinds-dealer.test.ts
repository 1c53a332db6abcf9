import type { AssessmentInput } from "@/model/assessment/schemas";
import { headOfficeAt, proseOf } from "@/tests/helpers/test-personas";

/**
 * A farm or heavy equipment dealer under Retail (issue 34, round 18: a dealer group read as a
 * mall retailer, with foot-traffic scheduling, personalisation, shrink across stores and door
 * counts). It reads as a dealer: its parts counter and fill rate, its service shop's billed
 * hours, its used equipment ageing on the lot. Its branches make no store chain.
 */

const quiet: Partial<AssessmentInput> = {
  executiveTitle: "Président",
  companyEmployees: "51-200",
  companyIndustry: "retail",
  businessChallenges: [
    "forecasting_demand_and_avoiding_stockouts",
    "reducing_returns_and_shrinkage",
    "scheduling_staff_to_match_store_traffic",
  ],
  aiFriction: "",
  aiExperience: "",
  otherPlatforms: "",
  orgAiElements: [],
};

const MALL =
  /Traffic-based workforce scheduling|Personalization and recommendations|door-counter|door counts?|foot traffic|shrink patterns across stores|Hourly sales/i;

describe("an equipment dealer", () => {
  let prose: string;
  beforeAll(() => {
    prose = proseOf({
      ...quiet,
      companyName: "Machinerie Bois-Francs inc.",
      ...headOfficeAt("Victoriaville, Québec"),
      otherChallenge:
        "Nous sommes concessionnaire de machinerie agricole avec quatre magasins au Centre-du-Québec; au printemps, le comptoir de pièces manque des pièces de semoir et nos tracteurs d'occasion restent des mois sur le terrain.",
    });
  });

  it("a Québec tractor dealer writing in French reads as a farm equipment dealer", () => {
    expect(prose).toMatch(/a farm equipment dealer/);
    expect(prose).toMatch(/Parts stocked from the machines in the territory and the season ahead/);
    expect(prose).toMatch(/parts fill rate: lines filled from branch stock on the day asked/);
    expect(prose).toMatch(/less used-equipment value over 180 days in stock/);
    expect(prose).toMatch(/technician hours billed against hours paid/);
  });

  it("hears nothing of a mall retailer's template, its stores notwithstanding", () => {
    expect(prose.match(new RegExp(`.{0,60}(?:${MALL.source}).{0,30}`, "gi"))).toBeNull();
    expect(prose).not.toMatch(/a retailer\b|a car dealership/);
  });

  it("a contractor that runs heavy equipment is no dealer", () => {
    const contractor = proseOf({
      ...quiet,
      executiveTitle: "President",
      companyIndustry: "other",
      companyName: "Kettle River Earthworks Ltd.",
      ...headOfficeAt("Grand Forks, British Columbia"),
      businessChallenges: ["improving_operational_efficiency"],
      otherChallenge:
        "Our 40 heavy equipment operators move between six sites, and our farm equipment sits idle in winter.",
    });
    expect(contractor).not.toMatch(/an? (?:farm |heavy )?equipment dealer/);
  });
});
