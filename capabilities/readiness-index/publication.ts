import "server-only";
import { audit, type AuditActor } from "@/platform/audit/audit";
import { db } from "@/platform/db";
import { Prisma } from "@/platform/db/generated/prisma/client";
import { env } from "@/platform/env";
import { AppError } from "@/platform/errors";
import { computeIndex } from "./compute";
import { INDEX_REFRESH_SECONDS } from "./index";
import { loadIndexRows } from "./rows";
import type { IndexSettingsInput } from "./schemas";
import type { ComputedIndex, IndexDraft, IndexSettings, IndexSnapshot } from "./types";

const ID = "chapter";

const dayOf = (date: Date | null) => (date ? date.toISOString().slice(0, 10) : null);
const dateOf = (day: string | null) => (day ? new Date(`${day}T00:00:00Z`) : null);

type Row = Awaited<ReturnType<typeof readRow>>;
const readRow = () => db.readinessIndexPublication.findUnique({ where: { id: ID } });

function settingsOf(row: Row): IndexSettings {
  return {
    published: row?.published ?? false,
    periodFrom: dayOf(row?.periodFrom ?? null),
    periodTo: dayOf(row?.periodTo ?? null),
    excludedAssessmentIds: row?.excludedAssessmentIds ?? [],
    publishedAt: row?.publishedAt?.toISOString() ?? null,
    publishedBy: row?.publishedBy ?? null,
    computedAt: row?.computedAt?.toISOString() ?? null,
  };
}

type Period = Pick<IndexSettings, "periodFrom" | "periodTo" | "excludedAssessmentIds">;

/** The index as it would be published with these settings, now. */
async function compute(settings: Period): Promise<ComputedIndex> {
  const rows = await loadIndexRows({
    from: dateOf(settings.periodFrom),
    to: dateOf(settings.periodTo),
    excludedIds: settings.excludedAssessmentIds,
  });
  return computeIndex(rows, {
    minCell: env.INDEX_MIN_CELL,
    period: { from: settings.periodFrom, to: settings.periodTo },
    now: new Date(),
  });
}

/** The Index tab: the settings and the figures they give now, with what is suppressed and why. */
export async function getIndexDraft(): Promise<IndexDraft> {
  const settings = settingsOf(await readRow());
  return { settings, draft: await compute(settings) };
}

/**
 * Saves the admin's settings. Published, the figures computed now become the snapshot that
 * /index shows (saving again republishes); unpublished, the snapshot is dropped. Audited.
 */
export async function saveIndexSettings(
  actor: AuditActor,
  input: IndexSettingsInput,
): Promise<IndexDraft> {
  const draft = await compute(input);
  if (input.published && !draft.snapshot.overall.published) {
    throw new AppError(
      "conflict",
      `Not enough companies to publish: the index needs at least ${env.INDEX_MIN_CELL} completed assessments in the period.`,
    );
  }
  const now = new Date();
  const row = await db.$transaction(async (tx) => {
    const before = await tx.readinessIndexPublication.findUnique({
      where: { id: ID },
      select: { published: true },
    });
    const data = {
      published: input.published,
      periodFrom: dateOf(input.periodFrom),
      periodTo: dateOf(input.periodTo),
      excludedAssessmentIds: input.excludedAssessmentIds,
      ...(input.published
        ? {
            snapshot: draft.snapshot as unknown as Prisma.InputJsonObject,
            computedAt: now,
            publishedAt: now,
            publishedBy: actor.email,
          }
        : { snapshot: Prisma.DbNull, computedAt: null }),
    };
    const saved = await tx.readinessIndexPublication.upsert({
      where: { id: ID },
      create: { id: ID, ...data },
      update: data,
    });
    const wasPublished = before?.published ?? false;
    await audit(
      actor,
      input.published ? "index.publish" : wasPublished ? "index.unpublish" : "index.update",
      "index",
      null,
      {
        periodFrom: input.periodFrom,
        periodTo: input.periodTo,
        excludedAssessments: input.excludedAssessmentIds.length,
        companies: draft.snapshot.overall.published
          ? draft.snapshot.overall.figures.companies
          : null,
      },
      tx,
    );
    return saved;
  });
  return { settings: settingsOf(row), draft };
}

/**
 * The published snapshot, or null when nothing is published. An open period (no last day) is
 * recomputed when its snapshot is older than INDEX_REFRESH_SECONDS, so new assessments join it
 * at most hourly; readers go through the cache (published-cache.ts), never once per visitor.
 */
export async function readPublishedIndex(now = new Date()): Promise<IndexSnapshot | null> {
  const row = await readRow();
  if (!row?.published || !row.snapshot) return null;
  const snapshot = row.snapshot as unknown as IndexSnapshot;
  const age = now.getTime() - (row.computedAt?.getTime() ?? 0);
  if (row.periodTo || age < INDEX_REFRESH_SECONDS * 1000) return snapshot;
  const fresh = await compute(settingsOf(row));
  if (!fresh.snapshot.overall.published) return snapshot;
  // Only if no one republished meanwhile: their settings win.
  await db.readinessIndexPublication.updateMany({
    where: { id: ID, published: true, computedAt: row.computedAt },
    data: { snapshot: fresh.snapshot as unknown as Prisma.InputJsonObject, computedAt: now },
  });
  return fresh.snapshot;
}
