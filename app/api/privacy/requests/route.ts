import { privacyRequestSchema } from "@/capabilities/privacy/schemas";
import { PRIVACY_REQUEST_ANSWER, requestPrivacyLink } from "@/capabilities/privacy/server";
import { json, route } from "@/platform/http";
import { clientAddress } from "@/platform/rate-limit";

/**
 * `{ email }`: a visitor asks for what is held about their address. Always the same answer; the
 * address gets a signed link (7 days) when anything is held.
 */
export const POST = route(
  { access: "public", body: privacyRequestSchema, maxBodyBytes: 2 * 1024 },
  async ({ request, body }) => {
    await requestPrivacyLink(body.email, clientAddress(request));
    return json({ success: true, message: PRIVACY_REQUEST_ANSWER });
  },
);
