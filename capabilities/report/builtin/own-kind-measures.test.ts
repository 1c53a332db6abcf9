import { describe, expect, it } from "@jest/globals";
import { generateRoadmap } from "@/capabilities/report/builtin";
import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { headOfficeAt, inputFor, markdownOf } from "@/tests/helpers/test-personas";

/**
 * Review r19 (#34): an independent pharmacy's third pilot was measured by "days to the third
 * next available appointment", a clinic's access metric. Every pilot is measured by the
 * company's own kind of work.
 */

const WAITS = "shortening_patient_wait_times_and_scheduling_gaps";

const documentsOf = (shape: Partial<AssessmentInput>) => {
  const input = inputFor(makeAnswers(shape));
  return `${markdownOf(shape)}\n${JSON.stringify(generateRoadmap(input))}`;
};

describe("a pilot on waiting times is measured by the company's own kind of work", () => {
  it.each([
    [
      "an independent pharmacy in Nova Scotia",
      {
        companyIndustry: "healthcare",
        companyName: "Harbourview Pharmacy",
        executiveTitle: "Pharmacist-Owner",
        ...headOfficeAt("Dartmouth, Nova Scotia"),
        businessChallenges: [
          "improving_billing_accuracy_and_claim_approvals",
          "reducing_clinician_administrative_burden",
          WAITS,
        ],
        otherChallenge: "Patients wait at the counter while we chase rejected claims.",
      },
      /minutes a patient waits for a new prescription/,
    ],
    [
      "a long-term care home in Manitoba",
      {
        companyIndustry: "healthcare",
        companyName: "Aspen Ridge Personal Care Home",
        executiveTitle: "Administrator",
        ...headOfficeAt("Brandon, Manitoba"),
        businessChallenges: [WAITS, "addressing_staff_shortages_and_burnout"],
        otherChallenge:
          "Families wait months for a bed and our residents' charting eats the evenings.",
      },
      /days from a complete referral to a move-in/,
    ],
  ] as [string, Partial<AssessmentInput>, RegExp][])("%s", (_, shape, own) => {
    const documents = documentsOf(shape);
    expect(documents).not.toMatch(/third next available/i);
    expect(documents).toMatch(own);
  });

  it("a family physicians' clinic keeps the clinic's access measure", () => {
    const documents = documentsOf({
      companyIndustry: "healthcare",
      companyName: "Riverside Family Medicine Clinic",
      executiveTitle: "Medical Director",
      businessChallenges: [WAITS],
    });
    expect(documents).toMatch(/third next available appointment/);
  });
});
