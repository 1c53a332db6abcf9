import "server-only";
import { isAssessmentId } from "@/capabilities/leads/server";
import { db } from "@/platform/db";
import { AppError } from "@/platform/errors";

/**
 * Who may invite the team and read its aggregates: admins; the signed-in owner of the
 * assessment; and, while it has no owner, whoever holds its unguessable id, the browser that
 * just completed it (as the results and save-account pages and /api/user/link-assessment
 * know that browser today). Once saved to an account, only the owner and admins.
 */

export const TEAM_FORBIDDEN = "Only the executive who took this assessment can see its team.";

export interface TeamViewer {
  id: string;
  role: "user" | "admin";
}

/** The rule above, for pages that already read the assessment's owner. */
export function maySeeTeam(ownerId: string | null, viewer: TeamViewer | null): boolean {
  if (viewer?.role === "admin") return true;
  return ownerId === null || ownerId === viewer?.id;
}

const teamAssessmentSelect = {
  id: true,
  userId: true,
  executiveName: true,
  executiveEmail: true,
  executiveEmailVerifiedAt: true,
  companyName: true,
  aiConfidence: true,
  aiToolsUsed: true,
  aiPerception: true,
  orgAiElements: true,
  orgPosture: true,
  aiDepartments: true,
  user: { select: { email: true } },
} as const;

/**
 * The completed assessment, if the caller may see its team: 404 for an unknown id or a draft
 * (nothing to reveal), 403 for an assessment someone else owns (the contract).
 */
export async function getTeamAssessmentOrThrow(id: string, caller: TeamViewer | null) {
  const found = isAssessmentId(id)
    ? await db.assessment.findUnique({
        where: { id, status: "completed" },
        select: teamAssessmentSelect,
      })
    : null;
  if (!found) throw new AppError("not_found", "Assessment not found.");
  if (!maySeeTeam(found.userId, caller)) throw new AppError("forbidden", TEAM_FORBIDDEN);
  return found;
}

export type TeamAssessment = Awaited<ReturnType<typeof getTeamAssessmentOrThrow>>;

/** The executive's own addresses: never invited, and where their notices go. */
export function executiveAddresses(assessment: TeamAssessment): string[] {
  return [assessment.executiveEmail, assessment.user?.email]
    .filter((email): email is string => !!email)
    .map((email) => email.trim().toLowerCase());
}
