import { documentsText } from "@/tests/helpers/documents-text";
import { makeAnswers } from "@/tests/helpers/test-answers";
import type { AssessmentInput } from "@/model/assessment/schemas";

/**
 * A lodge or outfitter sold as packages to a few hundred guests a season has no rooms on online
 * travel agencies to price daily (#34, review r18): no revenue-management area or tool, no
 * RevPAR or room-night measure; its pricing pilot works on packages. A hotel still reads them.
 */

const text = (more: Partial<AssessmentInput>) =>
  documentsText(
    makeAnswers({
      companyIndustry: "travel-hospitality-tourism",
      companyEmployees: "11-50",
      headOfficeLocation: "other",
      officeExpansion: [],
      businessChallenges: [
        "optimising_pricing_and_occupancy",
        "reducing_dependence_on_online_travel_agencies",
      ],
      ...more,
    }),
  );

const HOTEL_WORK = /Revenue management and dynamic pricing|Duetto|IDeaS|RevPAR|room nights/;

describe("a package lodge's pricing", () => {
  it.each([
    [
      "a Northwest Territories outfitter",
      {
        companyName: "Barrenlands Outfitters",
        customLocation: "Yellowknife, Northwest Territories",
        otherChallenge:
          "We are outfitters selling all-inclusive packages to about 120 guests a season.",
      },
    ],
    [
      "une pourvoirie, in French",
      {
        companyName: "Pourvoirie du Lac Clair",
        customLocation: "Chibougamau, Québec",
        otherChallenge: "Notre pourvoirie vend des forfaits tout inclus à 200 clients par saison.",
      },
    ],
  ] as [string, Partial<AssessmentInput>][])(
    "%s reads packages, not a hotel's rooms",
    (_, more) => {
      const report = text(more);
      expect(report).not.toMatch(HOTEL_WORK);
      expect(report).toContain(
        "Package prices and early-booking offers set from past seasons' bookings",
      );
    },
  );

  it("a city hotel keeps its revenue management", () => {
    expect(
      text({ companyName: "Harbourfront Suites", customLocation: "Halifax, Nova Scotia" }),
    ).toMatch(/RevPAR/);
  });
});
