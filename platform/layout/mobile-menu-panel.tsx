"use client";

import {
  ChevronRight,
  FileText,
  LayoutDashboard,
  LogOut,
  Sparkles,
  ShieldCheck,
  type LucideIcon,
} from "lucide-react";
import Link from "next/link";
import { useId } from "react";

import { LogoutAction } from "./logout-action";
import { ForAdmin } from "./viewer-role";

type Item = { href: string; label: string; description: string; icon: LucideIcon };

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
 * The phone menu's content (MobileMenu loads it when the menu first opens): the links, and for
 * a signed-in admin (ForAdmin) the dashboard and Logout.
 */
export function MobileMenuPanel() {
  return (
    <>
      <MenuGroup title="Navigation">
        <MenuItems items={[FEATURES]} />
      </MenuGroup>
      <MenuGroup title="Account">
        <MenuItems items={[REPORTS]} />
      </MenuGroup>
      <MenuGroup title="Admin">
        <ForAdmin
          admin={
            <>
              <MenuItems items={[DASHBOARD]} />
              <div className="mt-1">
                <MenuLogout />
              </div>
            </>
          }
          others={<MenuItems items={[ADMIN_LOGIN]} />}
        />
      </MenuGroup>
    </>
  );
}

function MenuGroup({ title, children }: { title: string; children: React.ReactNode }) {
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
      {children}
    </div>
  );
}

function MenuItems({ items }: { items: Item[] }) {
  return (
    <ul className="space-y-1">
      {items.map((item) => (
        <li key={item.href}>
          <MenuLink item={item} />
        </li>
      ))}
    </ul>
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
      className="group flex items-center gap-3 rounded-xl px-3 py-2.5 transition-colors outline-none hover:bg-secondary focus-visible:ring-[3px] focus-visible:ring-ring/60"
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

/** Logout as a row of the menu (styled here: no class helper reaches the browser). */
function MenuLogout() {
  return (
    <LogoutAction className="flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-left transition-colors outline-none hover:bg-secondary focus-visible:ring-[3px] focus-visible:ring-ring/60 disabled:opacity-60">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg border border-border bg-secondary text-primary">
        <LogOut className="size-5" aria-hidden="true" />
      </span>
      <span className="font-medium text-foreground">Logout</span>
    </LogoutAction>
  );
}
