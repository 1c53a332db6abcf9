/** The built-in report generator, in process: generateReport + generateRoadmap per assessment. */
import { randomUUID } from "node:crypto";
import type { AssessmentInput } from "@/model/assessment/schemas";
import type { GenerationInput } from "@/capabilities/report/generation-input";
import { summarise, type Sample } from "./load";
import { personas } from "./personas";

/** `count` GenerationInputs from the personas, each varied (name, confidence), industryStats null. */
export async function generationInputs(count: number): Promise<GenerationInput[]> {
  const { scoreFamily, scoreReadiness } = await import("@/model/scoring");
  const base = personas();
  return Array.from({ length: count }, (_, i) => {
    const persona = base[i % base.length];
    const answers: AssessmentInput = {
      ...persona,
      executiveName: `${persona.executiveName} ${i}`,
      aiConfidence: 1 + ((persona.aiConfidence + i) % 10),
    };
    return {
      assessmentId: randomUUID(),
      answers,
      readiness: scoreReadiness(answers),
      family: scoreFamily(answers),
      industryStats: null,
      createdAt: new Date(Date.UTC(2026, 0, 1 + (i % 300))),
    };
  });
}

/** Times generateReport + generateRoadmap for each input (after 20 untimed warm-up runs), in ms. */
export async function timeGenerator(inputs: GenerationInput[]): Promise<Sample> {
  const { generateReport, generateRoadmap } = await import("@/capabilities/report/builtin");
  let sink = 0;
  for (const input of inputs.slice(0, 20)) {
    sink +=
      JSON.stringify(generateReport(input)).length + JSON.stringify(generateRoadmap(input)).length;
  }
  const times: number[] = [];
  for (const input of inputs) {
    const t0 = performance.now();
    const report = generateReport(input);
    const roadmap = generateRoadmap(input);
    times.push(performance.now() - t0);
    sink += Object.keys(report).length + Object.keys(roadmap).length;
  }
  if (sink < 0) throw new Error("unreachable");
  return summarise(times);
}
