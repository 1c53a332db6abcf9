import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { inputFor } from "@/tests/helpers/test-personas";
import { generateReport, generateRoadmap } from "./documents";
import { namedPeopleOf } from "./named-people";

/**
 * Round 12 (issue 34): the people the executive names with their work own the pilots on it
 * ("quotes are done by Priyanka", "estimating takes Dmitri three days", "notre responsable
 * marketing, Mélanie", "our drafting lead Keiko"), no one is named in IT where the answers show
 * no IT, no template title carries the executive's own rank, and the executive of a firm of
 * thirty does not own every pilot.
 */

const read = (aiFriction: string) =>
  namedPeopleOf(makeAnswers({ aiFriction, aiExperience: "", otherChallenge: "" })).map((p) => [
    p.label,
    [...p.areas].sort(),
  ]);

describe("people named by the work said before them", () => {
  it.each([
    [
      "Catering quotes for the Lakeview Hall are all done by Priyanka over email.",
      [["Priyanka (handles catering quotes)", ["sales"]]],
    ],
    [
      "Estimating roof replacements for the North Shore and West Van takes Dmitri three full days each.",
      [["Dmitri (handles estimating roof replacements)", ["sales"]]],
    ],
    [
      "Notre responsable marketing, Mélanie, prépare l'infolettre.",
      [["Mélanie (marketing manager)", ["marketing"]]],
    ],
    ["Les soumissions sont préparées par Julie.", [["Julie (gère les soumissions)", ["sales"]]]],
    ["Marketing is Anika.", [["Anika (handles marketing)", ["marketing"]]]],
    ["Our drafting lead Keiko runs the plan checks.", [["Keiko (drafting lead)", ["drafting"]]]],
  ])("reads %j", (words, expected) =>
    expect(read(words)).toEqual(expected.map(([l, a]) => [l, [...a].sort()])),
  );

  it.each([
    "Payroll is handled by Ceridian.",
    "Our busiest month is June.",
    "Bookings are handled by Square.",
    "The quote takes Kelowna customers two days to get.",
  ])("names nobody in %j", (words) => expect(read(words)).toEqual([]));
});

const textOf = (answers: AssessmentInput) => {
  const input = inputFor(answers);
  return `${generateReport(input).markdownReport}\n${JSON.stringify(generateRoadmap(input))}`;
};

describe("a Kelowna banquet hall whose catering quotes Priyanka writes", () => {
  const text = textOf(
    makeAnswers({
      companyName: "Lakeview Hall & Catering",
      executiveTitle: "Owner",
      companyIndustry: "food-services",
      companyEmployees: "51-200",
      businessChallenges: ["controlling_food_and_labour_costs", "reducing_food_waste_and_spoilage"],
      otherChallenge:
        "Wedding and corporate catering quotes are all done by Priyanka by email, and we lose events because a quote takes 4 days.",
      aiFriction: "Nobody has time to learn new software.",
      otherPlatforms: "Google Workspace",
    }),
  );

  it("has Priyanka own the quoting pilot, never someone still to be named in sales", () => {
    expect(text).toMatch(/owned by Priyanka \(handles wedding and corporate catering quotes\)/);
    expect(text).not.toContain("a person you appoint in sales");
  });

  it("names no one in IT where the answers show no IT", () =>
    expect(text).not.toContain("a person you appoint in IT"));
});

describe("a Quebec garden centre whose marketing is Mélanie", () => {
  const text = textOf(
    makeAnswers({
      companyName: "Jardins Boréal",
      executiveTitle: "Président",
      companyIndustry: "retail",
      companyEmployees: "51-200",
      headOfficeLocation: "other",
      customLocation: "Sherbrooke, Québec",
      businessChallenges: [
        "personalising_the_shopping_experience",
        "rising_customer_acquisition_costs",
      ],
      aiExperience: "Notre responsable marketing, Mélanie, utilise ChatGPT pour l'infolettre.",
      aiFriction: "Nos employés sont débordés au printemps.",
      enterprisePlatforms: ["microsoft365"],
    }),
  );

  it("has Mélanie own the marketing pilots, never someone still to be named in marketing", () => {
    expect(text).toContain("Mélanie (marketing manager)");
    expect(text).not.toContain("a person you appoint in marketing");
  });
});

describe("a Kamloops civil engineering firm whose drafting lead is Keiko", () => {
  const text = textOf(
    makeAnswers({
      companyName: "Thompson Valley Civil Engineering",
      executiveTitle: "Principal, P.Eng.",
      otherPlatforms: "AutoCAD Civil 3D, Bluebeam",
      companyIndustry: "consulting",
      companyEmployees: "11-50",
      companyRevenue: "1m-10m",
      businessChallenges: [
        "producing_proposals_and_reports_faster",
        "developing_junior_consultants_quickly",
      ],
      otherChallenge: "Our drafting backlog for site plans is 2 weeks.",
      aiExperience: "Our drafting lead Keiko tried Copilot for meeting notes.",
      aiFriction: "Our IT contractor comes in once a month.",
      enterprisePlatforms: ["microsoft365"],
    }),
  );

  it("has Keiko own the drafting pilot", () =>
    expect(text).toMatch(/Keiko \(drafting lead\) owns it\b/));

  it("names no template title with the executive's own rank", () =>
    expect(text).not.toMatch(/\bPrincipal (?:Engineer|Consultant|Architect)\b/));
});

describe("a Victoria collection agency of thirty whose executive names no one", () => {
  const agency = inputFor(
    makeAnswers({
      companyName: "Harbour Credit Recoveries",
      executiveTitle: "CEO",
      companyIndustry: "financial-services",
      companyEmployees: "11-50",
      companyRevenue: "1m-10m",
      businessChallenges: [
        "keeping_pace_with_regulatory_reporting_requirements",
        "modernising_legacy_core_systems",
        "improving_credit_and_risk_decisions",
      ],
      orgAiElements: ["ai_policy", "dept_pilots", "dedicated_budget"],
      orgPosture: "activating",
      aiFriction: "Our collectors are busy.",
    }),
  );
  const roadmap = generateRoadmap(agency);
  const report = generateReport(agency).markdownReport;

  it("leaves the executive one pilot and has them name the others' owners", () => {
    expect(report).not.toMatch(/reviewed by its owner: you\n/);
    const pilots = roadmap.recommendations.filter((r) => /^Answers “/.test(r.description));
    expect(pilots.filter((r) => r.owner === "CEO").length).toBeLessThanOrEqual(1);
  });
});
