import type { Metadata } from "next";
import { redirect } from "next/navigation";

import { AdminLoginScreen } from "@/capabilities/admin/components/admin-login-screen";
import { homeFor } from "@/capabilities/accounts/destinations";
import { getViewer } from "@/platform/auth/viewer";

export const metadata: Metadata = { title: "Admin Sign In" };

/**
 * The admin sign-in screen (also at /admin/login). A signed-in admin goes straight on; anyone
 * else sees the form (a signed-in user may sign in with an admin account).
 */
export default async function LoginPage() {
  const viewer = await getViewer();
  if (viewer?.role === "admin") redirect(homeFor(viewer));
  return <AdminLoginScreen />;
}
