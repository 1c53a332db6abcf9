import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { inputFor } from "@/tests/helpers/test-personas";
import { problemKinds } from "@/capabilities/report/content/problem-kinds";
import { generateReport, generateRoadmap } from "./documents";

/**
 * Issue 34 (eleventh review): a carrier whose biggest problem is dispatch, with trucks coming
 * back empty "because we can't find backhauls fast enough", got "cover the work of the role you
 * cannot fill" as its first pilot, then a sales pilot's owner and measure. Finding backhauls is
 * no hiring problem, and planning loads is the dispatchers' work, measured in empty miles.
 */

const DISPATCH =
  "Dispatch is our biggest problem: our three dispatchers plan loads on whiteboards and spreadsheets, and trucks come back empty from Alberta and Washington because we can't find backhauls fast enough.";

const carrier = (otherChallenge: string, more: Partial<AssessmentInput> = {}) => {
  const input = inputFor(
    makeAnswers({
      companyName: "Fraser Valley Freightways Ltd.",
      companyEmployees: "51-200",
      companyIndustry: "other",
      businessChallenges: [
        "growing_revenue_in_a_competitive_market",
        "improving_operational_efficiency",
      ],
      otherChallenge,
      otherPlatforms: "McLeod LoadMaster TMS, Samsara ELDs",
      ...more,
    }),
  );
  return { report: generateReport(input).reportData, roadmap: generateRoadmap(input) };
};

const capacity = problemKinds.find((k) => k.id === "capacity")!;
const readsAsHiring = (text: string) => capacity.patterns.some((p) => p.test(text));

describe("a role you cannot fill", () => {
  it.each([
    "We can't find a second CAD technician anywhere in the valley.",
    "We can't find enough personal support workers for weekend visits.",
    "It is hard to keep good drivers.",
    "We cannot find a mechanic.",
  ])("is read in %s", (text) => expect(readsAsHiring(text)).toBe(true));

  it.each([
    "trucks come back empty because we can't find backhauls fast enough",
    "We can't find time to put our price list into the new website.",
    "We can't find backhauls for our drivers.",
    "We can't find new customers in Alberta.",
  ])("is not read in %s: what is not found is no person", (text) =>
    expect(readsAsHiring(text)).toBe(false),
  );
});

describe("a carrier's stated dispatch problem", () => {
  it("is its first pilot, owned by operations and measured in empty miles, never an unfilled role", () => {
    const { report } = carrier(DISPATCH);
    const decision = report.brief!.decisions[1]!;
    expect(decision).toMatch(/^Start with planning loads and backhauls as the first pilot/);
    expect(decision).toContain("owned by the Operations Manager");
    expect(decision).toContain("measured by empty miles as a share of all miles driven");
    expect(JSON.stringify(report)).not.toMatch(/role you cannot fill|unfilled role/);
  });

  it("runs on the roadmap as the dispatchers' work, not a sales pilot's", () => {
    const { report, roadmap } = carrier(DISPATCH);
    const pilots = [
      ...(report.roadmap.phase1.initiatives ?? []),
      ...(report.roadmap.phase2.initiatives ?? []),
    ];
    const pilot = pilots.find((i) => i.action.startsWith("Plan loads and backhauls"));
    expect(pilot?.owner).toBe("Operations Manager");
    const answering = roadmap.recommendations.find((r) =>
      r.description.includes("Dispatch is our"),
    );
    expect(answering?.title).toMatch(/^Plan loads and backhauls/);
  });

  it("is read in French: « nos camions reviennent à vide »", () => {
    const { report } = carrier(
      "Notre plus gros problème : nos camions reviennent à vide de l'Alberta, faute de chargements de retour.",
    );
    expect(report.brief!.decisions[1]).toMatch(/planning loads and backhauls/);
  });
});
