import { expect } from "@playwright/test";
import { emailsTo } from "./services";

/**
 * The reset link of the newest password-reset e-mail to `to`, as the person would find it in
 * their inbox: the app sends through the fake Resend API of the e2e run
 * (tests/e2e/fake-services.mjs), which keeps every message. The server exposes nothing extra,
 * and this works alike on PGlite and PostgreSQL. The e-mail goes out right after the
 * response, so this waits for it.
 */
export async function waitForResetLink(to: string, timeout = 20_000): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const resets = (await emailsTo(to)).filter((m) => m.subject === "Reset your password");
        link = resets.at(-1)?.text.match(/https?:\/\/\S+\/reset-password\?token=[\w-]+/)?.[0];
        return link;
      },
      { timeout, message: `a password-reset e-mail to ${to}` },
    )
    .toBeTruthy();
  return link!;
}
