import { describe, expect, it } from "@jest/globals";
import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { challenges, inputFor } from "@/tests/helpers/test-personas";
import { generateReport } from "./index";
import { spokenByStaff } from "./language-need";

/**
 * Review (#34, round 21): "Most of our cleaners speak Punjabi, Tagalog, Spanish or Tigrinya first,
 * and many do not have a work e-mail" read as customers' languages: "Draft in every language you
 * serve … anything customers or regulators will read". Languages the staff speak first call for
 * training, safety and shift instructions in them, given where people work and checked by a fluent
 * supervisor; a customer's language still gets the translation quick win.
 */

const markdownOf = (answers: Partial<AssessmentInput>) =>
  generateReport(
    inputFor(
      makeAnswers({
        companyIndustry: "other",
        companyEmployees: "201-500",
        businessChallenges: challenges("other", 0, 1),
        otherChallenge: "",
        ...answers,
      }),
    ),
  ).markdownReport;

const CUSTOMER_TRANSLATION = /every language you serve|customers or regulators will read/;
// A cleaning contractor's words ("préposés à l'entretien") make it that kind: its cleaners are named.
const STAFF_BRIEFING =
  /(?:Brief and train staff|Train and brief cleaners) in the languages they speak first: Draft (?:training, safety briefings and shift instructions in the languages your staff|onboarding, WHMIS and safety training and each site's shift notes in the languages your cleaners) speak first/;

describe("languages the staff speak first", () => {
  it.each([
    "Most of our housekeepers speak Tagalog or Amharic first and few of them check a work e-mail.",
    "Half our new hires mostly speak Spanish, so the safety talks do not land.",
    "La plupart de nos préposés à l'entretien parlent espagnol ou arabe et n'ont pas de courriel.",
  ])("are trained and briefed in those languages where people work: %s", (friction) => {
    const text = markdownOf({ companyName: "Northgate Property Care", aiFriction: friction });
    expect(text).toMatch(STAFF_BRIEFING);
    expect(text).toMatch(/a text or short recording on their phone, a poster/);
    expect(text).not.toMatch(CUSTOMER_TRANSLATION);
  });

  it("are told from the customers' languages in the words themselves", () => {
    expect(spokenByStaff("Most of our cleaners speak Punjabi first")).toBe(true);
    expect(spokenByStaff("Nos employés parlent surtout espagnol")).toBe(true);
    expect(spokenByStaff("Half our clients speak Punjabi and our forms are in English")).toBe(
      false,
    );
    expect(spokenByStaff("Every proposal must be translated into French")).toBe(false);
  });
});

describe("languages the customers speak", () => {
  it("still get the translation quick win, never the staff briefing", () => {
    const text = markdownOf({
      companyName: "Maple Ridge Dental Group",
      aiFriction: "Half our patients speak Punjabi and every consent form is only in English.",
    });
    expect(text).toMatch(/Draft in every language you serve/);
    expect(text).not.toMatch(STAFF_BRIEFING);
  });
});
