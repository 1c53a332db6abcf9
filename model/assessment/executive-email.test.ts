import { resetData } from "@/tests/helpers/database";
import { db } from "@/platform/db";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { createAssessment } from "@/capabilities/leads/assessments/mutations";
import { getExecutiveEmail } from "@/capabilities/leads/assessments/queries";

beforeEach(resetData);

describe("getExecutiveEmail", () => {
  it("answers the address of step 1 for a completed assessment", async () => {
    const id = await createAssessment(makeAnswers({ executiveEmail: "dana.reyes@northwind.ca" }));
    expect(await getExecutiveEmail(id)).toBe("dana.reyes@northwind.ca");
  });

  it("answers null for an unknown id, an id that cannot exist and a draft", async () => {
    expect(await getExecutiveEmail("6b1f0c2e-8d4a-4f3b-9e21-1a2b3c4d5e6f")).toBeNull();
    expect(await getExecutiveEmail("not-an-id")).toBeNull();
    const id = await createAssessment(makeAnswers({ executiveEmail: "draft@northwind.ca" }));
    await db.assessment.update({ where: { id }, data: { status: "draft" } });
    expect(await getExecutiveEmail(id)).toBeNull();
  });
});
