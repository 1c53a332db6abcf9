import type { Metadata } from "next";
import { redirect } from "next/navigation";

import { MyReports } from "@/components/account/my-reports";
import { listUserAssessments } from "@/lib/account/queries";
import { getViewer } from "@/lib/auth/viewer";

export const metadata: Metadata = { title: "My Reports" };

/** The signed-in user's assessments; visitors go to the user sign-in. Failures show error.tsx. */
export default async function MyReportsPage() {
  const viewer = await getViewer();
  if (!viewer) redirect("/auth?mode=login");
  if (viewer.mustChangePassword) redirect("/account/change-password");
  const reports = await listUserAssessments(viewer.id);
  return <MyReports email={viewer.email} reports={reports} now={new Date()} />;
}
