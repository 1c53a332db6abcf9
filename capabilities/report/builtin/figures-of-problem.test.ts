import { lostShare } from "./pain-figures";
import { statedMeasure } from "./stated-figures";

/**
 * Issue 34, review r23: a freight broker's fraud pilot was measured by "the rate (12% today,
 * down from 16%)", his gross margin from the sentence's other clause; a physiotherapy group's
 * claims sent back by insurers were measured as "the share of goods returned".
 */
describe("the figures a pilot is measured by", () => {
  const fraud =
    "Double-brokering fraud cost us $140,000 last year in two stolen loads, and margins dropped from 16% to 12% since 2023.";

  it("never take a fallen rate from another clause of the sentence", () => {
    expect(statedMeasure(fraud, fraud, ["fraud"])?.measure ?? "").not.toMatch(/16%|12%/);
  });

  it("take the rate where the clause names the problem, by its own name", () => {
    const margins = "Our margins dropped from 16% to 12% since 2023.";
    expect(statedMeasure(margins, margins, ["margins"])?.measure).toBe(
      "the margins (12% today, down from 16%)",
    );
  });

  it("read claims sent back as paperwork, never goods returned", () => {
    expect(
      lostShare("Around 12% of direct-billing claims to insurers come back rejected"),
    ).toBeNull();
    expect(lostShare("About 8% of online orders come back as returns")).toMatchObject({
      lost: "returned",
    });
  });
});
