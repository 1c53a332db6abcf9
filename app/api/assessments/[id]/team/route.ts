import { json, route } from "@/lib/http";
import { getTeamAssessmentOrThrow } from "@/lib/team/access";
import { getTeamView } from "@/lib/team/view";

/** The team's answers as aggregates, once the minimum is in (README: Team mode). */
export const GET = route<"public", undefined, { id: string }>(
  { access: "public" },
  async ({ params, caller }) => {
    const assessment = await getTeamAssessmentOrThrow(params.id, caller);
    return json(await getTeamView(assessment), 200, { "Cache-Control": "no-store" });
  },
);
