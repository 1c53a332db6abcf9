import { addressOfLink, eraseAddress } from "@/capabilities/privacy/server";
import { json, route } from "@/platform/http";

/** Deletes the assessments taken with the link's address, and everything linked to them. */
export const POST = route<"public", undefined, { token: string }>(
  { access: "public" },
  async ({ params }) => {
    const deleted = await eraseAddress(addressOfLink(params.token));
    return json({ success: true, deleted, message: "Your data has been deleted." });
  },
);
