import type { AssessmentInput } from "@/model/assessment/schemas";
import { headOfficeAt, proseOf } from "@/tests/helpers/test-personas";

/**
 * Review r19 class 2 (#34): a regulator the executive names is named whole, never cut ("the
 * Board of Manitoba and governs"): the word before its head ("Funeral Board", "Bereavement
 * Authority") is the name's, the joiner to the next clause is not.
 */

const ownWords = (answers: Partial<AssessmentInput>) =>
  proseOf({
    companyEmployees: "51-200",
    aiExperience: "",
    otherPlatforms: "",
    companyIndustry: "other",
    ...answers,
  }).replace(/“[^”]*”/g, "“”");

describe("a funeral regulator the executive names is named whole", () => {
  it.each([
    [
      {
        companyName: "Assiniboine Memorial Chapels Ltd.",
        ...headOfficeAt("Brandon, Manitoba"),
        otherChallenge:
          "Our funeral directors spend evenings on obituaries and death registrations.",
        aiFriction:
          "We are licensed by the Funeral Board of Manitoba and pre-need money must be held in trust.",
      },
      "Funeral Board of Manitoba",
    ],
    [
      {
        companyName: "Maple Grove Funeral Home Inc.",
        ...headOfficeAt("Sudbury, Ontario"),
        otherChallenge: "Each arrangement conference leaves our directors with hours of forms.",
        aiFriction:
          "Our licence comes from the Bereavement Authority of Ontario and every contract must follow its price disclosure rules.",
      },
      "Bereavement Authority of Ontario",
    ],
  ])("%#", (answers, body) => {
    const own = ownWords(answers);
    expect(own).toContain(`the ${body}`);
    expect(own).not.toMatch(
      new RegExp(`${body.split(" ").slice(1).join(" ")} and (?:governs|requires)`),
    );
    expect(own).not.toMatch(/the (?:Board|Authority) of \w+ and\b/);
  });
});
