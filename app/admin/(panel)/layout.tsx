/**
 * The admin pages' frame: the dashboard and the report bring their own headers (Home, Back to
 * Admin). Every page checks the admin itself (components/admin/admin-gate.ts).
 */
export default function AdminLayout({ children }: { children: React.ReactNode }) {
  return (
    <main id="main" className="min-h-dvh bg-muted/40">
      {children}
    </main>
  );
}
