import { updateUserSchema } from "@/capabilities/accounts/users/schemas";
import { deleteUser, updateUser } from "@/capabilities/accounts/users/mutations";
import { json, route } from "@/platform/http";

/** Edit User: e-mail and role. */
export const PUT = route<"admin", typeof updateUserSchema, { id: string }>(
  { access: "admin", body: updateUserSchema, maxBodyBytes: 4 * 1024 },
  async ({ params, body, caller }) => json({ user: await updateUser(caller, params.id, body) }),
);

export const DELETE = route<"admin", undefined, { id: string }>(
  { access: "admin" },
  async ({ params, caller }) => {
    await deleteUser(caller, params.id);
    return json({ success: true, message: "User deleted." });
  },
);
