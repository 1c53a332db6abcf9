import { jest } from "@jest/globals";
import { resetData } from "@/tests/helpers/database";
import { seedManyAssessments, seedReport, seedRoadmap } from "@/tests/helpers/admin";
import { csvRecords } from "@/tests/helpers/csv";
import { db } from "@/platform/db";
import { createExport } from "./stream";
import { exportFormats, exportTypes, type ExportQuery } from "./schemas";

const BATCH = 7;
const queries: ExportQuery[] = exportFormats.flatMap((format) =>
  exportTypes.map((type) => ({ format, type })),
);
let ids: string[];
let withReport: string;

beforeAll(async () => {
  await resetData();
  await seedManyAssessments(60);
  ids = (
    await db.assessment.findMany({
      orderBy: [{ createdAt: "asc" }, { id: "asc" }],
      select: { id: true },
    })
  ).map((r) => r.id);
  withReport = ids[ids.length - 1];
  await seedRoadmap(withReport);
  await seedReport(withReport);
});

async function readAll(body: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(body).text();
}

const idsIn = (query: ExportQuery, text: string): string[] =>
  query.format === "csv"
    ? csvRecords(text).map((r) => r.id)
    : JSON.parse(text).data.map((r: { id: string }) => r.id);

describe("an export of more rows than one batch", () => {
  it.each(queries)("holds every row once, in order: $format $type", async (query) => {
    const { body } = await createExport(query, new Date(), BATCH);
    const text = await readAll(body);
    expect(ids.length).toBeGreaterThan(BATCH * 8);
    expect(idsIn(query, text)).toEqual(ids);
  });

  it("writes the report the database holds, unparsed, as valid JSON in both formats", async () => {
    const stored = (await db.report.findUniqueOrThrow({ where: { assessmentId: withReport } }))
      .reportData;
    const json = JSON.parse(
      await readAll(
        (await createExport({ format: "json", type: "comprehensive" }, new Date(), BATCH)).body,
      ),
    );
    expect(json.data.at(-1).reportData).toEqual(stored);
    const csv = csvRecords(
      await readAll(
        (await createExport({ format: "csv", type: "comprehensive" }, new Date(), BATCH)).body,
      ),
    );
    expect(JSON.parse(csv.at(-1)!.reportData)).toEqual(stored);
    expect(csv[0].reportData).toBe("");
  });
});

describe("an export whose database fails on one page", () => {
  it.each(queries)("errors the stream, never ends it: $format $type", async (query) => {
    const logged = jest.spyOn(console, "error").mockImplementation(() => {});
    const reader = (await createExport(query, new Date(), BATCH)).body.getReader();
    const decoder = new TextDecoder();
    let text = "";
    // The head, then two pages.
    for (let i = 0; i < 3; i++) text += decoder.decode((await reader.read()).value);
    await db.$executeRawUnsafe(`ALTER TABLE assessments RENAME TO assessments_away`);
    try {
      await expect(reader.read()).rejects.toThrow(/assessments/);
      expect(logged).toHaveBeenCalledWith("[export] stopped:", expect.anything());
    } finally {
      await db.$executeRawUnsafe(`ALTER TABLE assessments_away RENAME TO assessments`);
      logged.mockRestore();
    }
    expect(text).not.toMatch(/\]\}$/);
    if (query.format === "json") expect(() => JSON.parse(text)).toThrow();
    else expect(csvRecords(text)).toHaveLength(BATCH * 2);
  });
});
