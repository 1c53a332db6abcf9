import { personalDataOf } from "@/capabilities/privacy/server";
import { json, route } from "@/platform/http";

/** Everything held about the signed-in person, as one JSON file to download. */
export const GET = route({ access: "user" }, async ({ caller }) =>
  json(await personalDataOf(caller.id), 200, {
    "Cache-Control": "no-store",
    "Content-Disposition": 'attachment; filename="ai-readiness-my-data.json"',
  }),
);
