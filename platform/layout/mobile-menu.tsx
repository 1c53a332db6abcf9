"use client";

import { Menu, X } from "lucide-react";
import { lazy, Suspense } from "react";

import { MobileMenuShell } from "./mobile-menu-shell";

const load = () => import("./mobile-menu-panel");
const MobileMenuPanel = lazy(() => load().then((m) => ({ default: m.MobileMenuPanel })));

/**
 * The phone navigation (below md): a toggle, a drop-down panel and a backdrop
 * (MobileMenuShell). The panel's content (MobileMenuPanel) is fetched when the menu first opens,
 * or as the pointer or focus reaches the toggle: no page's first load, HTML or payload carries
 * the menu.
 */
export function MobileMenu() {
  return (
    <MobileMenuShell
      openIcon={<Menu className="size-5" aria-hidden="true" />}
      closeIcon={<X className="size-5" aria-hidden="true" />}
      onIntent={load}
    >
      <Suspense fallback={null}>
        <MobileMenuPanel />
      </Suspense>
    </MobileMenuShell>
  );
}
