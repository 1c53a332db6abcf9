import type { AssessmentInput } from "@/model/assessment/schemas";
import { headOfficeAt, proseOf } from "@/tests/helpers/test-personas";

/**
 * A community pharmacy under Healthcare (issue 34, round 18: a pharmacy given a physician
 * clinic's ambient scribing of "visit notes" and "after-hours charting for the pilot
 * clinicians"). It reads as a pharmacy: rejected claims and prior authorisations, medication
 * reviews and compliance packs, refills.
 */

const CLINIC =
  /Ambient clinical documentation|visit notes?|after-hours charting|ambient (?:AI )?scrib|Sample 50 visits/i;

describe("a community pharmacy", () => {
  let prose: string;
  beforeAll(() => {
    const answers: Partial<AssessmentInput> = {
      executiveTitle: "Pharmacist Owner",
      companyName: "Cypress Hills Drug Mart Ltd.",
      companyEmployees: "11-50",
      companyIndustry: "healthcare",
      ...headOfficeAt("Consort, Alberta"),
      businessChallenges: [
        "reducing_clinician_administrative_burden",
        "improving_billing_accuracy_and_claim_approvals",
        "addressing_staff_shortages_and_burnout",
      ],
      otherChallenge:
        "We are the only pharmacy for 80 km. We prepare weekly blister packs for 120 patients and a lodge, and third-party rejections and special authorization requests take our pharmacists hours every week.",
      aiFriction: "",
      aiExperience: "",
      otherPlatforms: "",
      orgAiElements: [],
    };
    prose = proseOf(answers);
  });

  it("reads as a pharmacy, with claims, reviews and packs", () => {
    expect(prose).toMatch(/a pharmacy/);
    expect(prose).toMatch(/Rejected claims and prior authorisations drafted for the pharmacist/);
    expect(prose).toMatch(/log each rejected claim and prior authorisation/);
    expect(prose).toMatch(
      /pharmacist minutes per medication review and per compliance-pack change/,
    );
  });

  it("hears nothing of a physician clinic's scribing", () => {
    expect(prose.match(new RegExp(`.{0,60}(?:${CLINIC.source}).{0,30}`, "gi"))).toBeNull();
  });
});
