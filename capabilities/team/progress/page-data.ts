import "server-only";
import { isAssessmentId } from "@/capabilities/leads/server";
import type { SignedInViewer } from "@/platform/auth/viewer";
import { mayFollowProgress } from "./access";
import type { Progress } from "./compare";
import { findCompared, previousTeamCount, progressSince } from "./queries";

export interface ProgressForPage {
  /** The viewer may retake this assessment (its owner, or an admin). */
  mayRetake: boolean;
  /** "Since your last assessment", for a retake. */
  progress: Progress | null;
  /** Leaders the retaken assessment invited: the re-invite button's N. */
  previousTeam: number;
}

/** What the results and report pages show of progress over time, for this viewer. */
export async function getProgressForPage(
  id: string,
  viewer: SignedInViewer | null,
): Promise<ProgressForPage> {
  const none = { mayRetake: false, progress: null, previousTeam: 0 };
  if (!viewer || !isAssessmentId(id)) return none;
  const found = await findCompared(id);
  if (!found || !mayFollowProgress(found.userId, viewer)) return none;
  if (!found.previousAssessmentId) return { ...none, mayRetake: true };
  const [progress, previousTeam] = await Promise.all([
    progressSince(found, found.previousAssessmentId),
    previousTeamCount(id),
  ]);
  return { mayRetake: true, progress, previousTeam };
}
