import type { Metadata } from "next";

import { AdminDashboard } from "@/capabilities/admin/components/admin-dashboard";
import { requireAdmin } from "@/capabilities/admin/components/admin-gate";

export const metadata: Metadata = { title: "Admin Dashboard" };

/** The admin panel. `?assessment={id}` opens that assessment's details (spec section 2). */
export default async function AdminPage({ searchParams }: PageProps<"/admin">) {
  const [viewer, query] = await Promise.all([requireAdmin(), searchParams]);
  const assessment = typeof query.assessment === "string" ? query.assessment : null;
  return <AdminDashboard email={viewer.email} openAssessmentId={assessment} />;
}
