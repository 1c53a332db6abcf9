import type { AssessmentInput } from "@/model/assessment/schemas";
import { buildContext } from "@/capabilities/report/builtin/context";
import type { GenerationInput } from "@/capabilities/report/generation-input";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { challenges } from "@/tests/helpers/test-personas";
import { auditInput } from "./audit-input";
import { constraintPersonas } from "./constraint-personas";
import { generateDocuments, type GeneratedDocuments } from "./lint-documents";
import { capacityRules, heldBackChallenges, heldBackRules } from "./plan-limits-rules";
import { auditPersonas } from "./personas";
import { randomInput } from "./random-assessments";
import { STORY_RULES } from "./story-rules";

/**
 * One plan within its stated limits (#34, round 16): no tool justified by a challenge the plan
 * holds back, no pilots at once where the executive runs one at a time; found when planted, and
 * over the personas and random assessments, none.
 */

const limitRules = (
  input: GenerationInput,
  docs: GeneratedDocuments = generateDocuments(input),
) => [...heldBackRules(docs), ...capacityRules(buildContext(input), docs)];

describe("over the personas and random assessments", () => {
  it.each([
    ...auditPersonas.map((p) => [p.key, auditInput(p)] as const),
    ...constraintPersonas.map((p) => [p.key, auditInput(p)] as const),
    ...Array.from({ length: 40 }, (_, i) => [`random ${i + 1}`, randomInput(i + 1)] as const),
  ])("%s: none", (_, input) => {
    expect(limitRules(input).map((v) => v.detail)).toEqual([]);
  });

  it.each([
    ["a home-care agency", "healthcare", "201-500", "We can only run one pilot at a time."],
    ["un imprimeur", "manufacturing", "51-200", "On ne peut mener qu'un seul projet à la fois."],
    ["a retailer", "retail", "11-50", "Honestly we can run one project at a time, no more."],
  ])(
    "%s that runs one pilot at a time: none",
    (_, companyIndustry, companyEmployees, aiFriction) => {
      const input = auditInput({
        answers: makeAnswers({
          companyIndustry,
          companyEmployees,
          aiFriction,
        } as Partial<AssessmentInput>),
      });
      expect(limitRules(input).map((v) => v.detail)).toEqual([]);
    },
  );
});

// Past the three challenges piloted: a tool serves them, or nothing cites them.
describe("a company with more challenges than the plan pilots", () => {
  it.each([
    ["a clinic", "healthcare", "51-200", "We can only run one pilot at a time."],
    ["une usine", "manufacturing", "201-500", "Les données doivent rester au Canada."],
    ["a retailer", "retail", "11-50", undefined],
  ])("%s: none", (_, companyIndustry, companyEmployees, aiFriction) => {
    const input = auditInput({
      answers: makeAnswers({
        companyIndustry,
        companyEmployees,
        aiFriction,
        businessChallenges: challenges(companyIndustry, 0, 1, 2, 3, 4),
      } as Partial<AssessmentInput>),
    });
    const docs = generateDocuments(input);
    // Past the three piloted, each says which tool serves it, or that it has no pilot.
    expect(docs.reportData.currentState.keyChallenges.slice(3).join("\n")).toMatch(
      /recommended below, serves? it|no pilot in this plan/,
    );
    expect(limitRules(input, docs).map((v) => v.detail)).toEqual([]);
  });
});

describe("planted", () => {
  const input = auditInput({
    answers: makeAnswers({ aiFriction: "We can only run one pilot at a time." }),
  });
  const docs = generateDocuments(input);

  it("flags two pilots run side by side where the executive runs one at a time", () => {
    const copy = structuredClone(docs);
    copy.roadmap.phases[2]!.description +=
      " Run two use cases side by side once the first is proved.";
    expect(capacityRules(buildContext(input), copy).map((v) => v.rule)).toEqual([
      STORY_RULES.atOnce,
    ]);
  });

  it("flags a tool justified by a challenge the plan holds back", () => {
    const copy = structuredClone(docs);
    const line = copy.reportData.currentState.keyChallenges[0]!;
    const challenge = line.split(": ")[0]!;
    copy.reportData.currentState.keyChallenges[0] = `${challenge}: no pilot in this plan, as no AI application fits it from your answers.`;
    expect(heldBackChallenges(copy)).toEqual([challenge]);
    copy.reportData.recommendedApplications[0]!.useCase += ` It answers “${challenge}”.`;
    expect(heldBackRules(copy).map((v) => v.rule)).toContain(STORY_RULES.heldBack);
  });
});
