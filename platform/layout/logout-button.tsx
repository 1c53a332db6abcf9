import { LogOut } from "@/platform/ui/icons";

import { buttonVariants } from "@/platform/ui/button";
import { cn } from "@/platform/ui/utils";
import { LogoutAction } from "./logout-action";

/**
 * The Logout control, a ghost button (the phone menu has its own row). Not a client component
 * itself: in a server component (the site header) only LogoutAction hydrates.
 */
export function LogoutButton({ className }: { className?: string }) {
  return (
    <LogoutAction
      className={cn(buttonVariants({ variant: "ghost" }), "text-foreground", className)}
    >
      <LogOut aria-hidden="true" />
      Logout
    </LogoutAction>
  );
}
