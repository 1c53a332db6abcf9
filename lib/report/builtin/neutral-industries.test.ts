import { challengesFor } from "@/lib/assessment/challenges";
import { industryOptions, type Industry } from "@/lib/assessment/options";
import type { AssessmentInput } from "@/lib/assessment/schemas";
import { professions } from "@/lib/report/content/professions";
import { proseOf } from "./test-personas";

/**
 * An industry option alone shows no profession (issue 34): a company whose answers name none
 * reads words true of any business under its option, never those of the one kind of business
 * the option's template assumed (a brokerage, a restaurant chain, a chain store, a software
 * product company, a maker of parts). Each industry against every challenge that shows no
 * profession (delivery platforms show a restaurant: professions.ts).
 */

const PROFESSION_CHALLENGES = new Set(professions.flatMap((p) => p.challenges ?? []));

const PROFESSION_ONLY: Record<Industry, RegExp> = {
  technology:
    /product documentation|product usage|VP Engineering|engineering candidates|plan terms|\bsprint/,
  "financial-services": /Managing Broker|\bdiners\b/,
  healthcare: /\bnurses?\b|Managing Broker/,
  manufacturing: /part numbers|good parts|by part and customer|every part on the line|tolerance/,
  retail: /shoppers|loyalty profiles|apparel retailer|three stores|pilot stores|Store-level/,
  consulting: /Managing Broker|\bdiners\b|VP Engineering/,
  "real-estate":
    /\bbuyers\b|\bsellers\b|Managing Broker|square footage|listing alerts|brokerages and their agents|brokerage's/,
  education: /Managing Broker|\bdiners\b/,
  "food-services":
    /\bdiners\b|Front-of-House Manager|front-of-house candidates|Multi-location|forecast covers|[Rr]estaurants and food businesses/,
  "travel-hospitality-tourism": /Managing Broker|\bdiners\b|VP Engineering/,
  other: /Managing Broker|\bdiners\b|VP Engineering/,
};

const company = (industry: Industry, businessChallenges: string[]): Partial<AssessmentInput> => ({
  companyName: "Harbour Ltd.",
  executiveTitle: "Owner",
  companyIndustry: industry,
  companyEmployees: "11-50",
  companyRevenue: "1m-10m",
  officeExpansion: ["only-bc"],
  businessChallenges,
  otherChallenge: "",
  aiFriction: "",
  aiExperience: "",
  otherPlatforms: "",
});

describe.each(industryOptions.map((o) => o.value))(
  "a %s company with no profession shown",
  (industry) => {
    const slugs = challengesFor(industry)
      .map((c) => c.value)
      .filter((slug) => !PROFESSION_CHALLENGES.has(slug));
    const pairs = [0, 2, 4].map((i) => slugs.slice(i, i + 2)).filter((p) => p.length);

    it.each(pairs.map((p) => [p.join(" and "), p]))(
      "choosing %s reads no one profession's words",
      (_, pair) => {
        const prose = proseOf(company(industry, pair as string[]));
        expect(
          prose.match(new RegExp(`.{60}(?:${PROFESSION_ONLY[industry].source}).{30}`, "g")),
        ).toBeNull();
      },
    );
  },
);

describe("a profession the answers show keeps its own words", () => {
  it("gives a restaurant its diners, and a café under the same option customers", () => {
    const base = company(
      "food-services",
      challengesFor("food-services")
        .slice(0, 2)
        .map((c) => c.value),
    );
    const restaurant = proseOf({
      ...base,
      companyName: "Harbour Bistro",
      aiDepartments: ["marketing", "operations"],
    });
    const cafe = proseOf({
      ...base,
      companyName: "Harbour Bread Co.",
      aiDepartments: ["marketing", "operations"],
    });
    expect(restaurant).toMatch(/\bdiners\b/);
    expect(cafe).not.toMatch(/\bdiners\b/);
  });
});
