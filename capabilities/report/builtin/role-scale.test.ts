import type { AssessmentInput } from "@/model/assessment/schemas";
import { storyDisagreements } from "@/tests/report-audit/consistency";
import { generateDocuments, lintDocuments } from "@/tests/report-audit/lint-documents";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { evidenceLine } from "@/model/documents/format";
import { buildContext } from "./context";
import { generateFollowUpQuestions } from "./follow-up";
import { boardShown } from "./role-scale";
import { isToAppoint } from "./owner-to-appoint";
import { challenges, inputFor } from "@/tests/helpers/test-personas";

/**
 * Owners and audiences the company has at its size (#34), for three sizes of business: a
 * six-person bookkeeping practice, a 30-person sign maker and a 300-person credit union
 * whose COO answered. No board, lead or head of the executive's own function the answers do not
 * show; no company name or title given as a reason; sections that agree.
 */

const written = (answers: AssessmentInput) => {
  const input = inputFor(answers);
  const documents = generateDocuments(input);
  const text = JSON.stringify(documents);
  return { input, documents, text };
};

const bookkeeper = written(
  makeAnswers({
    companyName: "Marchetti Bookkeeping",
    executiveName: "Rosa Marchetti",
    executiveTitle: "Principal",
    companyIndustry: "consulting",
    companyEmployees: "1-10",
    companyRevenue: "under-1m",
    orgAiElements: ["none_yet"],
    orgPosture: "curious",
    businessChallenges: challenges("consulting", 0, 1),
    aiToolsUsed: ["none"],
    aiDepartments: ["finance", "operations"],
    otherChallenge: "",
    aiExperience: "",
    aiFriction: "",
  }),
);

const signMaker = written(
  makeAnswers({
    companyName: "Cedarline Signs",
    executiveName: "Gurpreet Sandhu",
    executiveTitle: "Owner",
    companyIndustry: "manufacturing",
    companyEmployees: "11-50",
    companyRevenue: "1m-10m",
    orgAiElements: ["none_yet"],
    orgPosture: "exploring",
    businessChallenges: challenges("manufacturing", 0, 1, 2),
    aiToolsUsed: ["chatgpt"],
    aiDepartments: ["operations", "sales", "customer_service", "hr"],
    otherChallenge: "",
    aiExperience: "",
    aiFriction: "",
  }),
);

const creditUnion = written(
  makeAnswers({
    companyName: "Wheatland Savings Credit Union",
    executiveName: "Lena Sorensen",
    executiveTitle: "Chief Operating Officer",
    companyIndustry: "financial-services",
    companyEmployees: "201-500",
    companyRevenue: "100m-500m",
    orgAiElements: ["ai_policy", "dept_pilots"],
    orgPosture: "activating",
    businessChallenges: ["improving_credit_and_risk_decisions", "modernising_legacy_core_systems"],
    aiToolsUsed: ["copilot"],
    aiDepartments: ["operations", "finance", "customer_service"],
    otherChallenge: "",
    aiExperience: "",
    aiFriction: "",
  }),
);

const owners = ({ documents }: ReturnType<typeof written>) => [
  ...documents.roadmap.recommendations.map((r) => r.owner),
  ...documents.roadmap.quickWins.map((w) => w.owner),
  ...[
    documents.reportData.roadmap.phase1,
    documents.reportData.roadmap.phase2,
    documents.reportData.roadmap.phase3,
  ].flatMap((p) => (p.initiatives ?? []).map((i) => i.owner)),
];

describe("a six-person practice", () => {
  it("has the Principal own every piece of work and reports to no board", () => {
    expect(new Set(owners(bookkeeper))).toEqual(new Set(["Principal"]));
    expect(bookkeeper.text).not.toMatch(/\bboard\b/i);
    expect(bookkeeper.text).toContain("Draft one update you would normally write yourself");
  });
});

describe("a 30-person company", () => {
  it("invents no operations, customer service, people, finance or IT lead", () => {
    expect(signMaker.text).not.toMatch(
      /\b(?:operations|customer service|people|finance|IT|sales|marketing) lead\b/,
    );
    // Round 12: the Owner keeps one pilot; the executive names who runs the others.
    expect(owners(signMaker).filter((o) => o && o !== "Owner" && !isToAppoint(o))).toEqual([]);
    expect(signMaker.text).not.toMatch(/\bboard\b/i);
  });

  it("asks who would run the pilot day to day instead", () => {
    expect(generateFollowUpQuestions(signMaker.input).q1Followup).toMatch(
      /who on your team would run that pilot day to day/,
    );
  });
});

describe("a 300-person credit union whose COO answered", () => {
  it("gives operations work to the COO, never a Head of Operations beside her", () => {
    expect(creditUnion.text).not.toMatch(/Head of Operations|Director of Operations/);
    expect(owners(creditUnion)).toContain("Chief Operating Officer");
  });

  it("gives credit decisions to a credit role, never the Controller", () => {
    const credit = [
      ...creditUnion.documents.roadmap.recommendations.filter((r) => /credit/i.test(r.title)),
    ];
    expect(credit.length).toBeGreaterThan(0);
    for (const r of credit) expect(r.owner).not.toMatch(/Controller|finance lead|CFO/);
  });

  it("has a board to report to, where the sign maker and the practice have none", () => {
    expect(boardShown(buildContext(creditUnion.input))).toBe(true);
    expect(boardShown(buildContext(signMaker.input))).toBe(false);
    expect(boardShown(buildContext(bookkeeper.input))).toBe(false);
  });

  it("never gives its name as the reason a tool fits", () => {
    for (const tool of creditUnion.documents.reportData.recommendedApplications) {
      expect(evidenceLine(tool.evidence) ?? "").not.toMatch(/your company's name|your title/);
      expect(tool.evidence?.map((e) => e.answer) ?? []).not.toContain("company");
    }
    expect(creditUnion.text).not.toMatch(/shown by its name/);
  });
});

describe("every size", () => {
  it.each([
    ["practice", bookkeeper],
    ["company", signMaker],
    ["credit union", creditUnion],
  ])("the %s's documents have no seam and no disagreement", (_, { input, documents }) => {
    expect(lintDocuments(input, documents)).toEqual([]);
    expect(storyDisagreements(input, documents, input.readiness.improvements)).toEqual([]);
  });
});
