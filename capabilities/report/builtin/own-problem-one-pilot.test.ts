import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { documentsOf } from "@/tests/helpers/documents-text";
import { ownerRules } from "@/tests/report-audit/plan-rules";

/**
 * Review r18 class 6: one problem is one pilot, with one owner, in one phase. The executive's
 * own problem joins the pilot of the chosen challenge that does its work, even the third chosen
 * (never a second pilot queued for phase 3 with another owner), and the pilot launched in phase 1
 * is not listed again among phase 2's use cases.
 */

const CLAIMS = "improving_billing_accuracy_and_claim_approvals";

const pharmacy = (otherChallenge: string): AssessmentInput =>
  makeAnswers({
    executiveName: "Hélène Marchand",
    executiveTitle: "Pharmacist-Owner",
    companyName: "Prairie Crossing Pharmacy",
    companyIndustry: "healthcare",
    companyEmployees: "11-50",
    companyRevenue: "1m-10m",
    headOfficeLocation: "other",
    businessChallenges: [
      "reducing_clinician_administrative_burden",
      "addressing_staff_shortages_and_burnout",
      CLAIMS,
    ],
    otherChallenge,
    aiExperience: undefined,
    aiFriction: undefined,
  });

const bakery = makeAnswers({
  companyName: "Copper Kettle Bakeries",
  companyIndustry: "other",
  companyEmployees: "51-200",
  otherChallenge: "We throw out about 18% of the bread we bake every week.",
  aiExperience: undefined,
  aiFriction: undefined,
});

describe.each([
  ["English", "Rejected drug plan claims and prior authorisations take about 10 hours of my week."],
  [
    "French",
    "Les réclamations d'assurances refusées et les autorisations préalables nous prennent 10 heures par semaine.",
  ],
])("a claims problem beside the claims challenge chosen third, in %s", (_language, words) => {
  let docs: ReturnType<typeof documentsOf>;
  beforeAll(() => {
    docs = documentsOf(pharmacy(words));
  });

  it("is one pilot that answers both, with one owner", () => {
    const quoted = `“${words.replace(/\.$/, "")}”`;
    const answering = docs.roadmap.recommendations.filter((r) => r.description.includes(quoted));
    expect(answering).toHaveLength(1);
    expect(answering[0]!.description).toMatch(
      /^Answers “Improving billing accuracy and claim approvals” and “/,
    );
    const { phase1, phase2, phase3 } = docs.report.roadmap;
    const claimsPilots = [phase1, phase2, phase3]
      .flatMap((p) => p.initiatives ?? [])
      .filter((i) => /for “Improving billing accuracy|^Send pre-approvals/.test(i.action));
    expect(claimsPilots).toHaveLength(1);
    expect(phase1.initiatives?.[0]).toBe(claimsPilots[0]);
  });

  it("leaves the audit's one-owner rule nothing to flag", () => {
    expect(ownerRules({ reportData: docs.report, roadmap: docs.roadmap })).toEqual([]);
  });
});

describe("a first pilot launched in phase 1", () => {
  let docs: ReturnType<typeof documentsOf>;
  beforeAll(() => {
    docs = documentsOf(bakery);
  });

  it("is launched in phase 1 and not listed again among phase 2's use cases", () => {
    const [one, two] = docs.roadmap.phases;
    const launched = /launching the pilot on ([^.]+)\./.exec(one!.description)?.[1];
    expect(launched).toBeDefined();
    expect(two!.description).not.toContain(launched!);
    expect(ownerRules({ reportData: docs.report, roadmap: docs.roadmap })).toEqual([]);
  });
});
