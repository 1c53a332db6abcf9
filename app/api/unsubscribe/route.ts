import { maskEmail, setConsentByLink } from "@/lib/consent/unsubscribe";
import { json, route } from "@/lib/http";

/**
 * One-click unsubscribe (RFC 8058): mail providers POST `List-Unsubscribe=One-Click` here
 * from their servers, so it takes any origin and ignores the body (the token is the proof).
 * The unsubscribe page adds `page=1`, and `resubscribe=1` to give the consent again.
 */
export const POST = route({ access: "public", allowCrossSite: true }, async ({ request }) => {
  const url = new URL(request.url);
  const resubscribe = url.searchParams.get("resubscribe") === "1";
  const fromPage = url.searchParams.get("page") === "1";
  const email = await setConsentByLink(
    url.searchParams.get("token"),
    resubscribe,
    fromPage ? "unsubscribe-link" : "one-click",
  );
  return json({ subscribed: resubscribe, email: maskEmail(email) }, 200, {
    "Cache-Control": "no-store",
  });
});
