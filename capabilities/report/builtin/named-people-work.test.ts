import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { inputFor } from "@/tests/helpers/test-personas";
import { generateReport, generateRoadmap } from "./documents";
import { systemsListed } from "./free-text";
import { namedPeopleOf } from "./named-people";

/**
 * Round 10 (issue 34): people named by what they do ("Marisol runs ops", "Nadia gère les
 * réservations") own that area's work, and the people named in the systems answer are no
 * systems ("Sam, our bookkeeper, runs QuickBooks" names QuickBooks, not a system called Sam).
 */

const read = (aiFriction: string) =>
  namedPeopleOf(makeAnswers({ aiFriction, aiExperience: "", otherChallenge: "" }));

describe("people named by the work they do", () => {
  it.each([
    ["Marisol runs ops.", [["Marisol (runs ops)", ["operations"]]]],
    [
      "Our controller Julie handles the books and Marisol runs ops.",
      [
        ["Julie (controller)", ["finance"]],
        ["Marisol (runs ops)", ["operations"]],
      ],
    ],
    [
      "Notre directrice des opérations, Nadia, gère les réservations.",
      [["Nadia (director of operations)", ["customer_service", "operations"]]],
    ],
    ["Nadia gère les réservations.", [["Nadia (gère les réservations)", ["customer_service"]]]],
    ["Our bursar Tom does the finances.", [["Tom (bursar)", ["finance"]]]],
  ])("reads %j", (words, expected) => {
    expect(read(words).map((p) => [p.label, [...p.areas].sort()])).toEqual(
      expected.map(([label, areas]) => [label, [...areas].sort()]),
    );
  });

  it.each([
    "Marketing handles the newsletter.",
    "Square runs our payments.",
    "QuickBooks handles payroll.",
    "Everyone handles their own expenses.",
    "Acomba gère la paie.",
    "Monday runs late every week.",
  ])("names nobody in %j", (words) => expect(read(words)).toEqual([]));
});

describe("people named in the systems answer", () => {
  it.each([
    ["Sam, our bookkeeper, runs QuickBooks.", "QuickBooks"],
    ["Our controller Julie runs Sage 300 and Excel.", "Sage 300 and Excel"],
    ["Julie, notre contrôleuse, gère Acomba et Lightspeed.", "Acomba and Lightspeed"],
    ["QuickBooks and Excel", "QuickBooks and Excel"],
    ["Karbon, CaseWare, TaxPrep", "Karbon, CaseWare and TaxPrep"],
  ])("lists %j as %j", (words, systems) => expect(systemsListed(words)).toBe(systems));
});

const textOf = (answers: AssessmentInput) => {
  const input = inputFor(answers);
  return `${generateReport(input).markdownReport}\n${JSON.stringify(generateRoadmap(input))}`;
};

describe("a Richmond seafood processor whose operations lead and bookkeeper are named", () => {
  const text = textOf(
    makeAnswers({
      companyName: "Steveston Ocean Foods",
      companyIndustry: "manufacturing",
      companyEmployees: "51-200",
      businessChallenges: [
        "improving_quality_control_and_reducing_defects",
        "replacing_retiring_skilled_workers",
      ],
      aiFriction: "Our controller Julie handles the books and Marisol runs ops.",
      enterprisePlatforms: ["microsoft365"],
      otherPlatforms: "Sam, our bookkeeper, runs QuickBooks.",
    }),
  );

  it("has Marisol own the operations pilots, never someone still to be named in operations", () => {
    expect(text).toContain("Marisol (runs ops)");
    expect(text).not.toContain("a person you appoint in operations");
  });

  it("names QuickBooks as the system Sam runs, never Sam as a system", () => {
    expect(text).not.toMatch(/Other systems named: Sam|vendors of Sam|\bSam and QuickBooks/);
    expect(text).toMatch(/QuickBooks/);
  });
});

describe("a Whistler lodge whose director of operations runs reservations, in French", () => {
  const text = textOf(
    makeAnswers({
      companyName: "Blackcomb Crest Lodge",
      companyIndustry: "travel-hospitality-tourism",
      companyEmployees: "51-200",
      businessChallenges: [
        "handling_guest_enquiries_around_the_clock",
        "recruiting_and_training_seasonal_staff",
      ],
      aiFriction: "Notre directrice des opérations, Nadia, gère les réservations.",
    }),
  );

  it("has Nadia own the guest enquiries pilot, never HR", () => {
    expect(text).toMatch(/guest enquiries around the clock”?[^.]*Nadia|Nadia[^.]*guest enquir/);
    expect(text).not.toMatch(
      /guest messaging assistant[^.;()]*(?:owned by|Owner:\*\*) a person you appoint in HR/,
    );
  });
});

describe("a front office manager is the front desk's, not an office manager running HR", () => {
  const text = textOf(
    makeAnswers({
      companyName: "Harbourside Inn",
      companyIndustry: "travel-hospitality-tourism",
      companyEmployees: "51-200",
      businessChallenges: ["handling_guest_enquiries_around_the_clock"],
      aiFriction: "Our staff are stretched in the winter.",
    }),
  );

  it("leaves the guest enquiries pilot to someone in customer service", () => {
    expect(text).not.toMatch(
      /guest messaging assistant[^.;()]*(?:owned by|Owner:\*\*) a person you appoint in HR/,
    );
    expect(text).toMatch(/a person you appoint in customer service/);
  });
});
