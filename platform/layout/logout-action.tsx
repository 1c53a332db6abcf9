"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";

import { toast } from "@/platform/ui/use-toast";
import { useForgetViewer } from "./viewer-role";

/**
 * A plain button that ends the session through the API, confirms with a toast and returns to
 * the landing page. A 401 means the session had already ended, which is as good as a logout.
 * Its look and content come from LogoutButton or the phone menu.
 */
export function LogoutAction({
  className,
  children,
}: {
  className: string;
  children: React.ReactNode;
}) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const forgetViewer = useForgetViewer();

  async function logout() {
    setPending(true);
    try {
      const response = await fetch("/api/auth/logout", {
        method: "POST",
        credentials: "same-origin",
      });
      if (!response.ok && response.status !== 401)
        throw new Error(`Logout failed (${response.status})`);
      forgetViewer();
      toast({ title: "Logged Out", description: "You have been signed out securely." });
      router.push("/");
      router.refresh();
    } catch {
      toast({ variant: "destructive", title: "Logout failed", description: "Please try again." });
    } finally {
      setPending(false);
    }
  }

  return (
    <button
      type="button"
      onClick={logout}
      disabled={pending}
      aria-busy={pending || undefined}
      className={className}
    >
      {children}
    </button>
  );
}
