import { getAssessmentDetailsOrThrow } from "@/capabilities/admin/assessment-details";
import { json, route } from "@/platform/http";

/** The detail dialog: every field, labels, recommendations, follow-up questions, roadmap. */
export const GET = route<"admin", undefined, { id: string }>(
  { access: "admin" },
  async ({ params }) =>
    json({ assessment: await getAssessmentDetailsOrThrow(params.id) }, 200, {
      "Cache-Control": "no-store",
    }),
);
