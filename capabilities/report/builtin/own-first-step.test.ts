import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { auditInput } from "@/tests/report-audit/audit-input";
import { generateReport, generateRoadmap } from "./documents";

/**
 * Review r16 class 5: the executive's own problem that no kind reads is never answered with "to
 * be scoped with you": the report gives its first concrete step from the words (who logs it,
 * what to count or their own figures, what to try against it), or the one question to answer
 * first when the words name the problem and nothing of it.
 */

const DEFERRED = /to be scoped|scoped (?:with you|together)|(?:we will|we'll) scope/i;

const documents = (otherChallenge: string, shape: Partial<AssessmentInput> = {}) => {
  const i = auditInput({
    answers: makeAnswers({
      companyIndustry: "manufacturing",
      aiExperience: undefined,
      aiFriction: undefined,
      otherChallenge,
      ...shape,
    }),
  });
  const report = generateReport(i);
  return {
    decisions: report.reportData.brief!.decisions.join(" "),
    challenges: report.reportData.currentState.keyChallenges.join("\n"),
    all: [report.markdownReport, JSON.stringify(generateRoadmap(i))].join("\n"),
  };
};

describe("a problem no kind reads gets its first concrete step", () => {
  it.each([
    "Our glass kilns crack a batch every fortnight and nobody knows why.",
    "Nos étalages de saison restent à moitié vides et personne ne sait pourquoi.",
    "Load tenders and rate confirmations pile up in the dispatch inbox.",
  ])("%s", (text) => {
    const { decisions, challenges, all } = documents(text);
    expect(all).not.toMatch(DEFERRED);
    expect(decisions).toMatch(
      // A problem that comes every fortnight is logged long enough to see it (review r20 class 8).
      /the first step is to have \S.* log each time it happens (?:for two weeks|over the next \w+ months, since it comes about every \w+ weeks), with the hours it takes and what it costs, then try one step of it with AI/,
    );
    expect(challenges).toContain("”: the first step is to have");
  });

  it.each([
    "Our small newsroom cannot cover every town the stations serve.",
    "Our small quality team cannot review every supplier certificate the customers expect.",
  ])("writes down what a standing problem costs, never logs each time it happens: %s", (text) => {
    const { decisions } = documents(text);
    expect(decisions).toMatch(
      /the first step is to have \S.* write down within two weeks what it costs .* today in hours, money or customers and what a good result would be, then try one step of it with AI where it costs most/,
    );
    expect(decisions).not.toContain("log each time it happens");
  });

  it("takes the figures the executive gave as the baseline", () => {
    const { decisions, all } = documents(
      "Nos fournisseurs livrent toujours avec deux semaines de retard sur les commandes.",
    );
    expect(all).not.toMatch(DEFERRED);
    expect(decisions).toContain("take your figures (“deux semaines”) as the baseline");
  });

  it("names who logs it where the words name the person doing it", () => {
    const { decisions } = documents(
      "Our glass kilns crack a batch every fortnight and nobody knows why; Gord, our production manager, runs the kilns.",
    );
    expect(decisions).toContain("the first step is to have Gord (production manager) log");
  });

  it("asks one question first when the words name the problem and nothing of it", () => {
    const { decisions, all } = documents("Customer retention", { companyIndustry: "technology" });
    expect(all).not.toMatch(DEFERRED);
    expect(decisions).toContain(
      "one question comes first: what does “Customer retention” cost Northwind Logistics today, in hours, money or customers?",
    );
  });
});
