import { resetData } from "@/tests/helpers/database";
import {
  accountWithToken,
  adminRequest,
  noParams,
  seedAssessment,
  seedRoadmap,
} from "@/tests/helpers/admin";
import { db } from "@/platform/db";
import { GET as roadmaps } from "./roadmaps/route";
import { GET as callRequests } from "./call-requests/route";
import { GET as auditLog } from "./audit-log/route";
import { DELETE as deleteAssessment } from "./assessments/[id]/route";

let admin: Awaited<ReturnType<typeof accountWithToken>>;

beforeEach(async () => {
  await resetData();
  admin = await accountWithToken("admin", "root@example.com");
});

const get = async (handler: typeof roadmaps, path: string) => {
  const response = await handler(adminRequest(path, { token: admin.token }), noParams);
  return { status: response.status, body: await response.json() };
};

describe("GET /api/admin/roadmaps", () => {
  it("lists the roadmaps newest first with their company and a 100-character preview", async () => {
    const older = await seedAssessment({ companyName: "Older Co" });
    const newer = await seedAssessment({ companyName: "Newer Co" });
    await seedRoadmap(older);
    await seedRoadmap(newer);
    await db.roadmap.update({
      where: { assessmentId: older },
      data: { createdAt: new Date("2026-01-01") },
    });

    const { status, body } = await get(roadmaps, "/api/admin/roadmaps");
    expect(status).toBe(200);
    expect(body).toMatchObject({ page: 1, pageSize: 25, total: 2 });
    expect(body.roadmaps.map((r: { companyName: string }) => r.companyName)).toEqual([
      "Newer Co",
      "Older Co",
    ]);
    const [first] = body.roadmaps;
    expect(Object.keys(first).sort()).toEqual([
      "assessmentId",
      "companyName",
      "content",
      "createdAt",
      "id",
      "preview",
    ]);
    expect(first.assessmentId).toBe(newer);
    expect(first.preview).toBe(first.content.executiveSummary.slice(0, 100));
    expect(first.preview.length).toBeLessThanOrEqual(100);
  });

  it("previews the JSON of a roadmap without an executive summary, and pages", async () => {
    const ids = [await seedAssessment(), await seedAssessment(), await seedAssessment()];
    for (const [i, assessmentId] of ids.entries()) {
      await db.roadmap.create({
        data: {
          assessmentId,
          content: { legacy: "x".repeat(200) },
          createdAt: new Date(Date.UTC(2026, 0, i + 1)),
        },
      });
    }
    const { body } = await get(roadmaps, "/api/admin/roadmaps?page=2&pageSize=2");
    expect(body.total).toBe(3);
    expect(body.roadmaps).toHaveLength(1);
    expect(body.roadmaps[0].assessmentId).toBe(ids[0]);
    expect(body.roadmaps[0].preview).toBe(
      JSON.stringify({ legacy: "x".repeat(200) }).slice(0, 100),
    );
  });

  it("lists the roadmaps of completed assessments only", async () => {
    const done = await seedAssessment({ companyName: "Done Co" });
    const reopened = await seedAssessment({ companyName: "Draft Co" });
    await seedRoadmap(done);
    await seedRoadmap(reopened);
    await db.assessment.update({
      where: { id: reopened },
      data: { status: "draft", stepReached: 4 },
    });
    const { body } = await get(roadmaps, "/api/admin/roadmaps");
    expect(body.total).toBe(1);
    expect(body.roadmaps.map((r: { companyName: string }) => r.companyName)).toEqual(["Done Co"]);
  });

  it("refuses a bad page with 400", async () => {
    expect((await get(roadmaps, "/api/admin/roadmaps?page=-1")).status).toBe(400);
  });
});

describe("GET /api/admin/call-requests", () => {
  it("lists the call-back queue newest first with who asked", async () => {
    const id = await seedAssessment({ companyName: "Caller Co", executiveName: "Cal Ler" });
    await db.callRequest.create({
      data: { assessmentId: id, phoneNumber: "+16045550100", createdAt: new Date("2026-01-01") },
    });
    await db.callRequest.create({
      data: {
        assessmentId: id,
        phoneNumber: "+16045550111",
        status: "failed",
        attempts: 3,
        lastError: "busy",
      },
    });
    const { status, body } = await get(callRequests, "/api/admin/call-requests");
    expect(status).toBe(200);
    expect(body.total).toBe(2);
    expect(body.callRequests.map((c: { phoneNumber: string }) => c.phoneNumber)).toEqual([
      "+16045550111",
      "+16045550100",
    ]);
    expect(body.callRequests[0]).toMatchObject({
      assessmentId: id,
      companyName: "Caller Co",
      executiveName: "Cal Ler",
      status: "failed",
      attempts: 3,
      lastError: "busy",
    });
    expect(Object.keys(body.callRequests[0]).sort()).toEqual(
      [
        "assessmentId",
        "attempts",
        "companyName",
        "createdAt",
        "executiveName",
        "id",
        "lastError",
        "phoneNumber",
        "status",
        "updatedAt",
      ].sort(),
    );
  });
});

describe("GET /api/admin/audit-log", () => {
  const entry = (actorEmail: string, action: string, second: number) => ({
    actorEmail,
    action,
    targetType: "export",
    createdAt: new Date(Date.UTC(2025, 0, 1, 0, 0, second)),
  });

  it("answers a page of entries, newest first, with who did what and everyone who acted", async () => {
    const id = await seedAssessment();
    await deleteAssessment(
      adminRequest(`/api/admin/assessments/${id}`, { token: admin.token, method: "DELETE" }),
      { params: Promise.resolve({ id }) },
    );
    await db.auditLog.createMany({
      data: Array.from({ length: 30 }, (_, i) => entry("old@example.com", "export", i)),
    });

    const { status, body } = await get(auditLog, "/api/admin/audit-log");
    expect(status).toBe(200);
    expect(body).toMatchObject({ page: 1, pageSize: 25, total: 31 });
    expect(body.actors).toEqual(["old@example.com", "root@example.com"]);
    expect(body.entries).toHaveLength(25);
    expect(body.entries[0]).toMatchObject({
      actorId: admin.user.id,
      actorEmail: "root@example.com",
      action: "assessment.delete",
      targetType: "assessment",
      targetId: id,
    });
    const times = body.entries.map((e: { createdAt: string }) => e.createdAt);
    expect(times).toEqual([...times].sort().reverse());

    const second = await get(auditLog, "/api/admin/audit-log?page=2");
    expect(second.body.entries).toHaveLength(6);
    expect(second.body.entries.at(-1).createdAt).toBe("2025-01-01T00:00:00.000Z");
  });

  it("filters by actor (any case) and by action, together", async () => {
    await db.auditLog.createMany({
      data: [
        entry("ana@example.com", "export", 1),
        entry("ana@example.com", "coupon.create", 2),
        entry("ben@example.com", "export", 3),
      ],
    });
    const { body } = await get(
      auditLog,
      "/api/admin/audit-log?actor=ANA@example.com&action=export",
    );
    expect(body.total).toBe(1);
    expect(body.entries).toEqual([
      expect.objectContaining({ actorEmail: "ana@example.com", action: "export" }),
    ]);
    const byAction = await get(auditLog, "/api/admin/audit-log?action=export");
    expect(byAction.body.entries.map((e: { actorEmail: string }) => e.actorEmail)).toEqual([
      "ben@example.com",
      "ana@example.com",
    ]);
  });

  it("refuses an unknown action with the list of known ones", async () => {
    const { status, body } = await get(auditLog, "/api/admin/audit-log?action=drop.tables");
    expect(status).toBe(400);
    expect(body.message).toMatch(/^action must be one of: assessment.delete, /);
  });
});
