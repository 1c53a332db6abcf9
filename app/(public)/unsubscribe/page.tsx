import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { UnsubscribeForm } from "@/capabilities/leads/components/consent/unsubscribe-form";
import { maskEmail } from "@/capabilities/leads/consent/unsubscribe";
import { readUnsubscribeToken } from "@/capabilities/leads/consent/unsubscribe-token";

export const metadata: Metadata = { title: "Unsubscribe", robots: { index: false } };

/**
 * The unsubscribe link of every commercial e-mail: no sign-in, one button. Opening it changes
 * nothing (mail scanners open links); a link that is not valid is a 404 (./not-found.tsx).
 */
export default async function UnsubscribePage({ searchParams }: PageProps<"/unsubscribe">) {
  const { token } = await searchParams;
  const value = typeof token === "string" ? token : "";
  const email = value ? readUnsubscribeToken(value) : null;
  if (!email) notFound();
  return (
    <div className="mx-auto grid w-full max-w-xl gap-6 px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">Unsubscribe</h1>
      <UnsubscribeForm token={value} email={maskEmail(email)} />
    </div>
  );
}
