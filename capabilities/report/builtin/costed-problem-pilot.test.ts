import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { inputFor } from "@/tests/helpers/test-personas";
import { generateReport, generateRoadmap } from "./documents";

/**
 * Review r19 class 1: a problem the executive puts a sum of money on, which no pilot type reads,
 * becomes a pilot of its own (its work in their words, run in the system they named, measured by
 * their figures), never a template step to measure it first.
 */

const documents = (overrides: Partial<AssessmentInput>) => {
  const input = inputFor(
    makeAnswers({
      orgPosture: "exploring",
      orgAiElements: ["none_yet"],
      aiFriction: "",
      aiExperience: "",
      otherPlatforms: "",
      ...overrides,
    }),
  );
  const { reportData, markdownReport } = generateReport(input);
  return { brief: reportData.brief!, markdown: markdownReport, roadmap: generateRoadmap(input) };
};
type Documents = ReturnType<typeof documents>;
const firstPilot = (d: Documents) => d.brief.decisions[1]!;
const recommendation = (d: Documents, title: RegExp) =>
  d.roadmap.recommendations.find((r) => title.test(r.title));

const TEMPLATE = /Measure your own problem before any pilot|the first step is to have/i;

describe("a costed problem no pilot type reads is a pilot of its own", () => {
  it("a refrigerated carrier's claims run in the telematics it named, measured in its dollars", () => {
    const d = documents({
      companyName: "Polar Haul Refrigerated Transport Ltd.",
      companyIndustry: "other",
      companyEmployees: "51-200",
      businessChallenges: ["managing_costs_and_protecting_margins"],
      otherChallenge:
        "Temperature-excursion claims cost us about $400k a year; our trailers run Carrier Lynx telematics.",
    });
    expect(firstPilot(d)).toMatch(
      /^Start with temperature-excursion claims as the first pilot in or beside Carrier Lynx/,
    );
    expect(firstPilot(d)).toContain("“about $400k a year”");
    expect(d.markdown).not.toMatch(TEMPLATE);
    expect(d.markdown).not.toMatch(/Samsara/);
    const pilot = recommendation(d, /temperature-excursion claims/);
    expect(pilot?.description).toContain("It runs in or beside Carrier Lynx, already in use");
    expect(pilot?.description).toContain(
      "target: what temperature-excursion claims cost down by at least a fifth from “about $400k a year”",
    );
  });

  it("penalties in contracts, worded as last year's, in another province", () => {
    const d = documents({
      companyName: "Lakeshore Student Transportation Inc.",
      companyIndustry: "other",
      headOfficeLocation: "other",
      customLocation: "Kingston, Ontario",
      officeExpansion: ["only-bc"],
      companyEmployees: "51-200",
      businessChallenges: ["improving_the_customer_experience"],
      otherChallenge: "Late-delivery penalties in our school-board contracts cost $180k last year.",
    });
    expect(firstPilot(d)).toMatch(
      /^Start with late-delivery penalties in your school-board contracts as the first pilot/,
    );
    expect(firstPilot(d)).toContain("(“$180k last year”)");
    expect(d.markdown).not.toMatch(TEMPLATE);
    expect(d.markdown).toMatch(
      /Prepare the first pilot on late-delivery penalties in your school-board contracts/,
    );
  });

  it("a dealer's stock on the lot is measured in its days and the money tied up", () => {
    const d = documents({
      companyName: "Prairie Equipment Sales Ltd.",
      companyIndustry: "retail",
      headOfficeLocation: "other",
      customLocation: "Red Deer, Alberta",
      companyEmployees: "11-50",
      businessChallenges: ["forecasting_demand_and_avoiding_stockouts"],
      otherChallenge: "Used equipment sits 210 days on the lot on average, tying up $6M.",
    });
    expect(firstPilot(d)).toMatch(/^Start with used equipment on the lot as the first pilot/);
    expect(firstPilot(d)).toContain(
      "the time used equipment spends on the lot (210 days today) and the money tied up (“$6M” today)",
    );
    expect(d.markdown).not.toMatch(TEMPLATE);
    expect(d.markdown).not.toMatch(/“\$6M” for a period to confirm/);
  });

  it("money lost on work named after the sum, in a system the company lists", () => {
    const d = documents({
      companyName: "Fraser Valley Produce Co.",
      companyIndustry: "food-services",
      companyEmployees: "11-50",
      otherPlatforms: "Shopify for online orders, QuickBooks",
      otherChallenge:
        "We lose roughly $90,000 a year on spoiled produce returns from Shopify orders.",
    });
    expect(d.markdown).toMatch(
      /the pilot on spoiled produce returns from Shopify orders in or beside Shopify/,
    );
    expect(d.markdown).toContain("“roughly $90,000 a year”");
    expect(d.markdown).not.toMatch(TEMPLATE);
  });

  it("money lost to the weather stays a problem to scope, no pilot on it", () => {
    const d = documents({
      companyName: "Okanagan Orchard Packers Ltd.",
      companyIndustry: "other",
      companyEmployees: "11-50",
      otherChallenge: "Hail last July cost us about $75,000 in bruised fruit.",
    });
    expect(d.markdown).not.toMatch(/the pilot on bruised fruit/);
  });
});

// Review r20 class 3: days and money the executive already counted are the baseline, never a
// problem to log "each time it happens for two weeks" again.
describe("a problem the executive already costed is not logged again", () => {
  it.each([
    [
      "Last season we lost 18 harvest days to rain, about $1.2 million in peat we could not harvest.",
      ["18 harvest days", "about $1.2 million"],
    ],
    ["We turned away about $180,000 of roofing work last year.", ["about $180,000"]],
  ])("%s", (otherChallenge, figures) => {
    const { markdown } = documents({
      companyIndustry: "other",
      companyEmployees: "51-200",
      businessChallenges: ["managing_costs_and_protecting_margins"],
      otherChallenge,
    });
    expect(markdown).not.toMatch(/log each time it happens/);
    for (const figure of figures) expect(markdown).toContain(`“${figure}”`);
  });
});

describe("a cost the customer bears (review r26)", () => {
  it("is no cost of the business's own to bring down, nor a baseline", () => {
    const d = documents({
      companyIndustry: "retail",
      otherChallenge:
        "Parts counter staff spend roughly half the day on the phone looking up part numbers, and a combine down in harvest costs the farmer $1,000+ an hour.",
    });
    const all = JSON.stringify(d);
    expect(all).not.toMatch(/Bring down|down by at least a fifth from “\$1,000/);
    expect(all).not.toMatch(/“\$1,000” for a period to confirm/);
  });
});
