import { challengesFor } from "@/model/assessment/challenges";
import { industryOptions, type Industry } from "@/model/assessment/options";
import type { AssessmentInput } from "@/model/assessment/schemas";
import { professions } from "@/capabilities/report/content/professions";
import { CLINIC_CHALLENGES } from "./settings-shown";
import { proseOf } from "@/tests/helpers/test-personas";

/**
 * An industry option alone shows no profession (issue 34): a company whose answers name none
 * reads words true of any business under its option, never those of the one kind of business
 * the option's template assumed (a brokerage, a restaurant chain, a chain store, a software
 * product company, a maker of parts, a clinic that sees patients, a K-12 school). Each industry against every challenge that shows no
 * profession (delivery platforms show a restaurant: professions.ts).
 */

// A patient challenge shows a clinic as a profession's shows it (settings-shown.ts).
const PROFESSION_CHALLENGES = new Set([
  ...professions.flatMap((p) => p.challenges ?? []),
  ...CLINIC_CHALLENGES,
]);

const PROFESSION_ONLY: Record<Industry, RegExp> = {
  technology:
    /product documentation|product usage|VP Engineering|engineering candidates|plan terms|\bsprint/,
  "financial-services": /Managing Broker|\bdiners\b/,
  healthcare:
    /\bnurses?\b|Managing Broker|[Pp]atient charts|appointment notes|[Aa]mbient|listens to the visit|no-shows?|clinic(?:s|al)?\b|clinicians?|colleges that license|E-Health Act|private clinics|to patients|Patient Services|visit notes|\bEMR\b|after-hours charting/,
  manufacturing: /part numbers|good parts|by part and customer|every part on the line|tolerance/,
  retail: /shoppers|loyalty profiles|apparel retailer|three stores|pilot stores|Store-level/,
  consulting: /Managing Broker|\bdiners\b|VP Engineering/,
  "real-estate":
    /\bbuyers\b|\bsellers\b|Managing Broker|square footage|listing alerts|brokerages and their agents|brokerage's/,
  education:
    /Managing Broker|\bdiners\b|report cards?|family contact|students and parents|campaigns to families|purposes families|head of school|[Ll]esson plans?|school day|independent school|public board|Vice-Principal|teaches minors|[Ss]chool-wide/,
  "food-services":
    /\bdiners\b|Front-of-House Manager|front-of-house candidates|Multi-location|forecast covers|[Rr]estaurants and food businesses/,
  "travel-hospitality-tourism": /Managing Broker|\bdiners\b|VP Engineering/,
  other:
    /Managing Broker|\bdiners\b|VP Engineering|[Pp]atients?\b|clinicians?|report cards?|students and parents|quote or tender/,
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

describe("a clinic or a school the answers show keeps its own words", () => {
  const health = company("healthcare", [
    "improving_billing_accuracy_and_claim_approvals",
    "addressing_staff_shortages_and_burnout",
  ]);

  it("gives a clinic its patients and clinicians' colleges, and a lab under the same option neither", () => {
    const clinic = proseOf({
      ...health,
      otherChallenge: "Our clinic's front desk spends hours on insurance forms.",
    });
    const lab = proseOf({
      ...health,
      otherChallenge: "Our lab's technicians spend hours on insurance forms.",
    });
    expect(clinic).toMatch(/patient charts/i);
    expect(clinic).toMatch(/colleges that license your clinicians/);
    expect(lab).not.toMatch(/patient charts|colleges that license|to the visit/i);
    expect(lab).toMatch(/Health Canada regulates drugs and medical devices/);
  });

  it("gives a K-12 school its families, and a career college under the same option students", () => {
    const base = company("education", [
      "reducing_teacher_workload_and_burnout",
      "stretching_limited_budgets_and_funding",
    ]);
    const school = proseOf({
      ...base,
      companyName: "Harbour Elementary",
      otherChallenge: "Our teachers spend their evenings marking.",
    });
    const college = proseOf({
      ...base,
      companyName: "Harbour Career College",
      otherChallenge: "Our teachers spend their evenings marking.",
    });
    expect(school).toMatch(/family contact details|campaigns to families/);
    expect(school).toMatch(/independent school/);
    expect(college).not.toMatch(/family contact details|campaigns to families|independent school/);
    expect(college).toMatch(
      /students'? and applicants'? records|student records, grades and contact details/i,
    );
  });
});
