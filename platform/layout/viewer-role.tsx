"use client";

import { createContext, use, useEffect, useMemo, useState, type ReactNode } from "react";

type Role = "admin" | "user" | null;

const ViewerRole = createContext<{ role: Role; forget: () => void }>({
  role: null,
  forget: () => {},
});

/**
 * The header's only personal part, asked of the server once the page is up
 * (GET /api/auth/viewer), so that the pages around it can be prerendered and served from the
 * cache. Until the answer comes, and if it fails, the header is a visitor's.
 */
export function ViewerRoleProvider({ children }: { children: ReactNode }) {
  const [role, setRole] = useState<Role>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetch("/api/auth/viewer", { credentials: "same-origin", signal: controller.signal })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: { role?: Role } | null) => setRole(body?.role ?? null))
      .catch(() => {}); // aborted, or offline: the visitor's header stays
    return () => controller.abort();
  }, []);
  const value = useMemo(() => ({ role, forget: () => setRole(null) }), [role]);
  return <ViewerRole value={value}>{children}</ViewerRole>;
}

/** `admin` for a signed-in admin; `others` for everyone else. */
export function ForAdmin({ admin, others }: { admin: ReactNode; others: ReactNode }) {
  return use(ViewerRole).role === "admin" ? admin : others;
}

/** After a logout: the header is a visitor's again. */
export const useForgetViewer = () => use(ViewerRole).forget;
