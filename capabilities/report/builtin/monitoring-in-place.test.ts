import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { inputFor } from "@/tests/helpers/test-personas";
import { generateReport, generateRoadmap } from "./index";
import { heldSystems } from "./held-systems";

/**
 * Issue 34 (r21 review, class 2): a credit union that has run Verafin for fraud and AML alerts
 * since 2021 was offered fraud scoring by "a tool to be chosen in phase 1". A system the company
 * already runs for the pilot's work is the pilot's tool, measured and tuned, never chosen anew;
 * a product listed bare is read for what the other answers say it is used for.
 */

const FRAUD = "detecting_fraud_and_financial_crime_earlier";

const answers = (otherPlatforms: string, aiExperience: string): AssessmentInput =>
  makeAnswers({
    companyName: "Kootenay Hills Savings",
    companyIndustry: "financial-services",
    businessChallenges: [FRAUD],
    otherPlatforms,
    aiExperience,
  });

function documents(a: AssessmentInput): string {
  const input = inputFor(a);
  return `${generateReport(input).markdownReport}\n${JSON.stringify(generateRoadmap(input))}`;
}

describe("a fraud-monitoring system already in place", () => {
  it.each([
    [
      "Verafin, known by name",
      "Banno digital banking, Verafin, Microsoft 365",
      "Our compliance analysts review Verafin alerts every morning.",
      "Verafin",
    ],
    [
      "a product the report does not know, used for AML as another answer says",
      "Banno digital banking, Sentinel Watch, Microsoft 365",
      "Our compliance analysts have used Sentinel Watch for transaction monitoring and AML alerts since 2020, and most alerts turn out to be noise.",
      "Sentinel Watch",
    ],
  ])("is the fraud pilot's tool (%s)", (_case, platforms, experience, system) => {
    const a = answers(platforms, experience);
    expect(
      heldSystems(a)
        .find((h) => h.name === system)
        ?.functions.map((f) => f.id),
    ).toContain("fraud");
    const read = documents(a);
    expect(read).toContain(`(${system}, already in use)`);
    expect(read).not.toMatch(/scoring of transactions and onboarding \(a tool to be chosen/);
    expect(read).not.toMatch(
      /Baseline “Detecting fraud and financial crime earlier” before choosing a tool/,
    );
  });

  it("is read only from what the words say it is for", () => {
    const a = answers(
      "Banno digital banking, Sentinel Watch, Microsoft 365",
      "Sentinel Watch sends us a weekly newsletter.",
    );
    expect(heldSystems(a).find((h) => h.name === "Sentinel Watch")?.functions ?? []).toEqual([]);
  });
});
