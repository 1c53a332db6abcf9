import "server-only";
import { audit } from "@/platform/audit/audit";
import { sendEmail } from "@/platform/email/send";
import type { SecondFactorEvent } from "@/platform/email/templates/second-factor-notice";
import { afterResponse } from "@/platform/http/after-response";

export type { SecondFactorEvent };

const when = (at: Date) =>
  `${at.toLocaleString("en-CA", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" })} UTC`;

/**
 * What happened to an account's second factor, in the audit log and in an e-mail to its owner
 * (after the response), so a sign-in or a removal they did not make does not go unseen.
 */
export async function noteSecondFactor(
  user: { id: string; email: string },
  event: SecondFactorEvent,
  {
    recoveryCodesLeft,
    actor = user,
  }: { recoveryCodesLeft?: number; actor?: { id: string; email: string } } = {},
): Promise<void> {
  await audit(actor, `second_factor.${event}`, "user", user.id);
  await afterResponse("second-factor e-mail", async () => {
    await sendEmail(user.email, "second-factor-notice", {
      event,
      when: when(new Date()),
      recoveryCodesLeft,
    });
  });
}
