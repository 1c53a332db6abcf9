/**
 * Helpers for the admin route tests (never imported by the app): callers of every kind with
 * their bearer tokens, requests, and assessments with generated documents made straight in
 * the database. Import after "@/tests/helpers/database".
 */
import { NextRequest } from "next/server";
import { createAssessment } from "@/capabilities/leads/assessments/mutations";
import type { AssessmentInput } from "@/model/assessment/schemas";
import { issueApiToken } from "@/platform/auth/session";
import { db } from "@/platform/db";
import type { Prisma } from "@/platform/db/generated/prisma/client";
import {
  generateFollowUpQuestions,
  generateReport,
  generateRoadmap,
} from "@/capabilities/report/generator";
import { saveFollowUpQuestions, saveReport } from "@/capabilities/report/mutations";
import { loadGenerationInput } from "@/capabilities/report/queries";
import { saveRoadmap } from "@/capabilities/report/roadmap/mutations";
import { makeAnswers } from "@/tests/helpers/test-answers";

let accounts = 0;

/** An account (no usable password) and a bearer token for it. */
export async function accountWithToken(role: "user" | "admin", email?: string) {
  const user = await db.user.create({
    data: { email: email ?? `${role}-${++accounts}@example.com`, password: "x", role },
  });
  // An admin session has always proven a second factor (the admin role holds only then).
  const token = await issueApiToken({ sub: user.id, sv: user.sessionVersion }, role === "admin");
  return { user, token };
}

export interface CallOptions {
  token?: string;
  method?: string;
  body?: unknown;
  headers?: Record<string, string>;
}

export function adminRequest(
  path: string,
  { token, method = "GET", body, headers = {} }: CallOptions = {},
) {
  return new NextRequest(`http://localhost${path}`, {
    method,
    ...(body === undefined ? {} : { body: typeof body === "string" ? body : JSON.stringify(body) }),
    headers: {
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
  });
}

export const noParams = { params: Promise.resolve({}) };
export const withId = (id: string) => ({ params: Promise.resolve({ id }) });

/** A submitted assessment; `columns` then sets stored fields directly (scores, payment...). */
export async function seedAssessment(
  answers: Partial<AssessmentInput> = {},
  columns: Prisma.AssessmentUpdateInput = {},
): Promise<string> {
  const id = await createAssessment(makeAnswers(answers));
  if (Object.keys(columns).length) await db.assessment.update({ where: { id }, data: columns });
  return id;
}

/** The answers of each step after the first, as a draft that never reached it stores them. */
const UNANSWERED: Prisma.AssessmentUpdateInput[] = [
  {},
  { businessChallenges: [], otherChallenge: null },
  { aiConfidence: null, aiToolsUsed: [], aiExperience: null, aiPerception: null },
  {
    orgAiElements: [],
    orgPosture: null,
    aiFriction: null,
    aiDepartments: [],
    enterprisePlatforms: [],
    otherPlatforms: null,
  },
  {
    preparednessLevel: null,
    householdAiUse: [],
    householdAiUseOther: null,
    childAiConcerns: [],
    rulesForChildren: null,
  },
];

/**
 * A lead in progress written straight in the database: the answers of steps 1..stepReached,
 * later steps unanswered, no scores, no jobs. `columns` then sets stored fields directly.
 */
export async function seedDraft(
  stepReached: number,
  answers: Partial<AssessmentInput> = {},
  columns: Prisma.AssessmentUpdateInput = {},
): Promise<string> {
  const id = await createAssessment(makeAnswers(answers));
  await db.assessment.update({
    where: { id },
    data: {
      ...Object.assign({}, ...UNANSWERED.slice(stepReached)),
      status: "draft",
      stepReached,
      completedAt: null,
      aiReadinessScore: null,
      familyReadinessScore: null,
      leadScore: null,
      leadQualified: false,
      ...columns,
    },
  });
  return id;
}

/**
 * `count` copies of a submitted assessment, fast (one insert), named "Company 0".."Company n";
 * groups of seven share a creation time, so orderings must break ties on id.
 */
export async function seedManyAssessments(count: number): Promise<void> {
  const template: Record<string, unknown> = {
    ...(await db.assessment.findUniqueOrThrow({ where: { id: await seedAssessment() } })),
  };
  for (const key of ["id", "createdAt", "updatedAt"]) delete template[key];
  const base = Date.UTC(2026, 0, 1);
  await db.assessment.createMany({
    data: Array.from({ length: count }, (_, i) => ({
      ...(template as Prisma.AssessmentCreateManyInput),
      companyName: `Company ${i}`,
      createdAt: new Date(base + Math.floor(i / 7) * 1000),
    })),
  });
}

/** The roadmap (with its risks and AI tool list) as the roadmap job writes it. */
export async function seedRoadmap(assessmentId: string) {
  await saveRoadmap(assessmentId, await generateRoadmap(await loadGenerationInput(assessmentId)));
}

export async function seedReport(assessmentId: string) {
  await saveReport(assessmentId, await generateReport(await loadGenerationInput(assessmentId)));
}

export async function seedFollowUpQuestions(assessmentId: string) {
  await saveFollowUpQuestions(
    assessmentId,
    await generateFollowUpQuestions(await loadGenerationInput(assessmentId)),
  );
}

/** An interview with two sections. */
export async function seedInterview(assessmentId: string, interviewId = `int-${assessmentId}`) {
  return db.interview.create({
    data: {
      assessmentId,
      interviewId,
      transcriptSummary: "Talked through the pilots.",
      sections: {
        create: [
          { sectionKey: "business_challenges", primaryAnswer: "Churn", confidence: 80 },
          { sectionKey: "ai_tools", primaryAnswer: "ChatGPT", confidence: 70 },
        ],
      },
    },
  });
}
