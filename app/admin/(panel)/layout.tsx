import { requireAdmin } from "@/capabilities/admin/components/admin-gate";

/**
 * The admin pages' frame: the dashboard and the report bring their own headers (Home, Back to
 * Admin). The check here runs before the page streams, so a non-admin gets a real 403; every
 * page checks the admin again (a layout is not re-rendered on navigation between its pages).
 */
export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  await requireAdmin();
  return (
    <main id="main" className="min-h-dvh bg-muted/40">
      {children}
    </main>
  );
}
