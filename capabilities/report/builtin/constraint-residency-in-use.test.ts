import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { generateReport } from "./documents";
import { inputFor } from "@/tests/helpers/test-personas";

/**
 * A data-residency rule reaches the AI tools already in use too: the next steps review them
 * against it early, and a risk says client data must not go into them.
 */

const firm = (aiFriction: string | undefined): AssessmentInput =>
  makeAnswers({
    companyName: "Rideau Systems",
    aiToolsUsed: ["chatgpt", "claude"],
    aiExperience: "Our analysts use Claude to summarise long documents.",
    otherChallenge: undefined,
    aiFriction,
  });

describe.each([
  ["English", "Client data must stay in Canada; our contracts say so."],
  ["French", "Aucune donnée de nos clients ne doit quitter le Canada."],
])("data kept in Canada, with tools hosted elsewhere in use, in %s", (_language, statement) => {
  const without = generateReport(inputFor(firm(undefined))).reportData;
  const held = generateReport(inputFor(firm(statement))).reportData;

  it("reviews the tools in use against the rule as an early step", () => {
    const review = held.nextSteps.find((s) => /^Within 30 days: review the use of/.test(s));
    expect(review).toMatch(/ChatGPT.* and Claude against your rule \(you wrote “/);
    expect(review).not.toMatch(/\(data kept in Canada\)/);
    expect(review).toContain("no client data goes into them");
    expect(without.nextSteps.join(" ")).not.toMatch(/review the use of/);
  });

  it("names the risk of client data in those tools, asserting no practice the answers do not state", () => {
    const risk = (r: typeof held) => r.risks.map((x) => x.risk).join(" ");
    expect(risk(held)).toMatch(
      /Client data could go into ChatGPT.* and Claude, already in use at Rideau Systems and hosted outside Canada/,
    );
    expect(risk(held)).not.toMatch(/Client data goes into/);
    // Contracts only where the executive named them.
    if (/contracts/.test(statement)) expect(risk(held)).toContain("the contracts it rests on");
    else expect(risk(held)).not.toMatch(/contracts/);
    expect(risk(without)).not.toMatch(/already in use at Rideau Systems and hosted outside Canada/);
  });
});
