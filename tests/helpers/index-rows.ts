import type { IndexRow } from "@/capabilities/readiness-index";

/** One company as the AI Readiness Index reads it (capabilities/readiness-index), for tests. */
export const indexRow = (
  i: number,
  industry: string,
  overrides: Partial<IndexRow> = {},
): IndexRow => ({
  id: `r${i}`,
  previousAssessmentId: null,
  completedAt: new Date("2026-02-10T00:00:00Z"),
  industry,
  employees: "51-200",
  region: "lower-mainland",
  score: 50,
  pillars: [{ key: "confidence", label: "Leadership confidence", points: 9, max: 15 }],
  orgElements: ["ai_policy"],
  posture: "exploring",
  challenges: [],
  helpAreas: ["finance"],
  ...overrides,
});
