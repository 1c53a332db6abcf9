import { listUserAssessments } from "@/capabilities/accounts/queries";
import { json, route } from "@/platform/http";

/** The caller's own assessments, newest first (My Reports). */
export const GET = route({ access: "user" }, async ({ caller }) =>
  json({ assessments: await listUserAssessments(caller.id) }, 200, {
    "Cache-Control": "private, no-store",
  }),
);
