import { ArrowLeft, ShieldCheck } from "lucide-react";
import Link from "next/link";

import { AccountCard } from "@/platform/ui/account-card";
import { AdminLoginForm } from "./admin-login-form";
import { ResetPasswordDialog } from "./reset-password-dialog";

/** The admin sign-in screen of /login and /admin/login (spec section 2, "Admin sign-in"). */
export function AdminLoginScreen() {
  return (
    <AccountCard
      title="Admin Sign In"
      description={
        <span className="inline-flex items-start gap-2">
          <ShieldCheck className="mt-1 size-4 shrink-0 text-primary" aria-hidden="true" />
          Sign in to manage assessments, leads, users and exports.
        </span>
      }
      footer={
        <>
          <ResetPasswordDialog />
          <Link
            href="/"
            className="inline-flex items-center gap-1 rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            Back to Home
          </Link>
        </>
      }
    >
      <AdminLoginForm />
    </AccountCard>
  );
}
