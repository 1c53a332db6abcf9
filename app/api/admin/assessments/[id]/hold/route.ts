import { legalHoldSchema } from "@/capabilities/privacy/schemas";
import { liftHold, placeHold } from "@/capabilities/privacy/server";
import { json, route } from "@/platform/http";

/** `{ reason }`: the lead is kept through purges, erasure requests and deletes until lifted. */
export const PUT = route<"admin", typeof legalHoldSchema, { id: string }>(
  { access: "admin", body: legalHoldSchema, maxBodyBytes: 2 * 1024 },
  async ({ caller, params, body }) => {
    await placeHold(caller, params.id, body.reason);
    return json({ success: true, message: "The lead is on legal hold." });
  },
);

export const DELETE = route<"admin", undefined, { id: string }>(
  { access: "admin" },
  async ({ caller, params }) => {
    await liftHold(caller, params.id);
    return json({ success: true, message: "The legal hold is lifted." });
  },
);
