import type { AssessmentInput } from "@/model/assessment/schemas";
import { namedSystems } from "@/capabilities/report/content/systems";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { governingProfessions, professionsOf } from "./professions";

/**
 * The kinds of business that share an option with another usual business (professions-kinds.ts)
 * are shown by their names, titles, systems and words, never by a customer, a realty's name, a
 * worry about child care or a listing's virtual tours (kinds-neutral.test.ts reads their words).
 */

const quiet: Partial<AssessmentInput> = {
  executiveTitle: "Owner",
  otherChallenge: "",
  aiFriction: "",
  aiExperience: "",
  otherPlatforms: "",
};

/** The kinds the answers show, as profession ids. */
function kinds(overrides: Partial<AssessmentInput>): string[] {
  const answers = makeAnswers({ ...quiet, companyName: "Northwind Ltd.", ...overrides });
  const shown = professionsOf(answers, namedSystems(answers), answers.businessChallenges);
  return governingProfessions(answers.companyIndustry, shown).map((e) => e.profession);
}

describe("the kinds the answers show", () => {
  it.each([
    ["funeral-home", { companyIndustry: "other", otherPlatforms: "FrontRunner for obituaries" }],
    [
      "funeral-home",
      { companyIndustry: "other", otherChallenge: "La maison funéraire manque de personnel." },
    ],
    [
      "printer",
      {
        companyIndustry: "manufacturing",
        otherChallenge: "Makeready on the offset presses eats our mornings.",
      },
    ],
    ["printer", { companyIndustry: "manufacturing", companyName: "Imprimerie Laval inc." }],
    [
      "home-builder",
      { companyIndustry: "real-estate", executiveTitle: "Site superintendent lead" },
    ],
    [
      "home-builder",
      {
        companyIndustry: "real-estate",
        otherChallenge: "Change orders after framing delay our homes a week.",
      },
    ],
    [
      "renovator",
      {
        companyIndustry: "other",
        otherChallenge: "Homeowners wait a week before our renovation crews can quote.",
      },
    ],
    [
      "car-dealer",
      {
        companyIndustry: "retail",
        otherChallenge: "Our dealership's service bays are booked solid.",
      },
    ],
    [
      "tour-operator",
      { companyIndustry: "travel-hospitality-tourism", otherPlatforms: "FareHarbor" },
    ],
    [
      "travel-agency",
      {
        companyIndustry: "travel-hospitality-tourism",
        otherChallenge: "Nos conseillers en voyages montent chaque itinéraire à la main.",
      },
    ],
    [
      "child-care",
      {
        companyIndustry: "education",
        otherChallenge: "Nos éducatrices à l'enfance remplissent trop de formulaires.",
      },
    ],
    [
      "museum",
      { companyIndustry: "other", otherChallenge: "Our museum's collection records are on paper." },
    ],
  ] as [string, Partial<AssessmentInput>][])("shows %s from %j", (kind, answers) =>
    expect(kinds(answers)).toContain(kind),
  );

  it.each([
    [
      "funeral-home",
      {
        companyIndustry: "other",
        otherChallenge: "We print memorial cards for funeral homes across the province.",
      },
    ],
    [
      "printer",
      {
        companyIndustry: "other",
        otherChallenge: "We print our own invoices and shipping labels.",
      },
    ],
    ["home-builder", { companyIndustry: "real-estate", companyName: "Harbour Homes Realty" }],
    [
      "home-builder",
      {
        companyIndustry: "real-estate",
        otherChallenge: "Our agents list new homes for developers.",
      },
    ],
    [
      "child-care",
      { companyIndustry: "other", otherChallenge: "Our staff struggle to find child care." },
    ],
    [
      "tour-operator",
      {
        companyIndustry: "real-estate",
        otherChallenge: "Buyers love the virtual tours of each listing.",
      },
    ],
    ["travel-agency", { companyIndustry: "other", companyName: "Harbour Travel Nurses Inc." }],
    [
      "car-dealer",
      {
        companyIndustry: "retail",
        otherChallenge: "Our tractors sell through a dealership network.",
      },
    ],
    [
      "museum",
      { companyIndustry: "other", otherChallenge: "Our trade show exhibitions cost too much." },
    ],
  ] as [string, Partial<AssessmentInput>][])("does not show %s from %j", (kind, answers) =>
    expect(kinds(answers)).not.toContain(kind),
  );
});
