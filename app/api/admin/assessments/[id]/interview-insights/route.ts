import { json, route } from "@/platform/http";
import { getInterviewInsightsOrThrow } from "@/capabilities/voice/queries";

/** As the public interview insights, for the admin report page. */
export const GET = route<"admin", undefined, { id: string }>(
  { access: "admin" },
  async ({ params }) =>
    json(await getInterviewInsightsOrThrow(params.id), 200, { "Cache-Control": "no-store" }),
);
