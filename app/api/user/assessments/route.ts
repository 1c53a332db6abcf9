import { listUserAssessments } from "@/lib/account/queries";
import { json, route } from "@/lib/http";

/** The caller's own assessments, newest first (My Reports). */
export const GET = route({ access: "user" }, async ({ caller }) =>
  json({ assessments: await listUserAssessments(caller.id) }, 200, {
    "Cache-Control": "private, no-store",
  }),
);
