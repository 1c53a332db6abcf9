import { assessmentInputSchema } from "@/model/assessment/schemas";
import { makeAnswers, maximumAnswers, minimumAnswers } from "@/tests/helpers/test-answers";

describe("test answers", () => {
  it("are complete assessments the submission schema accepts", () => {
    for (const answers of [makeAnswers(), minimumAnswers(), maximumAnswers()]) {
      expect(assessmentInputSchema.parse(answers)).toEqual(answers);
    }
  });

  it("pick the new industry's challenges when only the industry is overridden", () => {
    const answers = makeAnswers({ companyIndustry: "healthcare" });
    expect(assessmentInputSchema.safeParse(answers).success).toBe(true);
  });
});
