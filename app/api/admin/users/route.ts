import { createUserSchema } from "@/lib/admin/schemas";
import { createUserWithTemporaryPassword } from "@/lib/admin/user-mutations";
import { listUsers } from "@/lib/admin/user-queries";
import { json, route } from "@/lib/http";

export const GET = route({ access: "admin" }, async () =>
  json({ users: await listUsers() }, 200, { "Cache-Control": "no-store" }),
);

/** Create New Admin: a temporary password is generated and e-mailed, never answered. */
export const POST = route(
  { access: "admin", body: createUserSchema, maxBodyBytes: 4 * 1024 },
  async ({ body, caller }) => {
    const { user, email } = await createUserWithTemporaryPassword(caller, body);
    return json({ user, emailStatus: email.status }, 201);
  },
);
