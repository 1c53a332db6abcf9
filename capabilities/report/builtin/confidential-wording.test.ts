import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { generateReport } from "./documents";
import { inputFor } from "@/tests/helpers/test-personas";

/**
 * A rule keeping material out of public AI tools is restated as written: the material it names,
 * public tools (an approved business tenant is not one), and the audits it names; never the
 * patients of a broad industry's template nor "a cloud service" beside recommended cloud tools.
 */

const lab = (aiFriction: string): AssessmentInput =>
  makeAnswers({
    companyName: "Saltspring Formulations",
    companyIndustry: "healthcare",
    companyEmployees: "11-50",
    otherChallenge: undefined,
    aiFriction,
  });

const risksOf = (answers: AssessmentInput) => {
  const { reportData } = generateReport(inputFor(answers));
  return {
    position: reportData.brief!.position,
    risks: reportData.risks.map((r) => r.risk).join("\n"),
  };
};

describe.each([
  [
    "with the partners' audits",
    "Unreleased formulation data and client recipes can never be uploaded to a public AI tool; our retail partners audit this.",
    true,
  ],
  [
    "without audits",
    "Unreleased formulation data and client recipes can never be uploaded to a public AI tool.",
    false,
  ],
])("a public-tool rule, %s", (_case, rule, audited) => {
  const { position, risks } = risksOf(lab(rule));

  it("quotes the rule in the brief and names what it keeps out of public AI tools in the risk", () => {
    expect(position).toContain(`in your words: “${rule.replace(/\.$/, "")}”.`);
    expect(position).not.toContain("kept out of public AI tools)");
    expect(risks).toContain(
      "A public AI tool (a chatbot on a personal or free account, a vendor that trains on what it is given) receives unreleased formulation data and client recipes",
    );
  });

  it("names neither patients nor cloud services the rule does not name", () => {
    expect(risks).not.toMatch(/in confidence for its|a cloud service/);
  });

  it(`names the audits ${audited ? "the partners run" : "nowhere"}`, () => {
    if (audited) expect(risks).toContain("failing the audits its retail partners run");
    else expect(risks).not.toMatch(/audits/);
  });
});

describe("a rule keeping material on site", () => {
  it("still names cloud services, as the rule keeps the material off them", () => {
    const { risks } = risksOf(lab("Our clients' formulation files must never leave the office."));
    expect(risks).toMatch(/a cloud service/);
  });
});
