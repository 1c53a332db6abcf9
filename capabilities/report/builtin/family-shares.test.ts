import { familyParts } from "@/model/documents/format";
import { markdownOf } from "@/tests/helpers/test-personas";

/**
 * Review r27 (issue 34): "2/10 beside parts of 0, 8, 6 and 0" read as arithmetic gone wrong. Each
 * part says its share of the family score, and without children at home the two parts left share
 * all of it.
 */

it("says each part's share of the family score", () => {
  const report = markdownOf({
    preparednessLevel: "not_at_all",
    rulesForChildren: "no_rules",
    householdAiUse: ["shopping", "entertainment", "travel"],
    childAiConcerns: ["shortcuts", "privacy"],
  });
  expect(report).toMatch(/- Preparedness: 0\/10 \(35% of the score\)/);
  expect(report).toMatch(/- Household rules: 0\/10 \(30% of the score\)/);
});

it("shares the score between the two parts left without children at home", () => {
  expect(familyParts(true).map(({ label, share }) => [label, share])).toEqual([
    ["Preparedness", 70],
    ["Household use", 30],
  ]);
});
