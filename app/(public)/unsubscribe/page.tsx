import type { Metadata } from "next";
import { UnsubscribeForm } from "@/components/consent/unsubscribe-form";
import { INVALID_UNSUBSCRIBE_LINK, maskEmail } from "@/lib/consent/unsubscribe";
import { readUnsubscribeToken } from "@/lib/consent/unsubscribe-token";

export const metadata: Metadata = { title: "Unsubscribe", robots: { index: false } };

/** The unsubscribe link of every commercial e-mail: no sign-in, one button. */
export default async function UnsubscribePage({ searchParams }: PageProps<"/unsubscribe">) {
  const { token } = await searchParams;
  const value = typeof token === "string" ? token : "";
  const email = value ? readUnsubscribeToken(value) : null;
  return (
    <div className="mx-auto grid w-full max-w-xl gap-6 px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">Unsubscribe</h1>
      {email ? (
        <UnsubscribeForm token={value} email={maskEmail(email)} />
      ) : (
        <p role="alert">{INVALID_UNSUBSCRIBE_LINK}</p>
      )}
    </div>
  );
}
