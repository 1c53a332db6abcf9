import type { Metadata } from "next";

import { AccessRequired } from "@/capabilities/admin/components/access-required";
import { getViewerOrNull } from "@/platform/auth/viewer";

export const metadata: Metadata = { title: "Admin Access Required" };

/** The admin pages' 403 (their gate calls forbidden()), for a signed-in account that is no admin. */
export default async function AdminForbidden() {
  const viewer = await getViewerOrNull();
  return (
    <main id="main" className="min-h-dvh bg-muted/40">
      <AccessRequired email={viewer?.email ?? null} />
    </main>
  );
}
