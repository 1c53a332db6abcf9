import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { SaveAccountPanel } from "@/capabilities/accounts/components/save-account-panel";
import { getExecutiveEmail, getPublicAssessment } from "@/capabilities/leads/assessments/queries";
import { getViewer } from "@/platform/auth/viewer";

export const metadata: Metadata = { title: "Save Your Report" };

/** After unlocking a report: create an account to keep it, or skip (the link still works). */
export default async function SaveAccountPage({
  params,
  searchParams,
}: PageProps<"/save-account/[id]">) {
  const [{ id }, query] = await Promise.all([params, searchParams]);
  const [assessment, email, viewer] = await Promise.all([
    getPublicAssessment(id),
    getExecutiveEmail(id),
    getViewer(),
  ]);
  if (!assessment) notFound();

  const carried = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value ?? ""]) carried.append(key, item);
  }

  return (
    <SaveAccountPanel
      assessmentId={assessment.id}
      companyName={assessment.companyName}
      email={email}
      query={carried.toString()}
      signedInAs={viewer?.email ?? null}
    />
  );
}
