import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { documentsOf } from "@/tests/helpers/documents-text";
import { ownerRules } from "@/tests/report-audit/plan-rules";

/**
 * Review r20: the priority challenges are the plan's pilots in the plan's order. A challenge the
 * executive's own rule leaves without a pilot never leads the list (nor the pilots): it comes
 * after those the plan pilots, said as such. And a clause that only says what the company runs
 * ("We run 25 condo corporations and 3 rental buildings; …") never joins the executive's problem
 * to the pilot of a challenge whose words it shares.
 */

const priorities = (answers: AssessmentInput) =>
  /The priority challenges are (.+?)\.(?:\s|$)/.exec(
    documentsOf(answers).roadmap.executiveSummary,
  )?.[1];

describe("a chosen challenge the executive's rule leaves without a pilot", () => {
  it.each([
    [
      "an inn that will never let a chatbot answer its guests",
      makeAnswers({
        companyName: "Harbour Light Inn",
        companyIndustry: "travel-hospitality-tourism",
        companyEmployees: "11-50",
        businessChallenges: [
          "handling_guest_enquiries_around_the_clock",
          "optimising_pricing_and_occupancy",
        ],
        aiDepartments: ["customer_service"],
        aiFriction: "A chatbot will never answer our guests.",
      }),
      "optimizing pricing and occupancy",
      "handling guest enquiries around the clock",
    ],
    [
      "a school that rules out AI grading",
      makeAnswers({
        companyName: "Cedar Ridge School",
        companyIndustry: "education",
        companyEmployees: "51-200",
        businessChallenges: [
          "reducing_teacher_workload_and_burnout",
          "upholding_academic_integrity_as_students_use_ai",
        ],
        aiFriction: "No AI grading of student work.",
      }),
      "upholding academic integrity as students use ai",
      "reducing teacher workload and burnout",
    ],
  ])(
    "%s: the piloted challenge leads, the other follows as unpiloted",
    (_, answers, piloted, ruled) => {
      const said = priorities(answers)!.toLowerCase();
      const { roadmap } = documentsOf(answers);
      expect(
        roadmap.recommendations.some((r) =>
          r.description.toLowerCase().startsWith(`answers “${piloted}”`),
        ),
      ).toBe(true);
      expect(said.startsWith(piloted)).toBe(true);
      expect(said).toContain(`${ruled}, which the plan does not pilot`);
    },
  );
});

describe("a property manager's problem said after what it runs", () => {
  const docs = documentsOf(
    makeAnswers({
      companyName: "Bytown Property Services",
      companyIndustry: "real-estate",
      companyEmployees: "51-200",
      businessChallenges: [
        "managing_tenant_communications_and_maintenance_requests",
        "reducing_vacancy_rates_across_the_portfolio",
      ],
      otherChallenge:
        "We run 14 condo corporations and 2 rental buildings; board minutes eat our managers' evenings.",
      aiDepartments: ["operations", "customer_service"],
    }),
  );

  it("is not given to the leasing pilot for the rental buildings it names", () => {
    const vacancy = docs.roadmap.recommendations.find((r) =>
      r.description.startsWith("Answers “Reducing vacancy rates"),
    );
    expect(vacancy?.description).not.toContain("board minutes");
    expect(ownerRules({ reportData: docs.report, roadmap: docs.roadmap })).toEqual([]);
  });
});
