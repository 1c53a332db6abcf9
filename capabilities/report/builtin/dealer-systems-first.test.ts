import { documentsText } from "@/tests/helpers/documents-text";
import { makeAnswers } from "@/tests/helpers/test-answers";

/**
 * Review r18 class 3: a dealer's management system keeps its parts and used units, so the parts
 * and ageing problems it put figures on start there, asking its vendor for the feature first.
 */

describe("a truck dealer on a dealer management system", () => {
  let text: string;
  beforeAll(() => {
    text = documentsText(
      makeAnswers({
        companyName: "Northern Iron Truck Centres Ltd.",
        companyIndustry: "retail",
        companyEmployees: "51-200",
        businessChallenges: ["forecasting_demand_and_avoiding_stockouts"],
        otherChallenge:
          "We sell and service heavy trucks from three branches in Sudbury, North Bay and Timmins. Parts fill rate is 78%, and lost parts sales cost us about $900,000 a year. Our used trucks sit 160 days on average before they sell.",
        otherPlatforms: "Dealertrack DMS, Microsoft 365",
        enterprisePlatforms: ["microsoft365"],
        aiFriction: "",
        aiExperience: "",
        orgPosture: "curious",
        orgAiElements: ["none_yet"],
      }),
    );
  });

  it("asks the DMS vendor for parts forecasting before any new tool", () => {
    expect(text).toContain(
      "in or beside Dealertrack DMS, already in use: first ask its vendor whether your plan includes parts demand forecasting and suggested stock orders",
    );
  });

  it("scopes the used-truck ageing in the DMS too, and quotes the yearly loss whole", () => {
    expect(text).toContain("try used-inventory pricing and ageing reports in Dealertrack DMS");
    expect(text).toContain("“about $900,000 a year”");
    expect(text).not.toContain("for a period to confirm");
  });
});
