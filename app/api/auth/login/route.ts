import { knownDeviceOf, rememberDevice } from "@/lib/account/known-device";
import { authenticate } from "@/lib/account/login";
import { loginSchema } from "@/lib/account/schemas";
import { signedInResponse } from "@/lib/account/session-response";
import { route } from "@/lib/http";
import { clientAddress } from "@/lib/rate-limit";

/**
 * Signs in with e-mail and password: the session cookie plus a bearer token, and the browser is
 * known to the account from then on (lib/account/known-device.ts).
 */
export const POST = route({ access: "public", body: loginSchema }, async ({ request, body }) => {
  const user = await authenticate(body, clientAddress(request), knownDeviceOf(request));
  const response = await signedInResponse(user, {
    user: {
      id: user.id,
      email: user.email,
      role: user.role,
      mustChangePassword: user.mustChangePassword,
    },
  });
  return rememberDevice(response, request, user.email);
});
