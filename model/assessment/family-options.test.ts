import { childConcernOptions } from "./options";
import { assessmentFieldsSchema } from "./schemas";

const concerns = assessmentFieldsSchema.shape.childAiConcerns;

describe("the family step's child concerns", () => {
  it('offers "No children at home", stored as no_children', () => {
    expect(childConcernOptions).toContainEqual({
      value: "no_children",
      label: "No children at home",
    });
  });

  it("accepts it alone and refuses it with a concern, with the spec's message", () => {
    expect(concerns.safeParse(["no_children"]).success).toBe(true);
    const mixed = concerns.safeParse(["no_children", "privacy"]);
    expect(mixed.success).toBe(false);
    expect(mixed.error?.issues.map((issue) => issue.message)).toEqual([
      "'None' cannot be combined with other choices",
    ]);
    expect(concerns.safeParse([]).error?.issues[0].message).toBe(
      "Please select at least one child AI concern",
    );
  });
});
