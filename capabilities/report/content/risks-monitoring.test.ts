import { documentsText } from "@/tests/helpers/documents-text";
import { makeAnswers } from "@/tests/helpers/test-answers";
import type { AssessmentInput } from "@/model/assessment/schemas";

/**
 * AI that tracks or measures staff in Ontario brings the Employment Standards Act's written
 * electronic-monitoring policy (Part XI.1, 25 or more employees) into the risks (#34, review r18),
 * chosen by the province and the executive's words; a health custodian whose staff use personal
 * phones hears that its duty reaches those phones.
 */

const ontario = (overrides: Partial<AssessmentInput>) =>
  documentsText(
    makeAnswers({
      companyIndustry: "healthcare",
      companyEmployees: "51-200",
      headOfficeLocation: "other",
      customLocation: "Sudbury, Ontario",
      officeExpansion: [],
      ...overrides,
    }),
  );

const POLICY = "written policy on electronic monitoring of employees";

describe("an Ontario home-support agency that wants AI to measure its workers, in French", () => {
  let text: string;
  beforeAll(() => {
    text = ontario({
      companyName: "Soins du Nord",
      aiExperience: "Nous voulons mesurer la productivité des préposés avec un outil d'IA.",
      aiFriction: "Nos préposées texto les clients depuis leurs cellulaires personnels.",
    });
  });

  it("names the Employment Standards Act's monitoring policy, quoting the executive", () => {
    expect(text).toContain(POLICY);
    expect(text).toContain(
      "“Nous voulons mesurer la productivité des préposés avec un outil d'IA”",
    );
  });

  it("says the custodian's duty reaches staff's personal phones", () => {
    expect(text).toContain(
      "Soins du Nord's duty as custodian to safeguard health information reaches the personal phones",
    );
  });
});

describe("where the rule does not reach", () => {
  it.each([
    [
      "a Manitoba clinic measuring staff",
      {
        customLocation: "Brandon, Manitoba",
        aiExperience: "We want to track each therapist's visits per day.",
      },
    ],
    [
      "an Ontario clinic of 1 - 10",
      {
        companyEmployees: "1-10",
        aiExperience: "We want to track each therapist's visits per day.",
      },
    ],
    [
      "an Ontario clinic that monitors no one",
      { aiExperience: "I use ChatGPT to draft referral letters." },
    ],
  ] as [string, Partial<AssessmentInput>][])(
    "%s hears no monitoring-policy rule",
    (_, overrides) => {
      expect(ontario({ companyName: "Pinecrest Rehab", ...overrides })).not.toContain(POLICY);
    },
  );
});
