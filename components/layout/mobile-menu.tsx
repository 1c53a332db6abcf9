"use client";

import {
  ChevronRight,
  FileText,
  LayoutDashboard,
  Sparkles,
  Menu,
  ShieldCheck,
  X,
} from "lucide-react";
import Link from "next/link";
import { useCallback, useEffect, useId, useRef, useState } from "react";

import { cn } from "@/lib/utils";
import type { Viewer } from "./viewer";

type Item = { href: string; label: string; description: string; icon: typeof Menu };

const FEATURES: Item = {
  href: "/#features",
  label: "Features",
  description: "What the assessment covers",
  icon: Sparkles,
};
const REPORTS: Item = {
  href: "/auth?mode=login",
  label: "My Reports",
  description: "View assessment results",
  icon: FileText,
};
const DASHBOARD: Item = {
  href: "/admin",
  label: "Admin Dashboard",
  description: "Manage assessments",
  icon: LayoutDashboard,
};
const ADMIN_LOGIN: Item = {
  href: "/login",
  label: "Admin Login",
  description: "Sign in to the admin console",
  icon: ShieldCheck,
};

/**
 * The phone navigation (below md): a toggle, a drop-down panel and a backdrop. The backdrop,
 * Escape and choosing any link or button in the panel close it. `logout` is the admin's
 * logout control, passed in so this component needs no router.
 */
export function MobileMenu({
  viewer = null,
  logout,
}: {
  viewer?: Viewer;
  logout?: React.ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const isAdmin = viewer?.role === "admin";

  const close = useCallback((restoreFocus = false) => {
    setOpen(false);
    if (restoreFocus) toggleRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") close(true);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open, close]);

  function onPanelClick(event: React.MouseEvent) {
    if ((event.target as Element).closest("a, button")) close();
  }

  return (
    <div className="md:hidden">
      <button
        ref={toggleRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? "Close menu" : "Open menu"}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex size-10 items-center justify-center rounded-lg border border-border bg-card text-foreground shadow-xs transition-colors outline-none hover:bg-secondary focus-visible:ring-[3px] focus-visible:ring-ring/60"
      >
        {open ? (
          <X className="size-5" aria-hidden="true" />
        ) : (
          <Menu className="size-5" aria-hidden="true" />
        )}
      </button>

      <div
        data-testid="mobile-menu-backdrop"
        aria-hidden="true"
        hidden={!open}
        onClick={() => close()}
        className="fixed inset-x-0 top-16 h-[calc(100dvh-4rem)] bg-[oklch(0.2_0.04_262/0.45)] backdrop-blur-[2px] animate-in fade-in-0 motion-reduce:animate-none"
      />

      <nav
        id={panelId}
        aria-label="Mobile"
        hidden={!open}
        onClick={onPanelClick}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-border bg-card px-4 pt-3 pb-5 shadow-xl animate-in fade-in-0 slide-in-from-top-2 motion-reduce:animate-none"
      >
        <MenuGroup title="Navigation" items={[FEATURES]} />
        <MenuGroup title="Account" items={[REPORTS]} />
        <MenuGroup title="Admin" items={[isAdmin ? DASHBOARD : ADMIN_LOGIN]}>
          {isAdmin && logout ? <div className="mt-1">{logout}</div> : null}
        </MenuGroup>
      </nav>
    </div>
  );
}

function MenuGroup({
  title,
  items,
  children,
}: {
  title: string;
  items: Item[];
  children?: React.ReactNode;
}) {
  const labelId = useId();
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      className="border-t border-border/70 pt-3 pb-2 first:border-t-0"
    >
      <p
        id={labelId}
        className="px-3 pb-1.5 text-xs font-semibold tracking-wider text-muted-foreground uppercase"
      >
        {title}
      </p>
      <ul className="space-y-1">
        {items.map((item) => (
          <li key={item.href}>
            <MenuLink item={item} />
          </li>
        ))}
      </ul>
      {children}
    </div>
  );
}

function MenuLink({ item }: { item: Item }) {
  const Icon = item.icon;
  const descriptionId = useId();
  return (
    <Link
      href={item.href}
      aria-label={item.label}
      aria-describedby={descriptionId}
      className={cn(
        "group flex items-center gap-3 rounded-xl px-3 py-2.5 transition-colors outline-none",
        "hover:bg-secondary focus-visible:ring-[3px] focus-visible:ring-ring/60",
      )}
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary text-brand-gold">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-medium text-foreground">{item.label}</span>
        <span id={descriptionId} className="block text-sm text-muted-foreground">
          {item.description}
        </span>
      </span>
      <ChevronRight
        className="size-4 text-muted-foreground transition-transform motion-safe:group-hover:translate-x-0.5"
        aria-hidden="true"
      />
    </Link>
  );
}
