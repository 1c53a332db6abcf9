"use client";

import { CheckCircle2 } from "lucide-react";
import Link from "next/link";
import { useState } from "react";

import { Button } from "@/platform/ui/button";
import { AccountCard } from "@/platform/ui/account-card";
import { ResetConfirmForm } from "./reset-confirm-form";
import { ResetRequestForm } from "./reset-request-form";

const linkClass =
  "rounded-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/60";

/** The reset page's modes: request -> confirm (token in the URL) -> success. */
export function ResetPassword({ token }: { token: string | null }) {
  const [done, setDone] = useState(false);
  const backToLogin = (
    <Link href="/auth?mode=login" className={linkClass}>
      Back to Login
    </Link>
  );

  if (done) {
    return (
      <AccountCard
        title="Password Reset Complete"
        description="Your password has been changed and every other session signed out."
        footer={backToLogin}
      >
        <div className="grid justify-items-center gap-4 text-center">
          <CheckCircle2 className="size-12 text-success" aria-hidden="true" />
          <p role="status">You can now sign in with your new password.</p>
          <Button asChild size="lg" className="w-full">
            <Link href="/admin/login">Go to Login</Link>
          </Button>
        </div>
      </AccountCard>
    );
  }

  if (token) {
    return (
      <AccountCard
        title="Choose a New Password"
        description="Enter your new password twice. The link in your e-mail works once."
        footer={backToLogin}
      >
        <ResetConfirmForm token={token} onDone={() => setDone(true)} />
      </AccountCard>
    );
  }

  return (
    <AccountCard
      title="Reset Password"
      description="Enter the e-mail address of your account and we will send you a reset link."
      footer={backToLogin}
    >
      <ResetRequestForm />
    </AccountCard>
  );
}
