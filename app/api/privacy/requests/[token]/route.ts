import { addressOfLink, dataOfAddress } from "@/capabilities/privacy/server";
import { json, route } from "@/platform/http";

/** What is held about the link's address, as one JSON file to download. */
export const GET = route<"public", undefined, { token: string }>(
  { access: "public" },
  async ({ params }) =>
    json(await dataOfAddress(addressOfLink(params.token)), 200, {
      "Cache-Control": "no-store",
      "Content-Disposition": 'attachment; filename="ai-readiness-my-data.json"',
    }),
);
