import { json, route } from "@/platform/http";
import { previousTeamCount } from "@/capabilities/team/progress/queries";
import { getTeamAssessmentOrThrow } from "@/capabilities/team/access";
import { getTeamView } from "@/capabilities/team/view";

/**
 * The team's answers as aggregates, once the minimum is in (docs/features.md: Team mode), and
 * `previousTeam`: how many leaders the retaken assessment invited (0 for a first one).
 */
export const GET = route<"public", undefined, { id: string }>(
  { access: "public" },
  async ({ params, caller }) => {
    const assessment = await getTeamAssessmentOrThrow(params.id, caller);
    const [view, previousTeam] = await Promise.all([
      getTeamView(assessment),
      previousTeamCount(assessment.id),
    ]);
    return json({ ...view, previousTeam }, 200, { "Cache-Control": "no-store" });
  },
);
