import "server-only";
import type { Caller } from "@/platform/auth/session";
import { isAssessmentId } from "@/capabilities/leads/server";
import { db } from "@/platform/db";
import { AppError } from "@/platform/errors";

/**
 * Who may retake an assessment and read how it compares with the one before: its signed-in
 * owner and admins. Progress shows an earlier assessment's answers, so holding a public page's
 * id is not enough (unlike the results page itself).
 */
const RETAKE_FORBIDDEN = "Only the executive who took this assessment can retake it.";

export interface ProgressViewer {
  id: string;
  role: "user" | "admin";
}

export function mayFollowProgress(ownerId: string | null, viewer: ProgressViewer | null): boolean {
  if (!viewer) return false;
  return viewer.role === "admin" || (ownerId !== null && ownerId === viewer.id);
}

/** The completed assessment the caller may retake: 404 unknown or a draft, 403 someone else's. */
export async function getRetakeSourceOrThrow<S extends { userId: true }>(
  id: string,
  caller: Caller,
  select: S,
) {
  const found = isAssessmentId(id)
    ? await db.assessment.findUnique({ where: { id, status: "completed" }, select })
    : null;
  if (!found) throw new AppError("not_found", "Assessment not found.");
  if (!mayFollowProgress((found as { userId: string | null }).userId, caller)) {
    throw new AppError("forbidden", RETAKE_FORBIDDEN);
  }
  return found;
}
