import { ShieldCheck } from "@/platform/ui/icons";
import Link from "next/link";

import { Button } from "@/platform/ui/button";
import { BrandMark } from "./brand-mark";
import { LogoutButton } from "./logout-button";
import { MobileMenu } from "./mobile-menu";
import { ForAdmin, ViewerRoleProvider } from "./viewer-role";

export const PRODUCT_NAME = "Executive AI Readiness";

const navLink = "site-nav-link";

const adminLink = (href: string) => (
  <Link href={href} className={`${navLink} inline-flex items-center gap-1.5`}>
    <ShieldCheck className="size-4 text-primary" aria-hidden="true" />
    Admin
  </Link>
);

/**
 * The fixed site header, the same for everyone, so the pages around it can be static. A
 * server component: only the phone menu, the logout button and the viewer's role (asked of the
 * server once the page is up) hydrate. A signed-in admin gets Admin (dashboard) and Logout.
 */
export function SiteHeader() {
  return (
    <ViewerRoleProvider>
      <header className="site-header">
        <div className="mx-auto flex h-full max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
          {/* Not prefetched: on every page's first screen, its prefetch (the home page's payload
              and code) ran on the phone's main thread while the page loaded, on / for / itself. */}
          <Link href="/" prefetch={false} className="site-brand-link">
            <BrandMark className="size-8 shrink-0" />
            <span className="text-[0.95rem] sm:text-base">{PRODUCT_NAME}</span>
          </Link>

          <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
            <Link href="/#features" className={navLink}>
              Features
            </Link>
            <ForAdmin
              admin={
                <>
                  {adminLink("/admin")}
                  <LogoutButton className="font-medium text-foreground/80" />
                </>
              }
              others={adminLink("/login")}
            />
            <span className="mx-2 h-6 w-px bg-border" aria-hidden="true" />
            <Button asChild className="h-10 rounded-lg px-5 shadow-sm">
              <Link href="/auth?mode=login">My Reports</Link>
            </Button>
          </nav>

          <MobileMenu />
        </div>
      </header>
    </ViewerRoleProvider>
  );
}
