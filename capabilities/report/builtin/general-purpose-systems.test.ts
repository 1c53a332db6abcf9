import type { AssessmentInput } from "@/model/assessment/schemas";
import { documentsText } from "@/tests/helpers/documents-text";
import { makeAnswers } from "@/tests/helpers/test-answers";

/**
 * A system in place is named only where it does the work (#34, review r15 class 4): a calendar,
 * a spreadsheet or a messaging app used for staff schedules is no scheduling or forecasting
 * system, so no pilot is said to run in it ("Hourly traffic forecasts driving staff schedules
 * (Google Agenda, already in use)").
 */

const company = (overrides: Partial<AssessmentInput>) =>
  makeAnswers({
    companyEmployees: "11-50",
    enterprisePlatforms: ["none"],
    aiExperience: "",
    aiFriction: "",
    otherChallenge: "",
    ...overrides,
  });
const documents = documentsText;

describe("a general-purpose tool used for schedules", () => {
  it.each([
    [
      "a restaurant group's Google Calendar",
      "Google Calendar",
      company({
        companyIndustry: "food-services",
        businessChallenges: ["staffing_shifts_and_reducing_turnover"],
        otherPlatforms: "Toast POS, Google Calendar for staff schedules, MarginEdge for invoices",
      }),
    ],
    [
      "a store's Excel, in French",
      "Excel",
      company({
        companyIndustry: "retail",
        businessChallenges: ["scheduling_staff_to_match_store_traffic"],
        otherPlatforms:
          "Lightspeed (caisse et inventaire), Excel pour les horaires du personnel, Sage 50 (comptabilité)",
      }),
    ],
  ] as const)("is never %s named as the scheduling pilot's system", (_, system, answers) => {
    const text = documents(answers);
    expect(text).not.toContain(`${system}, already in use`);
    expect(text).not.toContain(`in or beside ${system}`);
  });

  it("still names a scheduling system in place as the pilot's", () => {
    const text = documents(
      company({
        companyIndustry: "retail",
        businessChallenges: ["scheduling_staff_to_match_store_traffic"],
        otherPlatforms: "Shopify POS, Deputy for staff schedules",
      }),
    );
    expect(text).toMatch(/already uses Deputy|Deputy, already in use/);
  });
});
