import "server-only";
import { AppError } from "@/platform/errors";
import { getTeamAssessmentOrThrow, type TeamViewer } from "./access";
import { getTeamView, type TeamView } from "./view";

/** The team view for a page, or null when this viewer may not see it (capabilities/team/access.ts). */
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
