import type { Metadata } from "next";
import { redirect } from "next/navigation";

import { MyReports } from "@/capabilities/accounts/components/my-reports";
import { getViewer } from "@/platform/auth/viewer";
import { getReportsByCompany } from "@/capabilities/accounts/my-reports";

export const metadata: Metadata = { title: "My Reports" };

/** The signed-in user's assessments by company; visitors go to the user sign-in. Failures show error.tsx. */
export default async function MyReportsPage() {
  const viewer = await getViewer();
  if (!viewer) redirect("/auth?mode=login");
  if (viewer.mustChangePassword) redirect("/account/change-password");
  const companies = await getReportsByCompany(viewer.id);
  return <MyReports email={viewer.email} companies={companies} now={new Date()} />;
}
