import { generateReport, generateRoadmap } from "@/capabilities/report/builtin";
import { buildContext } from "@/capabilities/report/builtin/context";
import type { GenerationInput } from "@/capabilities/report/generation-input";
import type { AssessmentInput } from "@/model/assessment/schemas";
import { inputFor } from "@/tests/helpers/test-personas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { auditInput } from "./audit-input";
import { auditPersonas } from "./personas";
import { randomInput } from "./random-assessments";
import { regulatorPersonas } from "./regulator-personas";
import { kindWordViolations } from "./kind-words-rules";
import { isProse, strings } from "./rules";

/** A kind's own vocabulary never reaches the report of a company whose answers show another kind. */

function violations(input: GenerationInput, planted = "") {
  const reportData = generateReport(input).reportData;
  const edited = { ...reportData, executiveSummary: `${reportData.executiveSummary} ${planted}` };
  const prose = [...strings(edited, "report"), ...strings(generateRoadmap(input), "roadmap")];
  return kindWordViolations(
    buildContext(input),
    prose.filter((s) => isProse(s.path)),
  ).map((v) => `${v.rule}: ${v.detail}`);
}

const funeralHome: Partial<AssessmentInput> = {
  executiveTitle: "Owner and Funeral Director",
  companyName: "Prairie Rose Funeral Chapel",
  companyIndustry: "other",
  companyEmployees: "11-50",
  headOfficeLocation: "other",
  customLocation: "Regina, Saskatchewan",
  otherChallenge: "Margins are thin and every new subscription has to be justified.",
};

const bakery: Partial<AssessmentInput> = {
  executiveTitle: "Owner",
  companyName: "Stone Oven Bakery",
  companyIndustry: "food-services",
  companyEmployees: "11-50",
  otherChallenge: "Flour and butter prices change every month and our costing falls behind.",
};

it("flags a recipe planted in a funeral home's report, and not in a bakery's", () => {
  const planted = "Have an assistant flag the items whose cost moved enough to change a recipe.";
  expect(violations(inputFor(makeAnswers(funeralHome)), planted).join("\n")).toMatch(
    /a kitchen's words for another kind of business: .*recipe \(funeral-home\)/,
  );
  expect(violations(inputFor(makeAnswers(bakery)), planted)).toEqual([]);
});

it("flags a clinic's access measure planted in a pharmacy's report, and not in a clinic's", () => {
  const planted = "Measure the days to the third next available appointment.";
  const pharmacy = { companyIndustry: "healthcare", companyName: "Westgate Drug Mart" } as const;
  expect(violations(inputFor(makeAnswers(pharmacy)), planted).join("\n")).toMatch(
    /a clinic's access measure for another kind of business: .*third next available \(pharmacy\)/,
  );
  const clinic = {
    companyIndustry: "healthcare",
    companyName: "Northside Medical Clinic",
  } as const;
  expect(violations(inputFor(makeAnswers(clinic)), planted)).toEqual([]);
});

it("finds no other kind's words in the audit and regulator personas' documents", () => {
  for (const persona of [...auditPersonas, ...regulatorPersonas])
    expect([persona.key, violations(auditInput(persona))]).toEqual([persona.key, []]);
});

it("finds no other kind's words in 300 random assessments", () => {
  const found = Array.from({ length: 300 }, (_, i) =>
    violations(randomInput(i + 1)).map((v) => `seed ${i + 1}: ${v}`),
  ).flat();
  expect(found.slice(0, 10)).toEqual([]);
});

it("flags a seafood plant's words in a maple producer's report, for any kind with its own words", () => {
  const maple: Partial<AssessmentInput> = {
    companyName: "Érablière du Rang 4",
    companyIndustry: "manufacturing",
    otherChallenge: "We bottle maple syrup from 80 sugar bushes and plan the year on guesswork.",
  };
  const seafood: Partial<AssessmentInput> = {
    companyName: "Lunenburg Seafood Packers",
    companyIndustry: "manufacturing",
    otherChallenge: "We process lobster and scallops and plan production week by week.",
  };
  const planted = "Plan production around the catch and the season's landings.";
  expect(violations(inputFor(makeAnswers(maple)), planted).join("\n")).toMatch(
    /another kind's own words: .*the catch \(a seafood processor's, in a maple syrup producer's report\)/,
  );
  expect(violations(inputFor(makeAnswers(maple)))).toEqual([]);
  expect(violations(inputFor(makeAnswers(seafood)), planted)).toEqual([]);
});
