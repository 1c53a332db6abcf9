import { addressOfLink, eraseAddress, erasureMessage } from "@/capabilities/privacy/server";
import { json, route } from "@/platform/http";

/** Deletes the assessments taken with the link's address, and everything linked to them. */
export const POST = route<"public", undefined, { token: string }>(
  { access: "public" },
  async ({ params }) => {
    const erasure = await eraseAddress(addressOfLink(params.token));
    return json({ success: true, ...erasure, message: erasureMessage(erasure, "Your data has") });
  },
);
