/**
 * BENCH_ONLY=team: the leadership team in process, against the scratch PostgreSQL database.
 * 1. The built-in generator (generateReport + generateRoadmap) with a team of 25 in the input.
 * 2. The team aggregate (capabilities/team/aggregate.ts, the one reader of team_responses) of an
 *    assessment with 25 responses, as the results and report pages and the generators read it.
 */
import type { ExecutiveAnswers } from "@/capabilities/team/alignment-types";
import type { TeamAnswers } from "@/capabilities/team/schemas";
import { generationInputs, timeGenerator } from "./generator";
import { summarise } from "./load";
import type { ScratchDatabase } from "./postgres";
import { num, verdict, type Row } from "./table";

export const TEAM_PHASE = "Team";
const TEAM_SIZE = 25;
const GENERATIONS = 200;
const AGGREGATES = 300;

const postures = ["fearful", "curious", "exploring", "activating", "championing"] as const;
const tools = ["chatgpt", "claude", "gemini", "copilot", "perplexity", "other"] as const;
const functions = ["operations", "sales", "marketing", "finance", "hr"] as const;
const seniorities = ["executive", "senior_leader", "manager"] as const;

/** 25 leaders' varied answers (confidence, posture, tools, function, seniority, friction). */
function teamOf(seed: number): TeamAnswers[] {
  return Array.from({ length: TEAM_SIZE }, (_, i) => {
    const k = seed + i;
    return {
      aiConfidence: 1 + ((k * 7) % 10),
      aiToolsUsed: k % 5 === 0 ? ["none"] : tools.slice(k % 3, (k % 3) + 1 + (k % 4)),
      aiPerception: k % 3 === 0 ? "helpful_tool" : "major_opportunity",
      orgAiElements: k % 2 ? ["dept_pilots", "ai_policy"] : ["none_yet"],
      orgPosture: postures[k % postures.length]!,
      aiFriction: k % 4 === 0 ? "Our data sits in too many systems to trust it" : undefined,
      aiDepartments: [functions[k % functions.length]!],
      memberFunction: functions[k % functions.length]!,
      seniority: seniorities[k % seniorities.length]!,
    } as TeamAnswers;
  });
}

const executiveOf = (a: ExecutiveAnswers): ExecutiveAnswers => ({
  aiConfidence: a.aiConfidence,
  aiToolsUsed: a.aiToolsUsed,
  aiPerception: a.aiPerception,
  orgAiElements: a.orgAiElements,
  orgPosture: a.orgPosture,
  aiDepartments: a.aiDepartments,
});

async function generationRow(): Promise<Row> {
  const { computeAlignment } = await import("@/capabilities/team/alignment");
  const inputs = (await generationInputs(GENERATIONS)).map((input, i) => ({
    ...input,
    team: {
      responses: TEAM_SIZE,
      minimum: 3,
      aggregates: computeAlignment(teamOf(i), executiveOf(input.answers), 3),
    },
  }));
  const s = await timeGenerator(inputs);
  return {
    phase: TEAM_PHASE,
    case: `built-in report + roadmap, team of ${TEAM_SIZE} (${GENERATIONS} inputs)`,
    p50: num(s.p50, 2),
    p99: num(s.p99, 2),
    errors: "0",
    other: `mean ${num(s.mean, 2)} ms`,
    target: `< 50 ms: p99 ${verdict(s.p99, 50)}`,
  };
}

async function aggregateRow(database: ScratchDatabase): Promise<Row> {
  // lib/env reads process.env once, on import: the app's modules load after this.
  process.env.DATABASE_URL = database.url;
  const { db, closeDb } = await import("@/platform/db");
  const { createAssessment } = await import("@/capabilities/leads/assessments/mutations");
  const { makeAnswers } = await import("@/tests/helpers/test-answers");
  const { getTeamAggregates } = await import("@/capabilities/team/aggregate");
  try {
    const answers = makeAnswers();
    const id = await createAssessment(answers);
    await db.teamResponse.createMany({
      data: teamOf(0).map(({ memberFunction, seniority, ...rest }) => ({
        assessmentId: id,
        answers: rest,
        memberFunction,
        seniority,
      })),
    });
    const executive = executiveOf(answers);
    const times: number[] = [];
    for (let i = 0; i < AGGREGATES + 20; i++) {
      const t0 = performance.now();
      const aggregates = await getTeamAggregates(id, executive);
      if (i >= 20) times.push(performance.now() - t0);
      if (aggregates?.responses !== TEAM_SIZE) throw new Error("the aggregates missed responses");
    }
    const s = summarise(times);
    return {
      phase: TEAM_PHASE,
      case: `team aggregate, ${TEAM_SIZE} responses (${AGGREGATES} sequential)`,
      p50: num(s.p50, 2),
      p99: num(s.p99, 2),
      errors: "0",
      other: `mean ${num(s.mean, 2)} ms; count, read and computeAlignment on PostgreSQL`,
      target: `p99 < 50 ms: ${verdict(s.p99, 50)}`,
    };
  } finally {
    await closeDb();
  }
}

/** The rows of the Team phase. */
export async function teamRows(database: ScratchDatabase): Promise<Row[]> {
  return [await generationRow(), await aggregateRow(database)];
}
