"use client";

import { LogOut } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import { toast } from "@/components/ui/use-toast";
import { cn } from "@/lib/utils";

/**
 * Ends the session through the API, confirms with a toast and returns to the landing page.
 * A 401 means the session had already ended, which is as good as a logout.
 */
export function LogoutButton({
  className,
  layout = "inline",
}: {
  className?: string;
  layout?: "inline" | "menu";
}) {
  const router = useRouter();
  const [pending, setPending] = useState(false);

  async function logout() {
    setPending(true);
    try {
      const response = await fetch("/api/auth/logout", {
        method: "POST",
        credentials: "same-origin",
      });
      if (!response.ok && response.status !== 401)
        throw new Error(`Logout failed (${response.status})`);
      toast({ title: "Logged Out", description: "You have been signed out securely." });
      router.push("/");
      router.refresh();
    } catch {
      toast({ variant: "destructive", title: "Logout failed", description: "Please try again." });
    } finally {
      setPending(false);
    }
  }

  if (layout === "menu") {
    return (
      <button
        type="button"
        onClick={logout}
        disabled={pending}
        aria-busy={pending || undefined}
        className={cn(
          "flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-left transition-colors outline-none hover:bg-secondary focus-visible:ring-[3px] focus-visible:ring-ring/60 disabled:opacity-60",
          className,
        )}
      >
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg border border-border bg-secondary text-primary">
          <LogOut className="size-5" aria-hidden="true" />
        </span>
        <span className="font-medium text-foreground">Logout</span>
      </button>
    );
  }

  return (
    <Button
      type="button"
      variant="ghost"
      onClick={logout}
      disabled={pending}
      aria-busy={pending || undefined}
      className={cn("text-foreground", className)}
    >
      <LogOut aria-hidden="true" />
      Logout
    </Button>
  );
}
