import { NextResponse } from "next/server";
import { requestConsentConfirmation } from "@/capabilities/leads/consent/confirmation";
import { addressOf, maskEmail, unsubscribeByLink } from "@/capabilities/leads/consent/unsubscribe";
import { env } from "@/platform/env";
import { json, route } from "@/platform/http";
import { startAfterResponse } from "@/platform/jobs/run";

/**
 * One-click unsubscribe (RFC 8058): mail providers POST `List-Unsubscribe=One-Click` here
 * from their servers, so it takes any origin and ignores the body (the token is the proof).
 * The unsubscribe page adds `page=1`. The token only unsubscribes: `resubscribe=1` changes
 * nothing and sends the address a confirmation link instead (double opt-in).
 */
export const POST = route({ access: "public", allowCrossSite: true }, async ({ request }) => {
  const url = new URL(request.url);
  const token = url.searchParams.get("token");
  if (url.searchParams.get("resubscribe") === "1") {
    const email = addressOf(token);
    await requestConsentConfirmation(email);
    return json({ subscribed: false, confirmationSent: true, email: maskEmail(email) }, 202, {
      "Cache-Control": "no-store",
    });
  }
  const fromPage = url.searchParams.get("page") === "1";
  const email = await unsubscribeByLink(token, fromPage ? "unsubscribe-link" : "one-click");
  startAfterResponse(); // the consent.changed events
  return json({ subscribed: false, email: maskEmail(email) }, 200, {
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
