import { ShieldAlert } from "lucide-react";
import Link from "next/link";

import { Button } from "@/platform/ui/button";

/** The 403 screen of the admin pages, for a signed-in account without the admin role. */
export function AccessRequired({ email }: { email: string | null }) {
  return (
    <div className="mx-auto grid max-w-lg justify-items-center gap-4 px-4 py-24 text-center">
      <ShieldAlert className="size-12 text-destructive" aria-hidden="true" />
      <p className="text-sm font-semibold text-destructive">403</p>
      <h1 className="text-2xl font-bold tracking-tight">Admin Access Required</h1>
      <p className="text-muted-foreground">
        {email ? (
          <>
            You are signed in as <span className="font-medium text-foreground">{email}</span>, which
            does not have access to the admin dashboard.
          </>
        ) : (
          "This account does not have access to the admin dashboard."
        )}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link href="/">Return Home</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href="/login">Sign in as an admin</Link>
        </Button>
      </div>
    </div>
  );
}
