import { json, route } from "@/lib/http";

/** Who the bearer token or session cookie belongs to, as the database says now; else 401. */
export const GET = route({ access: "user" }, async ({ caller }) =>
  json({ user: { id: caller.id, email: caller.email, role: caller.role } }, 200, {
    "Cache-Control": "no-store",
  }),
);
