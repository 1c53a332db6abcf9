import { markdownOf } from "@/tests/helpers/test-personas";
import { ownFigures } from "./own-figures";

/**
 * Review r27 (issue 34): "Our Saskatchewan Health Authority contract renews in 2026 and will require
 * missed-visit rates under 2%; we ran at 5.1% last January". The renewal is never dated by the
 * month gone by ("last January"), and the rate the contract requires is its target, never a
 * baseline beside the 5.1% the agency ran at.
 */

const SHA =
  "Our Saskatchewan Health Authority contract renews in 2026 and will require missed-visit rates under 2%; we ran at 5.1% last January.";

it("never dates a renewal by a month gone by", () => {
  const report = markdownOf({ otherChallenge: SHA, aiFriction: "", aiExperience: "" });
  expect(report).not.toMatch(/comes up for renewal in January/);
});

it("reads the rate a contract requires as its target, not a baseline", () => {
  expect(ownFigures(SHA)).toEqual(["5.1%"]);
});
