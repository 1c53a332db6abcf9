import { documentsText } from "@/tests/helpers/documents-text";
import { makeAnswers } from "@/tests/helpers/test-answers";
import type { AssessmentInput } from "@/model/assessment/schemas";

/**
 * A caterer paid per meal under contract takes no drive-thru or delivery-platform orders
 * (#34, review r18): its report shows no such area or example, even where it picks the online
 * orders challenge; a restaurant still reads it.
 */

const text = (more: Partial<AssessmentInput>) =>
  documentsText(
    makeAnswers({
      companyIndustry: "food-services",
      companyEmployees: "51-200",
      headOfficeLocation: "other",
      customLocation: "La Ronge, Saskatchewan",
      officeExpansion: [],
      businessChallenges: [
        "managing_delivery_platforms_and_online_orders",
        "reducing_food_waste_and_spoilage",
      ],
      ...more,
    }),
  );

describe("the ordering area and its drive-thru case", () => {
  it.each([
    [
      "a mine-camp caterer, in French",
      {
        companyName: "Traiteur Boréal",
        otherChallenge: "Nous servons 900 repas par jour dans des camps de travail éloignés.",
      },
    ],
    [
      "a hospital contract caterer",
      {
        companyName: "Northern Tray Services",
        otherChallenge: "Our contract catering serves three hospitals under catering contracts.",
      },
    ],
  ] as [string, Partial<AssessmentInput>][])("are left out for %s", (_, more) => {
    expect(text(more)).not.toMatch(/drive-thru|Online, delivery and voice ordering/);
  });

  it("are kept for a restaurant", () => {
    expect(text({ companyName: "Lakeside Diner" })).toContain(
      "Online, delivery and voice ordering",
    );
  });
});
