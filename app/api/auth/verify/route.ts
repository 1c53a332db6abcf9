import { json, route } from "@/platform/http";

/**
 * Who the bearer token or session cookie belongs to, as the database says now; else 401.
 * Open during a temporary-password change: a client discards its token on any non-OK
 * answer (spec section 7), which would sign out someone on their way to the change.
 */
export const GET = route({ access: "user", duringPasswordChange: true }, async ({ caller }) =>
  json({ user: { id: caller.id, email: caller.email, role: caller.role } }, 200, {
    "Cache-Control": "no-store",
  }),
);
