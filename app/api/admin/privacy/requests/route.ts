import { privacyRequestSchema } from "@/capabilities/privacy/schemas";
import { recordOfficerRequest } from "@/capabilities/privacy/server";
import { json, route } from "@/platform/http";

/**
 * `{ email }`: a request the privacy officer received by e-mail or letter. Its 30-day clock
 * starts, and the address gets the link to download or delete its data.
 */
export const POST = route(
  { access: "admin", body: privacyRequestSchema, maxBodyBytes: 2 * 1024 },
  async ({ caller, body }) => {
    const held = await recordOfficerRequest(caller, body.email);
    return json({
      success: true,
      held,
      message: held
        ? "Request recorded: the address has been e-mailed a link to download or delete its data."
        : "Nothing is held for this address: no link was sent. Tell the person so.",
    });
  },
);
