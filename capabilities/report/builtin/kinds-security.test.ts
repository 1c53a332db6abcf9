import type { AssessmentInput } from "@/model/assessment/schemas";
import { headOfficeAt, proseOf } from "@/tests/helpers/test-personas";

/**
 * Review r19 class 1 (#34): a security guard company "audited by the Ministry of the Solicitor
 * General" was read as a law firm. An official's title never shows a law practice; a contract
 * security company is a kind of its own, licensed under its province's private security act, with
 * Ontario's electronic-monitoring policy when its tools watch guards and PHIPA for hospital sites.
 */

const base: Partial<AssessmentInput> = {
  companyEmployees: "1001-5000",
  aiExperience: "",
  otherPlatforms: "",
  aiFriction: "",
};

/** The report's own words, the executive's quoted ones left out. */
const ownWords = (answers: Partial<AssessmentInput>) =>
  proseOf({ ...base, ...answers }).replace(/“[^”]*”/g, "“”");

const LAW_WORDS = /law firm|law practice|Law Society|privileged correspondence/i;

describe("a security guard company", () => {
  it.each([
    [
      "in Ontario, under Other, with hospital clients and guard tours",
      {
        companyName: "Lakeshore Sentry Services Ltd.",
        companyIndustry: "other",
        ...headOfficeAt("Brampton, Ontario"),
        otherChallenge:
          "We post about 900 licensed guards at hospitals and condominiums; unfilled shifts are covered with overtime.",
        aiFriction:
          "We are inspected by the Ministry of the Solicitor General, and the union says any tool that monitors guards needs an agreement. Our guard tours run in an app.",
      },
      [
        /Private Security and Investigative Services Act, 2005/,
        /Personal Health Information Protection Act \(PHIPA\)/,
        /electronic-monitoring policy/,
      ],
    ],
    [
      "in Alberta, under Professional Services, named by its patrols",
      {
        companyName: "Chinook Protective Group Inc.",
        companyIndustry: "consulting",
        ...headOfficeAt("Calgary, Alberta"),
        otherChallenge:
          "Our 140 security officers do mobile patrols and alarm response for construction sites; the Attorney General's office is a client.",
      },
      [/Alberta's Security Services and Investigators Act/],
    ],
  ] as const)("%s is never a law firm and names its licensing act", (_, answers, expected) => {
    const prose = ownWords(answers as Partial<AssessmentInput>);
    expect(prose).not.toMatch(LAW_WORDS);
    expect(prose).toMatch(/a security guard company/);
    for (const e of expected) expect(prose).toMatch(e);
  });

  it("a law firm that appears before Crown counsel stays a law firm", () => {
    const prose = ownWords({
      companyName: "Ashdown Barristers LLP",
      companyIndustry: "consulting",
      companyEmployees: "11-50",
      ...headOfficeAt("Toronto, Ontario"),
      otherChallenge:
        "Our twelve lawyers defend criminal files against Crown counsel and spend evenings summarising disclosure.",
    });
    expect(prose).toMatch(/Law Society of Ontario/);
    expect(prose).not.toMatch(/security guard/);
  });
});
