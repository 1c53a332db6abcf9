import { finishPasskeyRegistration, listPasskeys } from "@/capabilities/accounts/passkeys";
import { passkeyRegistrationSchema } from "@/capabilities/accounts/schemas";
import { json, route } from "@/platform/http";
import { clientAddress } from "@/platform/rate-limit";

const noStore = { "Cache-Control": "no-store" };

/** The caller's passkeys: `{ passkeys: [{ id, name, createdAt, lastUsedAt }] }`. */
export const GET = route({ access: "user" }, async ({ caller }) =>
  json({ success: true, passkeys: await listPasskeys(caller.id) }, 200, noStore),
);

/**
 * `{ challenge, response, name? }`: the new passkey, from the options of
 * POST /api/user/passkeys/options. 201 with `{ passkey }`, and `recoveryCodes` once when it
 * is the account's first second factor.
 */
export const POST = route(
  { access: "user", body: passkeyRegistrationSchema },
  async ({ request, caller, body }) =>
    json(
      { success: true, ...(await finishPasskeyRegistration(caller, body, clientAddress(request))) },
      201,
      noStore,
    ),
);
