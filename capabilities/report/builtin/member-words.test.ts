import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { challenges, headOfficeAt, inputFor } from "@/tests/helpers/test-personas";
import { generateReport, generateRoadmap } from "./index";
import { memberWorded } from "./member-words";

/**
 * Issue 34 (r21 review, class 4): a credit union's report spoke of "legitimate clients", "no
 * client data", "clients' money" and "one close to the customers". A credit union serves
 * members: the report says so everywhere it speaks of them, and quotes the executive as written.
 */

const answers = (overrides: Partial<AssessmentInput>): AssessmentInput =>
  makeAnswers({
    companyName: "Cariboo Country Credit Union",
    companyIndustry: "financial-services",
    businessChallenges: challenges("financial-services", 0, 2),
    aiToolsUsed: ["chatgpt"],
    aiFriction: "Member data must stay in Canada. Our clients' trust is everything.",
    ...headOfficeAt("Williams Lake, British Columbia"),
    ...overrides,
  });

/** What the executive reads, without the words they wrote themselves. */
function written(a: AssessmentInput): string {
  const input = inputFor(a);
  const all = `${generateReport(input).markdownReport}\n${JSON.stringify(generateRoadmap(input))}`;
  return all.replace(/“[^”]*”/g, "“…”");
}

describe("a credit union's report", () => {
  it("speaks of members, never clients or customers", () => {
    const read = written(answers({}));
    expect(read.match(/.{0,50}\b(?:clients|customers)(?:'|’)?.{0,30}/gi)).toBeNull();
    expect(
      read.match(/.{0,50}\b(?:client|customer) (?:data|details|records|satisfaction).{0,30}/gi),
    ).toBeNull();
    expect(read).toMatch(/\bmember data\b|\bmembers'/);
  });

  it("keeps the executive's words, the department and the legal term as they are", () => {
    const input = inputFor(answers({}));
    const report = generateReport(input).markdownReport;
    expect(report).toContain("“Our clients' trust is everything”");
    expect(report).toMatch(/know-your-client/);
  });

  it("a bank keeps its clients", () => {
    const read = written(answers({ companyName: "Cariboo Country Bank", aiFriction: "" }));
    expect(read).toMatch(/\bclients\b/);
  });

  it("rewords only outside quotations", () => {
    expect(memberWorded("no client data goes into it (you wrote “client data stays here”)")).toBe(
      "no member data goes into it (you wrote “client data stays here”)",
    );
  });
});
