import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { documentsText } from "@/tests/helpers/documents-text";
import { readConstraints } from "./constraints";

/**
 * Review r22 class 4: a floor with no network and no devices staff can use there ("The plant floor
 * has no Wi-Fi and the workers are on the line in gloves, with no computers") binds. No tablet at
 * the line and no chat tool in line workers' hands: the floor's records stay on paper and are read
 * into the records off it; answers from the procedures are found off the line.
 */

const plant = (aiFriction: string, more: Partial<AssessmentInput> = {}): AssessmentInput =>
  makeAnswers({
    companyName: "Prairie Pride Meats Ltd.",
    companyIndustry: "manufacturing",
    companyEmployees: "201-500",
    headOfficeLocation: "other",
    customLocation: "Brandon, Manitoba",
    businessChallenges: [
      "improving_quality_control_and_reducing_defects",
      "replacing_retiring_skilled_workers",
    ],
    otherChallenge: "Our meat processing plant traces every lot by hand when CFIA asks.",
    aiExperience: "",
    aiFriction,
    orgAiElements: [],
    ...more,
  });

describe("a floor with no network or devices keeps every screen off the line", () => {
  it.each([
    "The kill floor has no Wi-Fi and the crew work in gloves, with no computers out there.",
    "Il n'y a pas de Wi-Fi dans l'usine et les employés travaillent avec des gants.",
    "There are no tablets on the plant floor and the crew wear gloves.",
  ])("“%s”", (aiFriction) => {
    const answers = plant(aiFriction);
    expect(readConstraints(answers).map((c) => c.id)).toContain("no-floor-devices");
    const text = documentsText(answers);
    expect(text).not.toMatch(
      /\btablets? at the line\b|\bon tablets\b|phone or tablet where the work is done/,
    );
    expect(text).toContain("paper forms at the line");
    expect(text).toContain(
      `What this report respects, in your words: “${aiFriction.replace(/\.$/, "")}”`,
    );
    // A fact of the floor, never a rule written into the AI policy.
    expect(text).not.toMatch(/the rules you stated, in your words \([^)]*(?:Wi-Fi|tablets)/);
  });

  it("keeps a paper form where the work is done, read in off the floor", () => {
    const text = documentsText(
      plant("No wifi on the plant floor.", {
        businessChallenges: ["reducing_unplanned_equipment_downtime"],
        otherChallenge:
          "Our sanitation checklists are on paper forms and get re-typed every night.",
      }),
    );
    expect(text).not.toContain("phone or tablet where the work is done");
    expect(text).toMatch(/keep the paper form where the work is done/i);
    expect(text).toContain("Read the paper forms into the records the same day");
  });

  it.each(["Our staff wear gloves and hairnets on the line.", "Gloves are changed every hour."])(
    "reads no limit in “%s”",
    (aiFriction) => {
      expect(readConstraints(plant(aiFriction)).map((c) => c.id)).not.toContain("no-floor-devices");
    },
  );
});
