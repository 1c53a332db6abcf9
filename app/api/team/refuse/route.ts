import { json, route } from "@/platform/http";
import { DECLINED, refuseByLink } from "@/capabilities/team/decline";

/**
 * One-click refusal of survey invitations (RFC 8058): mail providers POST the invitation's
 * List-Unsubscribe address from their servers, so any origin; the signed token is the proof.
 */
export const POST = route({ access: "public", allowCrossSite: true }, async ({ request }) => {
  await refuseByLink(new URL(request.url).searchParams.get("token"));
  return json({ success: true, message: DECLINED }, 200, { "Cache-Control": "no-store" });
});
