import { regenerateAiRecommendations } from "@/capabilities/admin/assessment-mutations";
import { json, route } from "@/platform/http";

export const maxDuration = 60;

/** 'AI Apps': regenerates the tool recommendations kept with the roadmap. */
export const POST = route<"admin", undefined, { id: string }>(
  { access: "admin" },
  async ({ params, caller }) => {
    const recommendations = await regenerateAiRecommendations(caller, params.id);
    return json({
      recommendations,
      message: `Generated ${recommendations.length} AI tool recommendations!`,
    });
  },
);
