import { createUserSchema } from "@/capabilities/accounts/users/schemas";
import { createUserWithTemporaryPassword } from "@/capabilities/accounts/users/mutations";
import { listUsers } from "@/capabilities/accounts/users/queries";
import { json, requireStepUp, route } from "@/platform/http";

export const GET = route({ access: "admin" }, async () =>
  json({ users: await listUsers() }, 200, { "Cache-Control": "no-store" }),
);

/**
 * Create New Admin: a temporary password is generated and e-mailed, never answered. An admin
 * is created only after a step-up.
 */
export const POST = route(
  { access: "admin", body: createUserSchema, maxBodyBytes: 4 * 1024 },
  async ({ body, caller }) => {
    if (body.role === "admin") requireStepUp(caller);
    const { user, email } = await createUserWithTemporaryPassword(caller, body);
    return json({ user, emailStatus: email.status }, 201);
  },
);
