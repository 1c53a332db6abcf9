import type { ReportData } from "@/model/documents/report-schemas";
import { priceViolations } from "./price-rules";

const reportWith = (summary: string, assumption: string) =>
  ({
    recommendedApplications: [{ name: "A tool", cost: { summary, assumption } }],
  }) as unknown as ReportData;

describe("the price audit", () => {
  it.each([
    [
      "About C$140 a month (C$1,700 a year)",
      "an assumed US$100 a month for the company (an entry plan), used by 66 staff; US$1 = C$1.38",
    ],
    [
      "About C$460 a month (C$5,500 a year)",
      "about US$330 a month for the company (five Pro licences), used by the leadership team (priced as 6 people); US$1 = C$1.38",
    ],
  ])("flags seats counted on a flat plan: %s", (summary, assumption) =>
    expect(priceViolations(reportWith(summary, assumption)).map((v) => v.rule)).toContain(
      "seats counted on a flat plan",
    ),
  );

  it("flags a per-user sum that is not seats times the list price", () =>
    expect(
      priceViolations(
        reportWith(
          "About C$460 a month (C$5,500 a year)",
          "10 analysts (a number to confirm) at US$14 per user per month (Pro); US$1 = C$1.38",
        ),
      ).map((v) => v.rule),
    ).toEqual(["price that is not seats times the list price"]));

  it.each([
    [
      "About C$2,100 a month (C$25,000 a year)",
      "an estimated 6 analysts who build the data clean-up (a number to confirm: the answers do not count them) at US$250 per user per month (Starter Edition); US$1 = C$1.38",
    ],
    [
      "About C$480 a month (C$5,700 a year)",
      "US$262 a month for the smallest Fabric capacity (F2) Copilot runs on, plus the leadership team (priced as 6 people) at US$14 per user per month (Power BI Pro); US$1 = C$1.38",
    ],
    [
      "About C$140 a month (C$1,700 a year)",
      "an assumed US$100 a month for the company (about 5,000 email contacts), whatever the number of users; US$1 = C$1.38",
    ],
  ])("passes a price whose sum is shown: %s", (summary, assumption) =>
    expect(priceViolations(reportWith(summary, assumption))).toEqual([]),
  );
});
