import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";

import { AuthenticatorAppPanel } from "@/capabilities/accounts/components/authenticator-app-panel";
import { PasskeysPanel } from "@/capabilities/accounts/components/passkeys-panel";
import { listPasskeys } from "@/capabilities/accounts/passkeys";
import { secondFactorStatus } from "@/capabilities/accounts/queries";
import { YourDataPanel } from "@/capabilities/privacy/components";
import { getViewer } from "@/platform/auth/viewer";
import { AccountCard } from "@/platform/ui/account-card";

export const metadata: Metadata = { title: "Your Account" };

const day = (date: Date) =>
  date.toLocaleDateString("en-CA", { day: "numeric", month: "short", year: "numeric" });

/** The signed-in person's account: two-step sign-in, passkeys, the password, their data. */
export default async function AccountPage() {
  const viewer = await getViewer();
  if (!viewer) redirect("/auth?mode=login");
  if (viewer.mustChangePassword) redirect("/account/change-password");
  const [status, passkeys] = await Promise.all([
    secondFactorStatus(viewer.id),
    listPasskeys(viewer.id),
  ]);
  return (
    <AccountCard
      title="Your Account"
      description={viewer.email}
      footer={
        <>
          <Link href="/account/change-password" className="underline">
            Change password
          </Link>
          <Link href="/my-reports" className="underline">
            My Reports
          </Link>
        </>
      }
    >
      <section aria-labelledby="two-step" className="grid gap-3">
        <h2 id="two-step" className="text-lg font-semibold">
          Two-step sign-in
        </h2>
        <AuthenticatorAppPanel
          enabledSince={status.totpEnabledAt ? day(status.totpEnabledAt) : null}
          recoveryCodesLeft={status.recoveryCodesLeft}
          removable={status.role !== "admin" || status.passkeys > 0}
        />
      </section>
      <section aria-labelledby="passkeys" className="mt-8 grid gap-3">
        <h2 id="passkeys" className="text-lg font-semibold">
          Passkeys
        </h2>
        <PasskeysPanel
          passkeys={passkeys.map((passkey) => ({
            id: passkey.id,
            name: passkey.name,
            added: day(passkey.createdAt),
            lastUsed: passkey.lastUsedAt ? day(passkey.lastUsedAt) : null,
          }))}
        />
      </section>
      {status.role !== "admin" && (
        <section aria-labelledby="your-data" className="mt-8 grid gap-3">
          <h2 id="your-data" className="text-lg font-semibold">
            Your data
          </h2>
          <YourDataPanel downloadHref="/api/user/data" deleteUrl="/api/user/delete" withPassword />
        </section>
      )}
    </AccountCard>
  );
}
