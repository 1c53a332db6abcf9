import "server-only";
import { AppError } from "@/lib/errors";
import { getTeamAssessmentOrThrow, type TeamViewer } from "./access";
import { getTeamView, type TeamView } from "./view";

/** The team view for a page, or null when this viewer may not see it (lib/team/access.ts). */
export async function getTeamViewForPage(
  assessmentId: string,
  viewer: TeamViewer | null,
): Promise<TeamView | null> {
  try {
    return await getTeamView(await getTeamAssessmentOrThrow(assessmentId, viewer));
  } catch (error) {
    if (error instanceof AppError && (error.code === "forbidden" || error.code === "not_found"))
      return null;
    throw error;
  }
}

/**
 * The team view for the executive's own copy of the report (the PDF e-mailed to the
 * assessment's address when the report is ready): read as the system, with no viewer to check.
 */
export function getTeamViewForExecutive(assessmentId: string): Promise<TeamView | null> {
  return getTeamViewForPage(assessmentId, { id: "system", role: "admin" });
}
