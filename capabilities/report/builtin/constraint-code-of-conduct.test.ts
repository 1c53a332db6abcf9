import { markdownOf } from "@/tests/helpers/test-personas";

/**
 * Review r29 (#34): a law firm's "duties under the Nova Scotia Barristers' Society's Code of
 * Professional Conduct mean we cannot risk a vendor training on or disclosing client documents"
 * was read as a rule on source code, and the report's first risk was a developer pasting code into
 * a chatbot. A code of conduct is no software; the rule keeps the client documents.
 */

const friction = (rule: string) =>
  markdownOf({
    companyIndustry: "consulting",
    companyName: "Harbourview Law LLP",
    otherChallenge: "",
    aiExperience: "",
    aiFriction: rule,
  });

it("reads a code of conduct as no source code", () => {
  const report = friction(
    "Solicitor-client privilege and our duties under the Nova Scotia Barristers' Society's Code of Professional Conduct mean we cannot risk a vendor training on or disclosing client documents.",
  );
  expect(report).not.toMatch(/source code|developer/i);
});

it("still reads a rule on source code", () => {
  const report = friction("Our source code can never go into a cloud AI tool.");
  expect(report).toMatch(/Source code reaches an AI tool/);
});
