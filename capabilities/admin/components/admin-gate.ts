import "server-only";
import { forbidden, redirect } from "next/navigation";

import { getViewer, type SignedInViewer } from "@/platform/auth/viewer";

/**
 * The server-side check of every admin page (and of their layout, which runs before anything
 * streams, so a refusal keeps its status): a visitor goes to /login, a temporary password to
 * the change-password page, a signed-in non-admin gets the 403 screen (app/admin/forbidden.tsx).
 * The admin API checks the admin again on every call.
 */
export async function requireAdmin(): Promise<SignedInViewer> {
  const viewer = await getViewer();
  if (!viewer) redirect("/login");
  if (viewer.mustChangePassword) redirect("/account/change-password");
  if (viewer.role !== "admin") forbidden();
  return viewer;
}
