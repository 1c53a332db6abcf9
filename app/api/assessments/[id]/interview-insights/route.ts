import { json, route } from "@/platform/http";
import { getInterviewInsightsOrThrow } from "@/capabilities/voice/queries";

/** The latest voice interview of an assessment, for the report page (refetched every 90 s). */
export const GET = route<"public", undefined, { id: string }>(
  { access: "public" },
  async ({ params }) =>
    json(await getInterviewInsightsOrThrow(params.id), 200, { "Cache-Control": "no-store" }),
);
