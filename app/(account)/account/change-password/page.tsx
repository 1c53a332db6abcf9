import type { Metadata } from "next";
import { redirect } from "next/navigation";

import { AccountCard } from "@/platform/ui/account-card";
import { ChangePasswordForm } from "@/capabilities/accounts/components/change-password-form";
import { homeFor } from "@/capabilities/accounts/destinations";
import { getViewer } from "@/platform/auth/viewer";

export const metadata: Metadata = { title: "Change Password" };

/** The forced change after an admin-issued temporary password (and any voluntary change). */
export default async function ChangePasswordPage() {
  const viewer = await getViewer();
  if (!viewer) redirect("/auth?mode=login");
  return (
    <AccountCard
      title="Change Your Password"
      description={
        viewer.mustChangePassword
          ? "You signed in with a temporary password. Choose your own password to continue."
          : "Choose a new password. Every other session of your account will be signed out."
      }
    >
      <ChangePasswordForm destination={homeFor({ role: viewer.role })} />
    </AccountCard>
  );
}
