import { NextResponse } from "next/server";
import { maskEmail, setConsentByLink } from "@/lib/consent/unsubscribe";
import { env } from "@/lib/env";
import { json, route } from "@/lib/http";
import { startAfterResponse } from "@/lib/jobs/run";

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
  startAfterResponse(); // the consent.changed events
  return json({ subscribed: resubscribe, email: maskEmail(email) }, 200, {
    "Cache-Control": "no-store",
  });
});

/**
 * A mail client without one-click support opens the List-Unsubscribe address in a browser:
 * it gets the unsubscribe page, which changes nothing until its button is pressed.
 */
export const GET = route({ access: "public" }, async ({ request }) => {
  const page = new URL("/unsubscribe", env.APP_URL);
  const token = new URL(request.url).searchParams.get("token");
  if (token) page.searchParams.set("token", token);
  return NextResponse.redirect(page, { status: 303, headers: { "Cache-Control": "no-store" } });
});
