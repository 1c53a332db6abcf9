import { markdownOf } from "@/tests/helpers/test-personas";

/**
 * Review r27 (issue 34): goods that cross on a ferry are stock that does not arrive when a sailing
 * is cancelled, ordered around; an island grocer has no trips to rebook and no guests (a tour
 * boat's weather and an island contractor's crew days: subsector-defaults.test.ts).
 */

describe("supply that crosses on a ferry", () => {
  const report = markdownOf({
    companyIndustry: "retail",
    companyName: "Squires Family Foods",
    otherChallenge:
      "Nearly everything we sell crosses on the Marine Atlantic ferry from North Sydney, and a winter sailing cancellation means 2 to 4 days without fresh produce.",
    aiFriction: "",
    aiExperience: "",
  });

  it("is ordered around, measured in days without fresh stock", () => {
    expect(report).toMatch(/Order around ferry and road cancellations/);
    expect(report).toMatch(/days without fresh stock/);
  });

  it("is never a trip to rebook", () => {
    expect(report).not.toMatch(/\bguests?\b|rebook|booking system/i);
  });
});

it("is no store's order for a carrier that hauls the winter-road freight (review r29)", () => {
  const report = markdownOf({
    companyIndustry: "other",
    companyName: "Prairie Freight Lines Ltd.",
    otherChallenge: "We staff 11 dispatch seats with 7 dispatchers, and two retire in 2027.",
    aiFriction:
      "From late January to mid-March we also haul winter-road freight staged out of Thompson for northern First Nations communities, which is when dispatch is stretched thinnest.",
    aiExperience: "",
  });
  expect(report).not.toMatch(/Order around ferry and road cancellations|each store's orders/);
});
