import { generateReport, generateRoadmap } from "@/capabilities/report/builtin";
import type { AssessmentInput } from "@/model/assessment/schemas";
import { auditInput } from "./audit-input";
import { auditPersonas } from "./personas";
import { auditDocuments } from "./rules";

const persona = (key: string) => auditPersonas.find((p) => p.key === key)!;

function audit(key: string, edit: (text: string) => string, answers?: Partial<AssessmentInput>) {
  const base = persona(key);
  const input = auditInput({ ...base, answers: { ...base.answers, ...answers } });
  const reportData = generateReport(input).reportData;
  const roadmap = generateRoadmap(input);
  const edited = { ...reportData, executiveSummary: edit(reportData.executiveSummary) };
  return auditDocuments(input, { reportData: edited, roadmap }).map((v) => v.rule);
}

it.each([
  ["AI already reaches Sales and Marketing.", "claim of use the answers do not support"],
  ["Teams are using AI faster than policy.", "claim of use the answers do not support"],
  ["Add Claude to your AI toolkit (+3 points).", "advice that chases points"],
  ["Listing syndication (to be scoped in the first phase).", "own words left unanswered"],
  ["The household uses AI for “none really”.", "placeholder quoted as an answer"],
  [
    "Measure your own problem before any pilot on it: decide whether AI has a part: “Late-delivery penalties cost $180k last year”.",
    "costed problem given no pilot",
  ],
  [
    "Measure your own problems before any pilot on them: “Used equipment sits 210 days on the lot, tying up $6M”.",
    "costed problem given no pilot",
  ],
  [
    "In Moffatt v. Air Canada a tribunal held the company liable.",
    "chatbot ruling without a chatbot",
  ],
])("flags %j for a brokerage that uses no AI", (sentence, rule) => {
  expect(audit("kelowna-brokerage", (text) => `${text} ${sentence}`)).toContain(rule);
});

it("flags British Columbia's privacy act for a head office in Calgary, not for one in Kelowna", () => {
  const cite = (text: string) =>
    `${text} British Columbia's Personal Information Protection Act (PIPA) applies.`;
  expect(audit("calgary-retail", cite)).toContain("law of the wrong province");
  expect(audit("kelowna-brokerage", cite)).not.toContain("law of the wrong province");
});

it("flags a department a school does not have, and advice to create champions that exist", () => {
  expect(audit("private-school", (t) => `${t} The pilot is led by Product.`)).toContain(
    "department that does not fit the industry",
  );
  expect(
    audit("delta-manufacturer", (t) => `${t} Build a champions network across the plant.`),
  ).toContain("advice to create what is in place");
});
