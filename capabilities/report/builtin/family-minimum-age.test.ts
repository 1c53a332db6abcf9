import { markdownOf } from "@/tests/helpers/test-personas";

/**
 * Review r27 (issue 34): "respect each AI service's minimum age" beside children of 8 and 11 never
 * told the parents both are under it.
 */

it("tells the family which of its children are under ChatGPT's minimum age", () => {
  const report = markdownOf({
    preparednessLevel: "not_at_all",
    rulesForChildren: "no_rules",
    childAiConcerns: ["content", "shortcuts"],
    householdAiUseOther:
      "Our kids, 8 and 11, ask the Google speaker for homework answers and jokes.",
  });
  expect(report).toMatch(
    /minimum age \(13 for ChatGPT: at 8 and 11, your children are under it and use it only with you, on your account\)/,
  );
});

it("says nothing of it where no child's age is under it", () => {
  const report = markdownOf({
    preparednessLevel: "not_at_all",
    rulesForChildren: "no_rules",
    childAiConcerns: ["content"],
    householdAiUseOther: "Our son, 15, uses ChatGPT to study for exams.",
  });
  expect(report).not.toMatch(/13 for ChatGPT/);
});
