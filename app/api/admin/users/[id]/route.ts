import { updateUserSchema } from "@/capabilities/accounts/users/schemas";
import { deleteUser, updateUser } from "@/capabilities/accounts/users/mutations";
import { json, route } from "@/platform/http";

/** Edit User: e-mail and role (both protected: an address or a role is an account's keys). */
export const PUT = route<"admin", typeof updateUserSchema, { id: string }>(
  { access: "admin", body: updateUserSchema, maxBodyBytes: 4 * 1024, stepUp: true },
  async ({ params, body, caller }) => json({ user: await updateUser(caller, params.id, body) }),
);

export const DELETE = route<"admin", undefined, { id: string }>(
  { access: "admin", stepUp: true },
  async ({ params, caller }) => {
    await deleteUser(caller, params.id);
    return json({ success: true, message: "User deleted." });
  },
);
