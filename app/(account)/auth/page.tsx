import type { Metadata } from "next";
import Link from "next/link";
import { redirect } from "next/navigation";

import { AccountCard } from "@/platform/ui/account-card";
import { AuthTabs } from "@/capabilities/accounts/components/auth-tabs";
import { homeFor } from "@/capabilities/accounts/destinations";
import { getViewer } from "@/platform/auth/viewer";

export const metadata: Metadata = { title: "Sign In" };

const footerLink =
  "rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60";

/** User login and registration; someone already signed in goes straight to their page. */
export default async function AuthPage({ searchParams }: PageProps<"/auth">) {
  const [viewer, query] = await Promise.all([getViewer(), searchParams]);
  if (viewer) redirect(homeFor(viewer));
  const loginOnly = query.mode === "login";

  return (
    <AccountCard
      title={loginOnly ? "Sign in to My Reports" : "Your Account"}
      description={
        loginOnly
          ? "Sign in to see the assessments and reports saved to your account."
          : "Sign in to see your saved reports, or create an account in 30 seconds."
      }
      footer={
        <>
          <Link href="/reset-password" className={footerLink}>
            Forgot your password?
          </Link>
          {loginOnly ? (
            <Link href="/" className={footerLink}>
              Back to home
            </Link>
          ) : null}
        </>
      }
    >
      <AuthTabs loginOnly={loginOnly} />
    </AccountCard>
  );
}
