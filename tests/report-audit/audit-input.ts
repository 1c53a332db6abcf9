import type { GenerationInput } from "@/capabilities/report/generation-input";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { scoreFamily, scoreReadiness } from "@/model/scoring";
import type { AuditPersona } from "./personas";

/** What the generators read for an audit persona: its answers, scored, on a fixed date. */
export function auditInput(persona: Pick<AuditPersona, "answers">): GenerationInput {
  return {
    assessmentId: "5f0c2b8e-7d1a-4c3e-9b6f-2a8d4e1c7b90",
    answers: persona.answers,
    readiness: scoreReadiness(persona.answers),
    family: scoreFamily(persona.answers),
    industryStats: null,
    createdAt: new Date("2026-11-02T17:00:00Z"),
  };
}

/** The audit input of `makeAnswers(overrides)`, written on `createdAt` (an ISO date-time). */
export const datedAuditInput = (
  createdAt: string,
  overrides: Parameters<typeof makeAnswers>[0],
): GenerationInput => ({
  ...auditInput({ answers: makeAnswers(overrides) }),
  createdAt: new Date(createdAt),
});
