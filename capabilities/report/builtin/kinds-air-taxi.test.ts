import type { AssessmentInput } from "@/model/assessment/schemas";
import { headOfficeAt, proseOf } from "@/tests/helpers/test-personas";

/**
 * Review r19 class 2 (#34): a floatplane air taxi that sells flightseeing through a tour booking
 * system was read as a tour operator, with "work that Transport Canada governs" and nothing more.
 * It is an air taxi operator under Subpart 703 of the Canadian Aviation Regulations, with its
 * Company Operations Manual and safety management system named.
 */

const ownWords = (answers: Partial<AssessmentInput>) =>
  proseOf({
    companyEmployees: "11-50",
    aiExperience: "",
    aiFriction: "",
    ...answers,
  }).replace(/“[^”]*”/g, "“”");

describe("an air taxi operator", () => {
  it.each([
    [
      "in Yukon, under Travel, booking flightseeing in FareHarbor",
      {
        companyName: "Kluane Wings Ltd.",
        companyIndustry: "travel-hospitality-tourism",
        ...headOfficeAt("Whitehorse, Yukon"),
        otherPlatforms: "FareHarbor for bookings",
        otherChallenge:
          "We fly three floatplanes for flightseeing and fly-in fishing; weather cancellations are rebooked by phone.",
      },
    ],
    [
      "in northern Ontario, under Other, by its bush planes",
      {
        companyName: "Pickle Lake Bush Air Inc.",
        companyIndustry: "other",
        ...headOfficeAt("Sioux Lookout, Ontario"),
        otherPlatforms: "",
        otherChallenge:
          "Our bush planes carry crews and freight to remote camps, and dispatch and weight and balance sheets are done on paper.",
      },
    ],
  ] as const)("%s", (_, answers) => {
    const own = ownWords(answers as Partial<AssessmentInput>);
    expect(own).toMatch(/an air taxi operator/);
    expect(own).toMatch(/Canadian Aviation Regulations, Subpart 703/);
    expect(own).toMatch(/Company Operations Manual and safety management system/);
    expect(own).not.toMatch(/a tour operator/);
  });

  it("a tour operator that never flies stays a tour operator", () => {
    const own = ownWords({
      companyName: "Dawson Trails Tours Ltd.",
      companyIndustry: "travel-hospitality-tourism",
      ...headOfficeAt("Dawson City, Yukon"),
      otherPlatforms: "FareHarbor for bookings",
      otherChallenge: "Our guided tours and walking tours sell out in July and sit empty in May.",
    });
    expect(own).toMatch(/a tour operator/);
    expect(own).not.toMatch(/Subpart 703/);
  });
});
