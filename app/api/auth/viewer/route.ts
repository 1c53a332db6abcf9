import { json, route } from "@/platform/http";

/**
 * Who is signed in, for the site header's client island (platform/layout/viewer-role.tsx): the
 * role, or null for a visitor. The public pages stay static; only this answer is personal.
 */
export const GET = route({ access: "public" }, async ({ caller }) =>
  json({ role: caller?.role ?? null }, 200, { "Cache-Control": "private, no-store" }),
);
