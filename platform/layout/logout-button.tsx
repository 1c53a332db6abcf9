import { LogOut } from "lucide-react";

import { buttonVariants } from "@/platform/ui/button";
import { cn } from "@/platform/ui/utils";
import { LogoutAction } from "./logout-action";

/**
 * The Logout control: a ghost button inline, or a row in the phone menu. Not a client
 * component itself: in a server component (the site header) only LogoutAction hydrates.
 */
export function LogoutButton({
  className,
  layout = "inline",
}: {
  className?: string;
  layout?: "inline" | "menu";
}) {
  if (layout === "menu") {
    return (
      <LogoutAction
        className={cn(
          "flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-left transition-colors outline-none hover:bg-secondary focus-visible:ring-[3px] focus-visible:ring-ring/60 disabled:opacity-60",
          className,
        )}
      >
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg border border-border bg-secondary text-primary">
          <LogOut className="size-5" aria-hidden="true" />
        </span>
        <span className="font-medium text-foreground">Logout</span>
      </LogoutAction>
    );
  }

  return (
    <LogoutAction
      className={cn(buttonVariants({ variant: "ghost" }), "text-foreground", className)}
    >
      <LogOut aria-hidden="true" />
      Logout
    </LogoutAction>
  );
}
