import { resolveFlaggedDeletion } from "@/capabilities/privacy/server";
import { json, route } from "@/platform/http";

/** An admin deleted a flagged HubSpot contact by hand: the flag and its address go. */
export const DELETE = route<"admin", undefined, { id: string }>(
  { access: "admin" },
  async ({ caller, params }) => {
    await resolveFlaggedDeletion(caller, params.id);
    return json({ success: true, message: "Marked as deleted in HubSpot." });
  },
);
