import type { Metadata } from "next";

import { ResetPassword } from "@/capabilities/accounts/components/reset-password";

export const metadata: Metadata = { title: "Reset Password" };

/** Request a reset link, or (with ?token= from the e-mail) choose the new password. */
export default async function ResetPasswordPage({ searchParams }: PageProps<"/reset-password">) {
  const { token } = await searchParams;
  return <ResetPassword token={typeof token === "string" && token ? token : null} />;
}
