import { indexSettingsSchema } from "@/capabilities/readiness-index";
import {
  expirePublishedIndex,
  getIndexDraft,
  saveIndexSettings,
} from "@/capabilities/readiness-index/server";
import { json, route } from "@/platform/http";

/** The Index tab: the settings and the draft figures, with what is suppressed and why. */
export const GET = route({ access: "admin" }, async () =>
  json(await getIndexDraft(), 200, { "Cache-Control": "no-store" }),
);

/** Saves the period and exclusions, and publishes or unpublishes (audited). */
export const PUT = route(
  { access: "admin", body: indexSettingsSchema, maxBodyBytes: 64 * 1024 },
  async ({ body, caller }) => {
    const saved = await saveIndexSettings(caller, body);
    expirePublishedIndex();
    return json(saved, 200, { "Cache-Control": "no-store" });
  },
);
