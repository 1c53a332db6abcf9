import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import {
  generateFollowUpQuestions,
  generateReport,
  generateRoadmap,
  recommendTools,
} from "./index";
import { inputFor } from "@/tests/helpers/test-personas";

/**
 * A kind of business inside a neighbouring industry's option reads its own words (issue 34,
 * review r9 class 4): a producer is no restaurant and a brewery no vineyard; a tour on the water
 * plans around sea conditions, not road, wildfire and ferry alerts.
 */

function read(overrides: Partial<AssessmentInput>): string {
  const input = inputFor(makeAnswers(overrides));
  return `${generateReport(input).markdownReport}\n${JSON.stringify(generateRoadmap(input))}`;
}

const FOOD = {
  companyIndustry: "food-services" as const,
  companyEmployees: "11-50" as const,
  companyRevenue: "1m-10m" as const,
  companyBusinessModel: "b2c" as const,
  enterprisePlatforms: ["none" as const],
  aiExperience: "",
  businessChallenges: [
    "controlling_food_and_labour_costs",
    "forecasting_demand_by_day_and_location",
    "managing_delivery_platforms_and_online_orders",
  ],
};

const VINEYARD = /Cabernet|Maule|veraison|each block's harvest|vineyard/i;
const RESTAURANT = /a restaurant\b|prime cost|diners|delivery platforms:|food invoices/i;

describe("a brewery, distillery or cidery under Food Services", () => {
  const producers: [string, Partial<AssessmentInput>, string][] = [
    [
      "a brewpub in Saskatoon that schedules in 7shifts",
      {
        companyName: "Prairie Hop Works",
        headOfficeLocation: "other",
        customLocation: "Saskatoon, Saskatchewan",
        otherChallenge:
          "We are a craft brewery with a taproom; we can in small batches and sell through SLGA stores.",
        otherPlatforms: "Square for the taproom, 7shifts for scheduling",
      },
      "a brewery",
    ],
    [
      "a distillery in Nova Scotia on Toast",
      {
        companyName: "Tidewater Spirits",
        headOfficeLocation: "other",
        customLocation: "Lunenburg, Nova Scotia",
        otherChallenge:
          "Our distillery makes gin and rye; the tasting room is busy in summer and empty in winter.",
        otherPlatforms: "Toast in the tasting room, QuickBooks",
      },
      "a distillery",
    ],
    [
      "a Québec cidery answering in French",
      {
        executiveName: "Mathieu Gagnon",
        executiveTitle: "Propriétaire",
        companyName: "Cidrerie des Trois Vergers",
        headOfficeLocation: "other",
        customLocation: "Rougemont, Québec",
        otherChallenge:
          "Nous sommes une cidrerie artisanale; nos ventes passent par la SAQ et notre boutique en ligne.",
        otherPlatforms: "Shopify, 7shifts pour les horaires",
      },
      "a cidery",
    ],
  ];

  it.each(producers)(
    "calls %s by its kind, with no restaurant or vineyard words",
    (_, own, noun) => {
      const text = read({ ...FOOD, ...own });
      expect(text).toContain(`, ${noun} with`);
      expect(text).not.toMatch(RESTAURANT);
      expect(text).not.toMatch(VINEYARD);
    },
  );

  it("keeps the harvest forecast for a winery, which has blocks to harvest", () => {
    const text = read({
      ...FOOD,
      companyName: "Golden Mile Cellars",
      headOfficeLocation: "interior",
      otherChallenge: "Our winery farms 20 hectares; harvest planning is guesswork every year.",
      otherPlatforms: "Commerce7 for the wine club, 7shifts",
    });
    expect(text).toContain(", a winery with");
    expect(text).toMatch(/each block's harvest/);
  });

  it("still reads a restaurant that schedules in 7shifts as a restaurant", () => {
    const text = read({
      ...FOOD,
      companyName: "Harbour Street Bistro",
      headOfficeLocation: "vancouver-island",
      otherChallenge: "Our restaurant loses money on slow Tuesday nights.",
      otherPlatforms: "TouchBistro, 7shifts",
    });
    expect(text).toContain(", a restaurant with");
  });
});

const TRAVEL = {
  companyIndustry: "travel-hospitality-tourism" as const,
  companyEmployees: "11-50" as const,
  companyRevenue: "1m-10m" as const,
  companyBusinessModel: "b2c" as const,
  enterprisePlatforms: ["none" as const],
  aiExperience: "",
};
const ROAD = /wildfire|ferry alerts|road, weather|crew-days/i;

describe("weather disruptions for a business on the water", () => {
  const onWater: [string, Partial<AssessmentInput>][] = [
    [
      "a sea-kayak outfitter in Haida Gwaii",
      {
        companyName: "Gwaii Paddle Co.",
        headOfficeLocation: "northern-bc",
        otherChallenge:
          "We guide multi-day kayak trips; storms cancel a quarter of departures in May and we lose the bookings.",
      },
    ],
    [
      "a fishing charter in Nova Scotia",
      {
        companyName: "South Shore Charters",
        headOfficeLocation: "other",
        customLocation: "Lunenburg, Nova Scotia",
        otherChallenge:
          "Our three boats lose about one day in four to weather in September, and cancelled guests rarely rebook.",
      },
    ],
    [
      "a whale-watching outfitter in Tadoussac answering in French",
      {
        executiveName: "Élise Tremblay",
        executiveTitle: "Directrice générale",
        companyName: "Croisières du Fjord",
        headOfficeLocation: "other",
        customLocation: "Tadoussac, Québec",
        otherChallenge:
          "Nos bateaux d'observation des baleines annulent souvent à cause de la météo. Weather cancellations cost us a fifth of June.",
      },
    ],
  ];

  it.each(onWater)("gives %s sea conditions, never road, wildfire or ferry alerts", (_, own) => {
    const text = read({ ...TRAVEL, ...own });
    expect(text).toMatch(/marine forecast/);
    expect(text).not.toMatch(ROAD);
  });

  it("keeps road and ferry alerts for a contractor on an island", () => {
    const text = read({
      companyIndustry: "other",
      companyEmployees: "11-50",
      companyName: "Saltspring Framing Ltd.",
      headOfficeLocation: "vancouver-island",
      aiExperience: "",
      otherChallenge: "Ferry cancellations and road closures wipe out crew days every winter.",
    });
    expect(text).toMatch(/ferry alerts/);
    expect(text).not.toMatch(/marine forecast/);
  });
});

describe("tools in place and where the data lives", () => {
  it.each([
    ["Mailchimp", "a gift shop in Halifax", "retail", "Shopify, Mailchimp for the newsletter"],
    [
      "Constant Contact",
      "a lodge in Jasper",
      "travel-hospitality-tourism",
      "Cloudbeds, Constant Contact",
    ],
    ["Cyberimpact", "une boutique à Québec", "retail", "Lightspeed, Cyberimpact pour l'infolettre"],
  ])("proposes no second e-mail service beside %s (%s)", (_service, _, industry, systems) => {
    const input = inputFor(
      makeAnswers({
        companyIndustry: industry as AssessmentInput["companyIndustry"],
        companyEmployees: "11-50",
        businessChallenges: [],
        otherChallenge:
          "Past customers rarely come back and our campaigns do not bring repeat visits.",
        otherPlatforms: systems,
        aiDepartments: ["marketing"],
      }),
    );
    const tools = recommendTools(input);
    expect(tools.map((t) => t.category)).not.toContain("Customer data and email marketing");
    expect(generateReport(input).markdownReport).not.toMatch(/Klaviyo/);
  });

  it("names 7shifts, already in use, for the shift pilot of a café and a brewery", () => {
    for (const name of ["Bean There Café", "Okanagan Ale Works"]) {
      const text = read({
        ...FOOD,
        companyName: name,
        businessChallenges: ["staffing_shifts_and_reducing_turnover"],
        otherPlatforms: "Square, 7shifts",
      });
      expect(text).not.toMatch(/shift swaps \(a tool to be chosen/);
      expect(text).toMatch(/7shifts, already in use/);
    }
    const without = read({
      ...FOOD,
      companyName: "Bean There Café",
      businessChallenges: ["staffing_shifts_and_reducing_turnover"],
      otherPlatforms: "Square",
    });
    expect(without).not.toMatch(/7shifts, already in use/);
  });

  it("never recommends two tools of the same kind, one 'another way' of the other", () => {
    for (const own of [
      {
        companyIndustry: "financial-services" as const,
        enterprisePlatforms: ["microsoft365" as const],
      },
      { companyIndustry: "real-estate" as const, enterprisePlatforms: ["microsoft365" as const] },
      {
        companyIndustry: "manufacturing" as const,
        enterprisePlatforms: ["none" as const],
      },
    ]) {
      const tools = recommendTools(inputFor(makeAnswers(own)));
      const report = JSON.stringify(tools);
      expect(report).not.toMatch(/another way/);
      const categories = tools.map((t) => t.category);
      expect(new Set(categories).size).toBe(categories.length);
    }
  });

  it.each([
    [
      "a veterinary clinic",
      "healthcare",
      "ezyVet for records and billing, Microsoft Teams",
      "ezyVet",
    ],
    ["a property manager", "real-estate", "Yardi Breeze for leases and rent", "Yardi Breeze"],
    [
      "un cabinet comptable",
      "financial-services",
      "Acomba pour la comptabilité des clients",
      "Acomba",
    ],
  ])("asks first whether the system %s listed holds the data", (_, industry, systems, product) => {
    const input = inputFor(
      makeAnswers({
        companyIndustry: industry as AssessmentInput["companyIndustry"],
        enterprisePlatforms: ["microsoft365"],
        otherPlatforms: systems,
      }),
    );
    const { q2Followup } = generateFollowUpQuestions(input);
    expect(q2Followup).toContain(product);
    expect(q2Followup.indexOf(product)).toBeLessThan(q2Followup.indexOf("Microsoft 365"));
  });

  it("asks about the platform alone when no other system is listed", () => {
    const input = inputFor(
      makeAnswers({ enterprisePlatforms: ["microsoft365"], otherPlatforms: "" }),
    );
    expect(generateFollowUpQuestions(input).q2Followup).toMatch(
      /^Does Microsoft 365 hold the data/,
    );
  });
});

describe("words of a neighbouring trade in tenders and privacy", () => {
  it.each([
    [
      "a consulting engineering firm",
      "consulting",
      "RFP responses eat 40% of our senior engineers' time.",
    ],
    [
      "an architecture practice",
      "consulting",
      "We lose weeks preparing municipal RFP submissions.",
    ],
    [
      "un bureau d'études",
      "consulting",
      "Nos réponses aux appels d'offres publics prennent des semaines.",
    ],
  ])("gives %s no contractor's unit rates or estimator", (_, industry, otherChallenge) => {
    const text = read({
      companyIndustry: industry as AssessmentInput["companyIndustry"],
      companyEmployees: "51-200",
      aiExperience: "",
      otherChallenge,
    });
    expect(text).toMatch(/tender's requirements/);
    expect(text).not.toMatch(/unit rates|estimator to finish/);
  });

  it.each([
    ["a dental group in Surrey", "Lakeview Dental Group", "lower-mainland"],
    ["a physiotherapy clinic in Regina", "Wascana Physiotherapy", "other"],
    ["une clinique de Sherbrooke", "Clinique médicale des Cantons", "other"],
  ])("gives %s no software company's compliance evidence for privacy", (_, companyName, where) => {
    const text = read({
      companyIndustry: "healthcare",
      companyEmployees: "11-50",
      companyName,
      headOfficeLocation: where as AssessmentInput["headOfficeLocation"],
      aiExperience: "",
      aiDepartments: ["operations"],
      businessChallenges: ["protecting_patient_privacy_and_data_security"],
    });
    expect(text).not.toMatch(/continuous security monitoring|compliance evidence/i);
  });
});
