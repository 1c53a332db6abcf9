import { describe, expect, it } from "@jest/globals";
import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { inputFor } from "@/tests/helpers/test-personas";
import { generateReport } from "./documents";

/**
 * Review r20 (family section): a parent's diabetes read as routine meal planning; "a dose" said of
 * curling minutes; age bands that read the same for every family. A use around a health condition
 * gets the care team and the family's words; medical words are for medication only; a practice by
 * age rests on an age the family stated.
 */

function familyOf(family: Partial<AssessmentInput>): string {
  const { markdownReport } = generateReport(inputFor(makeAnswers(family)));
  const start = markdownReport.search(/^## Personal and Family/m);
  return markdownReport.slice(start, markdownReport.indexOf("\n## ", start + 1));
}

const NOT_MEDICAL_ADVICE =
  /AI is not medical advice; check what it suggests with (?:his|her|their|your) care team/;

describe("a household use around a health condition", () => {
  it.each([
    [
      "My father is diabetic and I plan his meals with ChatGPT.",
      /You use ChatGPT for your father's meals around a health condition, in your words “My father is diabetic and I plan his meals with ChatGPT”/,
    ],
    [
      "My wife uses Claude to plan a gluten-free menu for our son, who has celiac disease.",
      /Your wife uses Claude for [^.]*around a health condition, in your words “My wife uses Claude to plan a gluten-free menu/,
    ],
    [
      "Ma mère est diabétique et je planifie ses repas avec ChatGPT.",
      /around a health condition, in your words “Ma mère est diabétique et je planifie ses repas avec ChatGPT”/,
    ],
  ])("gets a safe-use line naming the family's words: %s", (householdAiUseOther, line) => {
    const section = familyOf({ householdAiUse: ["other"], householdAiUseOther });
    expect(section).toMatch(line);
    expect(section).toMatch(NOT_MEDICAL_ADVICE);
    expect(section).not.toMatch(/low-risk use/);
  });

  it("is not said of meal planning with no condition", () => {
    const section = familyOf({
      householdAiUseOther: "My wife Dana uses ChatGPT to plan our meals.",
    });
    expect(section).not.toMatch(/medical|care team|health condition/);
  });
});

describe("medical words only for medication", () => {
  it.each([
    "My daughter uses ChatGPT to log her curling minutes each week.",
    "My husband uses Copilot to keep score for the bridge club.",
  ])("says nothing of a dose or health to “%s”", (householdAiUseOther) => {
    const section = familyOf({ householdAiUse: ["other"], householdAiUseOther });
    expect(section).toMatch(/a fine use to keep/);
    expect(section).not.toMatch(/\bdoses?\b|medical|health details|pharmacist/i);
  });

  it("keeps the dose for medication", () => {
    const section = familyOf({
      householdAiUseOther:
        "My husband Gérald uses ChatGPT to keep track of my mother's medications.",
    });
    expect(section).toMatch(/check every dose and every change with her pharmacist or doctor/);
  });
});

describe("practices by age rest on the family's words", () => {
  it("gives no age band to a family that states no age", () => {
    const section = familyOf({
      householdAiUse: ["entertainment", "education"],
      householdAiUseOther: "",
      childAiConcerns: ["content", "shortcuts", "privacy"],
    });
    expect(section).not.toMatch(/If your children are|under 8|8 to 12|13 to 17/i);
  });

  it("gives the band of the age the family states, named by that age", () => {
    const section = familyOf({
      householdAiUseOther: "Our 9-year-old uses it for homework.",
      childAiConcerns: ["content", "shortcuts", "privacy"],
    });
    expect(section).toMatch(/\*\*Your 9-year-old: /);
    expect(section).not.toMatch(/under 8|13 to 17/i);
  });
});
