import { getAssessmentDetailsOrThrow } from "@/lib/admin/assessment-details";
import { json, route } from "@/lib/http";

/** The detail dialog: every field, labels, recommendations, follow-up questions, roadmap. */
export const GET = route<"admin", undefined, { id: string }>(
  { access: "admin" },
  async ({ params }) =>
    json({ assessment: await getAssessmentDetailsOrThrow(params.id) }, 200, {
      "Cache-Control": "no-store",
    }),
);
