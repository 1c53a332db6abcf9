import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ConfirmConsentForm } from "@/capabilities/leads/components/consent/confirm-consent-form";
import { readConfirmationToken } from "@/capabilities/leads/consent/confirmation";
import { maskEmail } from "@/capabilities/leads/consent/unsubscribe";

export const metadata: Metadata = {
  title: "Confirm your subscription",
  robots: { index: false },
  referrer: "no-referrer",
};

/**
 * The double opt-in link (capabilities/leads/consent/confirmation.ts): no sign-in, one button. Opening it
 * changes nothing (mail scanners open links); a link that is not valid is a 404.
 */
export default async function ConfirmConsentPage({ searchParams }: PageProps<"/consent/confirm">) {
  const { token } = await searchParams;
  const value = typeof token === "string" ? token : "";
  const email = value ? readConfirmationToken(value) : null;
  if (!email) notFound();
  return (
    <div className="mx-auto grid w-full max-w-xl gap-6 px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">Confirm your subscription</h1>
      <ConfirmConsentForm token={value} email={maskEmail(email)} />
    </div>
  );
}
