import { makeAnswers } from "@/tests/helpers/test-answers";
import { readConstraints } from "./constraints";
import { generateReport } from "./documents";
import { inputFor } from "@/tests/helpers/test-personas";

/**
 * A spending threshold stated signer first ("My husband Raj … signs off any new spend over $150 a
 * month", review 8, class 4) is the same gate as one stated amount first: a first-phase step with
 * its amount and the signer as the executive named them.
 */

describe.each([
  [
    "a BC bakery",
    { companyName: "Cowichan Hearth Bakery", companyIndustry: "food-services" },
    "My wife Anna signs off any new subscription over $100 a month.",
    "C$100 a month",
    "your wife Anna",
  ],
  [
    "une quincaillerie de Rimouski, in French",
    { companyName: "Quincaillerie du Fleuve", companyIndustry: "retail" },
    "Ma mère approuve toute dépense de plus de 500 $.",
    "C$500",
    "your mother",
  ],
  [
    "a Nova Scotia fishing co-operative",
    { companyName: "South Shore Fishermen's Co-op", companyIndustry: "other" },
    "The board approves any project over $50,000.",
    "C$50,000",
    "the board",
  ],
] as const)("%s", (_case, shape, rule, amount, signer) => {
  const answers = makeAnswers({ ...shape, aiFriction: rule });

  it("reads the amount and the signer", () => {
    const gate = readConstraints(answers).find((c) => c.id === "approval-threshold");
    expect(gate?.threshold?.text).toBe(amount);
    expect(gate?.approver ?? gate?.respect).toContain(signer);
  });

  it("puts the approval in the first phase", () => {
    const { reportData } = generateReport(inputFor(answers));
    expect(reportData.roadmap.phase1.objectives.join(" ")).toMatch(
      new RegExp(`over ${amount.replace("$", "\\$")}(?: a month)? to ${signer} for approval`),
    );
  });
});

it.each([
  "I approve any purchase over $500 myself.",
  "We approve about 40 loans over $50,000 a month.",
])("reads no threshold in %j", (text) => {
  const gates = readConstraints(makeAnswers({ aiFriction: text }));
  expect(gates.filter((c) => c.id === "approval-threshold")).toEqual([]);
});
