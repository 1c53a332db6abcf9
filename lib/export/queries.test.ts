import { resetData } from "@/tests/helpers/database";
import { seedManyAssessments } from "@/lib/admin/testing";
import { db } from "@/lib/db";
import { comprehensiveBatches, standardBatches } from "./queries";

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
