import { registerAccount } from "@/lib/account/register";
import { registerSchema } from "@/lib/account/schemas";
import { signedInResponse } from "@/lib/account/session-response";
import { route } from "@/lib/http";
import { clientKey } from "@/lib/rate-limit";

/** Creates an account, signs it in, and saves the given assessment to it when it can. */
export const POST = route({ access: "public", body: registerSchema }, async ({ request, body }) => {
  const { user, assessmentLinked, message } = await registerAccount(body, clientKey(request));
  return signedInResponse(
    user,
    {
      user: { id: user.id, email: user.email, role: user.role },
      message,
      ...(assessmentLinked === undefined ? {} : { assessmentLinked }),
    },
    201,
  );
});
