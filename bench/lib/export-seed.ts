/**
 * Roadmaps and reports for the export phase run alone (`BENCH_ONLY=export`): the bulk-seeded
 * leads have none, and a comprehensive export's weight is in them. The built-in generator writes
 * one roadmap and one report per persona; the newest completed assessments get them in rotation,
 * as a burst of submissions (then payments) would leave them: whole batches of heavy rows.
 */
import type pg from "pg";
import { generationInputs } from "./generator";

export interface SeededDocuments {
  roadmaps: number;
  reports: number;
  /** Mean size of one stored document as JSON text, in kB. */
  roadmapKb: number;
  reportKb: number;
  seconds: number;
}

const meanKb = (texts: string[]) =>
  texts.reduce((sum, text) => sum + text.length, 0) / texts.length / 1024;

export async function seedDocuments(
  pool: pg.Pool,
  counts: { roadmaps: number; reports: number },
): Promise<SeededDocuments> {
  const { generateReport, generateRoadmap } = await import("@/capabilities/report/builtin");
  const inputs = await generationInputs(24);
  const roadmaps = inputs.map((input) => JSON.stringify(generateRoadmap(input)));
  const reports = inputs.map((input) => JSON.stringify(generateReport(input)));
  const t0 = performance.now();
  const newest = (limit: string) => `
    SELECT id, row_number() OVER (ORDER BY "createdAt" DESC) AS n FROM assessments
    WHERE status = 'completed' ORDER BY "createdAt" DESC LIMIT ${limit}`;
  await pool.query(
    `INSERT INTO roadmaps (id, "assessmentId", content)
     SELECT gen_random_uuid(), a.id, ($1::jsonb[])[(1 + a.n % $3)::int] FROM (${newest("$2")}) a`,
    [roadmaps, counts.roadmaps, roadmaps.length],
  );
  await pool.query(
    `UPDATE assessments SET "roadmapGenerated" = true WHERE id IN (SELECT "assessmentId" FROM roadmaps)`,
  );
  await pool.query(
    `INSERT INTO reports (id, "assessmentId", "reportData", "updatedAt")
     SELECT gen_random_uuid(), a.id, ($1::jsonb[])[(1 + a.n % $3)::int], now() FROM (${newest("$2")}) a`,
    [reports, counts.reports, reports.length],
  );
  await pool.query(
    `UPDATE assessments SET "paymentStatus" = 'paid' WHERE id IN (SELECT "assessmentId" FROM reports)`,
  );
  await pool.query("VACUUM ANALYZE roadmaps, reports, assessments");
  return {
    roadmaps: counts.roadmaps,
    reports: counts.reports,
    roadmapKb: meanKb(roadmaps),
    reportKb: meanKb(reports),
    seconds: (performance.now() - t0) / 1000,
  };
}
