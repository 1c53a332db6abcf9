import { resetData } from "@/tests/helpers/database";
import { NextRequest } from "next/server";
import { accountWithToken, noParams, seedAssessment, seedRoadmap } from "@/tests/helpers/admin";
import { db } from "@/platform/db";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { POST as submit } from "@/app/api/assessments/route";
import { getReportsByCompany } from "@/capabilities/accounts/my-reports";
import { getProgress } from "./queries";
import { startRetake } from "./retake";

beforeEach(resetData);

const caller = (user: { id: string; email: string }, role: "user" | "admin" = "user") => ({
  id: user.id,
  email: user.email,
  role,
  mustChangePassword: false,
  sessionId: "00000000-0000-4000-8000-000000000000",
  secondFactorAt: role === "admin" ? new Date() : null,
});

it("completes a retake as the same owner's, linked, and compares it with the one before", async () => {
  const { user } = await accountWithToken("user");
  const { user: stranger } = await accountWithToken("user");
  const earlier = await seedAssessment(
    { companyName: "Keel & Co", orgAiElements: ["none_yet"] },
    { user: { connect: { id: user.id } } },
  );
  await seedRoadmap(earlier);
  const { draftId, resumeToken } = await startRetake(earlier, caller(user));

  const res = await submit(
    new NextRequest("http://localhost/api/assessments", {
      method: "POST",
      body: JSON.stringify({
        ...makeAnswers({ companyName: "Keel & Co", orgAiElements: ["ai_policy"] }),
        draftId,
      }),
      headers: {
        "content-type": "application/json",
        "x-resume-token": resumeToken,
        "x-forwarded-for": "10.9.0.1",
      },
    }),
    noParams,
  );
  expect(res.status).toBe(201);
  expect((await res.json()).assessmentId).toBe(draftId);
  expect(await db.assessment.findUniqueOrThrow({ where: { id: draftId } })).toMatchObject({
    status: "completed",
    userId: user.id,
    previousAssessmentId: earlier,
  });

  const progress = await getProgress(draftId, caller(user));
  expect(progress).toMatchObject({ previousId: earlier, score: { delta: 5 } });
  expect(progress!.changes.map((c) => c.field)).toEqual(["orgAiElements"]);
  expect(progress!.quickWins.length).toBeGreaterThan(0);
  expect(progress!.quickWins.find((w) => /policy/i.test(w.title))?.evidence).toBe(
    "A written AI use policy is now in place",
  );
  expect(await getProgress(draftId, caller(stranger))).toBeNull();
  expect(await getProgress(draftId, null)).toBeNull();
  expect(await getProgress(earlier, caller(user))).toBeNull();

  const [company] = await getReportsByCompany(user.id);
  expect(company!.reports.map((r) => r.id)).toEqual([draftId, earlier]);
  expect(company!.trend.map((p) => p.id)).toEqual([earlier, draftId]);
});
