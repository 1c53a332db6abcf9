import { removePasskey, renamePasskey } from "@/capabilities/accounts/passkeys";
import { renamePasskeySchema } from "@/capabilities/accounts/schemas";
import { json, route } from "@/platform/http";

/** `{ name }`: renames one of the caller's passkeys. */
export const PATCH = route<"user", typeof renamePasskeySchema, { id: string }>(
  { access: "user", body: renamePasskeySchema, maxBodyBytes: 1024 },
  async ({ params, caller, body }) =>
    json({ success: true, passkey: await renamePasskey(caller, params.id, body.name) }),
);

/**
 * Removes one of the caller's passkeys, with a second factor from the last ten minutes. An
 * admin's last second factor is refused (403).
 */
export const DELETE = route<"user", undefined, { id: string }>(
  { access: "user", stepUp: true },
  async ({ params, caller }) => {
    await removePasskey(caller, params.id);
    return json({ success: true });
  },
);
