import { resetData } from "@/tests/helpers/database";
import { db } from "@/platform/db";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { ABANDONED_DRAFT_DAYS, purgeAbandonedDrafts } from "./purge";
import { issueResumeToken } from "./resume-token";

const DAY = 86_400_000;
const {
  executiveName,
  executiveTitle,
  executiveEmail,
  companyName,
  companyRevenue,
  companyEmployees,
  companyIndustry,
} = makeAnswers();

async function draft(daysOld: number, stepReached: number) {
  const row = await db.assessment.create({
    data: {
      executiveName,
      executiveTitle,
      executiveEmail,
      companyName,
      companyRevenue,
      companyEmployees,
      companyIndustry,
      headOfficeLocation: "other",
      customLocation: "Kelowna",
      status: "draft",
      stepReached,
      utmSource: "linkedin",
      createdAt: new Date(Date.now() - daysOld * DAY),
    },
  });
  await issueResumeToken(db, row.id);
  return row.id;
}

beforeEach(resetData);

describe("purgeAbandonedDrafts", () => {
  it(`deletes who and what of drafts with no step 2 after ${ABANDONED_DRAFT_DAYS} days, and keeps the row for the funnel`, async () => {
    const abandoned = await draft(ABANDONED_DRAFT_DAYS + 1, 1);
    const recent = await draft(ABANDONED_DRAFT_DAYS - 1, 1);
    const further = await draft(ABANDONED_DRAFT_DAYS + 5, 2);

    expect(await purgeAbandonedDrafts()).toBe(1);

    const purged = await db.assessment.findUniqueOrThrow({ where: { id: abandoned } });
    expect(purged).toMatchObject({
      executiveName: "",
      executiveTitle: "",
      executiveEmail: null,
      companyName: "",
      customLocation: null,
      status: "draft",
      utmSource: "linkedin",
      companyIndustry,
    });
    expect(purged.purgedAt).toBeInstanceOf(Date);
    expect(await db.resumeToken.count({ where: { assessmentId: abandoned } })).toBe(0);

    for (const kept of [recent, further]) {
      const row = await db.assessment.findUniqueOrThrow({ where: { id: kept } });
      expect(row).toMatchObject({ executiveName, executiveEmail, purgedAt: null });
      expect(await db.resumeToken.count({ where: { assessmentId: kept } })).toBe(1);
    }
    // Counted as started still, and purged once only.
    expect(await db.assessment.count()).toBe(3);
    expect(await purgeAbandonedDrafts()).toBe(0);
  });

  it("never touches a completed assessment, however old", async () => {
    const { id } = await db.assessment.create({
      data: { ...makeAnswers(), createdAt: new Date(Date.now() - 90 * DAY) },
    });
    expect(await purgeAbandonedDrafts()).toBe(0);
    expect((await db.assessment.findUniqueOrThrow({ where: { id } })).executiveName).toBe(
      executiveName,
    );
  });
});
