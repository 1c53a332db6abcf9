import type { AssessmentInput } from "@/model/assessment/schemas";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { readConstraints } from "./constraints";
import { generateReport, generateRoadmap } from "./documents";
import { auditInput } from "@/tests/report-audit/audit-input";

/**
 * Every "never" the executive states about AI, in either language, is kept (round 12: "We will
 * never let an AI place outbound calls to debtors" was neither in "What this report respects"
 * nor in the policy): listed where the report says what it respects, written into the AI use
 * policy's rules, and no pilot or tool does what it rules out.
 */

const input = (answers: AssessmentInput) => auditInput({ answers });

const redLines = (aiFriction: string) =>
  readConstraints(makeAnswers({ otherChallenge: undefined, aiFriction, aiExperience: undefined }))
    .filter((c) => c.id === "red-line")
    .map((c) => c.quote);

describe("a never about AI, whatever it is about", () => {
  it.each([
    [
      "We will never let an AI phone our tenants about late rent.",
      "We will never let an AI phone our tenants about late rent",
    ],
    [
      "Under no circumstances will AI send letters to our patients.",
      "Under no circumstances will AI send letters to our patients",
    ],
    [
      "Jamais l'IA n'appellera nos clients pour un paiement en retard.",
      "Jamais l'IA n'appellera nos clients pour un paiement en retard",
    ],
    [
      "On ne laissera jamais un outil modifier un plan d'arpentage sans vérification.",
      "On ne laissera jamais un outil modifier un plan d'arpentage sans vérification",
    ],
    // Review r24: a ban said plainly.
    [
      "The Clerk has since said no AI on minutes, full stop.",
      "The Clerk has since said no AI on minutes, full stop",
    ],
  ])("keeps %j", (text, quote) => {
    expect(redLines(text)).toEqual([quote]);
  });

  it.each([
    "We can't find the time to learn new tools.",
    "We will never go back to paper timesheets.",
    "We have no AI in place yet.",
    "Les employés ne veulent pas perdre leur emploi.",
  ])("reads no red line in %j", (text) => {
    expect(redLines(text)).toEqual([]);
  });
});

describe("a restaurant that will never let AI take its phone orders", () => {
  const answers = makeAnswers({
    companyName: "Harbourview Pizzeria",
    companyIndustry: "food-services",
    companyEmployees: "11-50",
    orgPosture: "exploring",
    businessChallenges: ["managing_delivery_platforms_and_online_orders"],
    otherChallenge: undefined,
    aiFriction:
      "Orders from three delivery apps are re-typed into our POS. We will never let an AI take phone orders from our regulars.",
    aiExperience: undefined,
  });
  const { reportData, markdownReport } = generateReport(input(answers));
  const roadmap = generateRoadmap(input(answers));
  const rule = "“We will never let an AI take phone orders from our regulars”";

  it("lists it where the report says what it respects", () => {
    expect(reportData.brief?.position).toContain(`What this report respects, in your words: `);
    expect(reportData.brief?.position).toContain(rule);
  });

  it("writes it into the AI use policy's rules", () => {
    const policy = roadmap.quickWins.find((w) => /AI use policy/.test(w.title));
    expect(policy?.description).toContain(rule);
  });

  it("never quotes it as friction", () => {
    expect(reportData.brief?.position).toContain(
      "Where AI adoption meets friction, you wrote: “Orders from three delivery apps are re-typed into our POS”",
    );
  });

  it("recommends no AI phone ordering, in the landscape or a pilot", () => {
    expect(markdownReport).not.toMatch(/AI phone|Online, delivery and voice ordering/i);
    expect(JSON.stringify(roadmap)).not.toMatch(/AI phone|voice ordering/i);
  });
});

describe("a clerk who allows no AI on the minutes (review r24)", () => {
  const { markdownReport } = generateReport(
    input(
      makeAnswers({
        companyName: "Township of Mallory Springs",
        companyIndustry: "other",
        otherChallenge: "Building permits average 17 business days against the Building Code's 10.",
        aiExperience:
          "A transcription tool recorded a 4-3 vote as unanimous, so the Clerk has since said no AI on minutes, full stop.",
        aiFriction: undefined,
      }),
    ),
  );

  it("lists the ban where the report says what it respects and drafts no minutes with AI", () => {
    expect(markdownReport).toContain("no AI on minutes, full stop");
    expect(markdownReport).not.toMatch(/[Mm]inutes drafted from/);
  });
});
