import "server-only";
import { redirect } from "next/navigation";

import { getViewer, type SignedInViewer } from "@/lib/auth/viewer";

/**
 * The server-side check of every admin page: a visitor goes to /login, a temporary password
 * to the change-password page. The caller renders the 403 screen for a signed-in non-admin.
 * (The admin API checks the admin again on every call.)
 */
export async function requireSignedIn(): Promise<SignedInViewer> {
  const viewer = await getViewer();
  if (!viewer) redirect("/login");
  if (viewer.mustChangePassword) redirect("/account/change-password");
  return viewer;
}
