import type { ReactNode } from "react";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** The site's frame: the fixed site header, the page's main, the footer. */
export function SiteFrame({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-dvh flex-col">
      <SiteHeader />
      <main id="main" className="flex-1 pt-16 [--site-header:4rem]">
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
