import type { Metadata } from "next";

import { AccessRequired } from "@/components/admin/access-required";
import { AdminDashboard } from "@/components/admin/admin-dashboard";
import { requireSignedIn } from "@/components/admin/admin-gate";

export const metadata: Metadata = { title: "Admin Dashboard" };

/** The admin panel. `?assessment={id}` opens that assessment's details (spec section 2). */
export default async function AdminPage({ searchParams }: PageProps<"/admin">) {
  const [viewer, query] = await Promise.all([requireSignedIn(), searchParams]);
  if (viewer.role !== "admin") return <AccessRequired email={viewer.email} />;
  const assessment = typeof query.assessment === "string" ? query.assessment : null;
  return <AdminDashboard email={viewer.email} openAssessmentId={assessment} />;
}
