import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { inputFor } from "@/tests/helpers/test-personas";
import { generateReport, generateRoadmap } from "./documents";

/**
 * Review r22: a condominium manager's transaction paperwork is the certificates and document
 * packages buyers' lawyers wait for, under a statutory deadline it misses; board minutes are
 * governance work with a pilot of their own. A condo-only manager reads no rental template.
 */

const condoManager = (overrides: Partial<AssessmentInput> = {}) => {
  const input = inputFor(
    makeAnswers({
      companyName: "Bow River Condominium Services",
      companyIndustry: "real-estate",
      companyEmployees: "51-200",
      headOfficeLocation: "other",
      customLocation: "Edmonton, Alberta",
      businessChallenges: [
        "speeding_up_transaction_paperwork_and_due_diligence",
        "managing_tenant_communications_and_maintenance_requests",
      ],
      otherChallenge:
        "We manage 80 condominium corporations. Our managers write board minutes every evening. Buyers' lawyers wait on our estoppel certificates and we miss the 10-day deadline most months.",
      aiExperience: undefined,
      aiFriction: undefined,
      ...overrides,
    }),
  );
  return { report: generateReport(input).reportData, roadmap: generateRoadmap(input) };
};

describe("a condominium manager's certificates", () => {
  const { report, roadmap } = condoManager();

  it("are the transaction paperwork pilot, measured by requests sent within the deadline", () => {
    const first = report.brief!.decisions.find((d) => /first pilot/.test(d))!;
    expect(first).toContain("(you wrote “Buyers' lawyers wait on our estoppel certificates");
    expect(first).toMatch(
      /measured by the share of certificates and document requests sent within the statutory deadline(?:, with the days each one took)?\.$/,
    );
    expect(first).not.toMatch(/board minutes|hours per set of/);
    expect(report.currentState.keyChallenges.join(" ")).toContain(
      "Speeding up transaction paperwork and due diligence: status, estoppel or information certificates",
    );
  });

  it("leave the board minutes a pilot of their own, never measured by the certificates", () => {
    const minutes = JSON.stringify(roadmap.recommendations).match(
      /“Our managers write board minutes every evening”[^"]*/,
    );
    expect(minutes?.[0]).not.toContain("within the 10 days");
  });

  it("read no rental building's leases, owners or rental software", () => {
    const said = JSON.stringify([report, roadmap]);
    expect(said).not.toMatch(/lease terms|building owners you manage|Yardi, AppFolio, Buildium/);
    expect(said).not.toContain("in rental buildings only");
  });
});

describe("a manager who rents out units too", () => {
  it("still gets the rental work when a rental challenge is chosen", () => {
    const { report } = condoManager({
      businessChallenges: ["reducing_vacancy_rates_across_the_portfolio"],
      otherChallenge: "We manage 12 rental buildings and 30 condominium corporations.",
    });
    expect(JSON.stringify(report.currentState.keyChallenges)).toContain("rental buildings");
  });
});
