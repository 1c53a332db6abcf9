import type { GenerationInput } from "@/capabilities/report/generation-input";
import { buildContext } from "@/capabilities/report/builtin/context";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { auditInput } from "./audit-input";
import { generateDocuments, type GeneratedDocuments } from "./lint-documents";
import { auditPersonas } from "./personas";
import { priorityOrderRules } from "./priority-order-rules";
import { randomInput } from "./random-assessments";

/**
 * Review r20 (#34): the priority challenges the summary lists are the pilots the plan runs, in
 * its order and by the roadmap's names; found when planted, and over the personas and random
 * assessments, none.
 */

const orderRules = (input: GenerationInput, docs: GeneratedDocuments = generateDocuments(input)) =>
  priorityOrderRules(buildContext(input), docs).map((v) => v.detail);

/** A plant whose controller's month-end close, written in the executive's words, is the first pilot. */
const plant = auditInput({
  answers: makeAnswers({
    companyName: "Fraser Valley Fasteners",
    executiveTitle: "President",
    companyIndustry: "manufacturing",
    businessChallenges: [
      "forecasting_demand_and_optimising_inventory",
      "reducing_unplanned_equipment_downtime",
    ],
    otherChallenge:
      "Month-end close takes two weeks. Priya Raman, our controller, rebuilds the cash forecast in Excel every Monday.",
    aiFriction: "Nobody has time to learn new tools.",
    aiExperience: "I tried ChatGPT for emails.",
  }),
});

describe("the priority challenges in the plan's order", () => {
  it("leads with the first pilot's work, the executive's own problem", () => {
    const docs = generateDocuments(plant);
    expect(docs.reportData.brief?.decisions.join(" ")).toContain(
      "Start with the month-end close and reports as the first pilot",
    );
    expect(docs.roadmap.executiveSummary).toContain(
      "The priority challenges are the month-end close and reports (from what you wrote); forecasting demand and optimizing inventory; and reducing unplanned equipment downtime.",
    );
    expect(orderRules(plant, docs)).toEqual([]);
  });

  it("flags a list that puts a chosen challenge before the first pilot's work", () => {
    const docs = structuredClone(generateDocuments(plant));
    docs.roadmap.executiveSummary = docs.roadmap.executiveSummary.replace(
      /The priority challenges are [^.]+\./,
      "The priority challenges are forecasting demand and optimizing inventory; reducing unplanned equipment downtime; and the month-end close and reports.",
    );
    expect(orderRules(plant, docs)).toHaveLength(1);
  });

  it.each([
    ...auditPersonas.map((p) => [p.key, auditInput(p)] as const),
    ...Array.from({ length: 60 }, (_, i) => [`random ${i + 1}`, randomInput(i + 1)] as const),
  ])("%s: none out of order", (_, input) => expect(orderRules(input)).toEqual([]));
});
