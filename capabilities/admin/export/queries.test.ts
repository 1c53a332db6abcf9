import { resetData } from "@/tests/helpers/database";
import { seedDraft, seedManyAssessments } from "@/tests/helpers/admin";
import { db } from "@/platform/db";
import { comprehensiveBatches, getExportSummary, standardBatches } from "./queries";

beforeAll(async () => {
  await resetData();
  await seedManyAssessments(60);
});

describe("export batches (keyset pagination)", () => {
  it.each([1, 7, 10, 61, 62, 500])(
    "visit every row once, in (createdAt, id) order, %i rows a query",
    async (size) => {
      const expected = (
        await db.assessment.findMany({
          orderBy: [{ createdAt: "asc" }, { id: "asc" }],
          select: { id: true },
        })
      ).map((r) => r.id);
      expect(expected).toHaveLength(61);
      for (const batchesOf of [standardBatches, comprehensiveBatches]) {
        const seen: string[] = [];
        let batches = 0;
        for await (const rows of batchesOf(new Date(), size)) {
          expect(rows.length).toBeLessThanOrEqual(size);
          seen.push(...rows.map((r) => r.id));
          batches++;
        }
        expect(seen).toEqual(expected);
        expect(batches).toBe(Math.ceil(expected.length / size));
      }
    },
  );

  it("stop querying when the consumer stops", async () => {
    const iterator = standardBatches(new Date(), 10);
    const first = await iterator.next();
    expect(first.value).toHaveLength(10);
    await iterator.return(undefined);
    expect((await iterator.next()).done).toBe(true);
  });
});

describe("export sets", () => {
  let drafts: string[];
  beforeAll(async () => {
    drafts = [
      await seedDraft(1),
      await seedDraft(4, {}, { createdAt: new Date(Date.UTC(2026, 0, 1)) }),
    ];
  });
  afterAll(async () => {
    await db.assessment.deleteMany({ where: { id: { in: drafts } } });
  });

  const idsOf = async (batches: AsyncGenerator<{ id: string }[]>) => {
    const ids: string[] = [];
    for await (const rows of batches) ids.push(...rows.map((r) => r.id));
    return ids;
  };

  it("give every lead to the basic export and completed assessments only to the full one", async () => {
    const standard = await idsOf(standardBatches(new Date(), 7));
    const comprehensive = await idsOf(comprehensiveBatches(new Date(), 7));
    expect(standard).toHaveLength(63);
    expect(standard).toEqual(expect.arrayContaining(drafts));
    expect(comprehensive).toHaveLength(61);
    expect(comprehensive.some((id) => drafts.includes(id))).toBe(false);
  });

  it("count completed assessments in the figures, leads in progress apart", async () => {
    expect(await getExportSummary(new Date())).toMatchObject({
      totalAssessments: 61,
      leadsInProgress: 2,
    });
  });
});
