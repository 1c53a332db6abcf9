// Fake Stripe, Resend, HubSpot, Cal.com and Calendly for the browser tests, on 127.0.0.1 only. The app under test
// talks to them through STRIPE_API_URL, RESEND_BASE_URL and HUBSPOT_API_URL (playwright.config.ts); specs
// read the e-mails sent with GET /__emails and pay on GET /checkout/:id (tests/e2e/services.ts).
// Run through tsx: the HubSpot portal is the Jest fake's (tests/fakes/hubspot-portal.ts).
import { createServer } from "node:http";
import { handleHubSpot, hubspotRequests } from "./fake-hubspot.ts";
import { confirmationPage, confirmedBooking, schedulerPage } from "../fakes/booking-providers.ts";

const port = Number(process.argv[2] ?? 3211);
const sessions = new Map();
const emails = [];
/** Lead event webhooks received (tests/e2e/webhooks.spec.ts): POST /__webhooks, read with GET. */
const webhooks = [];
/**
 * Fake Cal.com and Calendly (tests/fakes/booking-providers.ts): GET /calcom/... or /calendly/...
 * is the scheduler the app embeds; its Confirm posts the booking, signed, to the app's webhook
 * (BOOKING_APP_URL, BOOKING_WEBHOOK_SECRET: playwright.config.ts). Deliveries: GET /__bookings.
 */
const bookings = [];

async function book(provider, form) {
  const { body, headers } = confirmedBooking(
    provider,
    form,
    process.env.BOOKING_WEBHOOK_SECRET ?? "",
  );
  const response = await fetch(`${process.env.BOOKING_APP_URL}/api/booking/webhook`, {
    method: "POST",
    headers,
    body,
  });
  bookings.push({ provider, status: response.status, answer: await response.text() });
  return response.status;
}

function send(res, status, body, type = "application/json") {
  res.writeHead(status, { "content-type": type });
  res.end(type === "application/json" ? JSON.stringify(body) : body);
}

createServer((req, res) => {
  const chunks = [];
  req.on("data", (c) => chunks.push(c));
  req.on("end", () => {
    const body = Buffer.concat(chunks).toString("utf8");
    const url = new URL(req.url ?? "/", `http://127.0.0.1:${port}`);
    if (url.pathname === "/__health") return send(res, 200, { ok: true });
    // Fake HubSpot (HUBSPOT_API_URL=<this>/hubspot; tests/e2e/hubspot.spec.ts).
    if (url.pathname.startsWith("/hubspot/")) {
      const { status, body: json } = handleHubSpot(req, url.pathname, body);
      return send(res, status, json);
    }
    if (req.method === "GET" && url.pathname === "/__hubspot/requests") {
      return send(res, 200, hubspotRequests(url.searchParams.get("token")));
    }
    if (req.method === "POST" && url.pathname === "/__webhooks") {
      webhooks.push({ headers: req.headers, body });
      return send(res, 200, "received", "text/plain");
    }
    if (req.method === "GET" && url.pathname === "/__webhooks") return send(res, 200, webhooks);
    const provider = /^\/(calcom|calendly)\//.exec(url.pathname)?.[1];
    if (provider && req.method === "GET") {
      return send(res, 200, schedulerPage(provider, url), "text/html");
    }
    if (provider && req.method === "POST" && url.pathname.endsWith("/confirm")) {
      book(provider, new URLSearchParams(body)).then(
        (status) => send(res, 200, confirmationPage(provider, status), "text/html"),
        (error) => send(res, 502, `Webhook failed: ${error}`, "text/plain"),
      );
      return;
    }
    if (req.method === "GET" && url.pathname === "/__bookings") return send(res, 200, bookings);
    if (req.method === "POST" && url.pathname === "/v1/checkout/sessions") {
      const form = new URLSearchParams(body);
      const id = `cs_test_e2e_${sessions.size + 1}`;
      const session = {
        id,
        object: "checkout.session",
        url: `http://127.0.0.1:${port}/checkout/${id}`,
        amount_total: Number(form.get("line_items[0][price_data][unit_amount]")),
        currency: form.get("line_items[0][price_data][currency]"),
        payment_intent: `pi_${id}`,
        metadata: { assessmentId: form.get("metadata[assessmentId]") },
        success_url: form.get("success_url"),
      };
      sessions.set(id, session);
      return send(res, 200, session);
    }
    if (req.method === "GET" && url.pathname.startsWith("/__sessions/")) {
      const session = sessions.get(url.pathname.split("/").pop());
      return session ? send(res, 200, session) : send(res, 404, { error: "unknown session" });
    }
    if (req.method === "GET" && url.pathname.startsWith("/checkout/")) {
      const session = sessions.get(url.pathname.split("/").pop());
      if (!session) return send(res, 404, "Unknown session", "text/plain");
      const amount = (session.amount_total / 100).toFixed(2);
      return send(
        res,
        200,
        `<!doctype html><html lang="en"><head><title>Fake Stripe Checkout</title></head><body><main><h1>Fake Stripe Checkout</h1><p>Amount due: $${amount}</p></main></body></html>`,
        "text/html",
      );
    }
    if (req.method === "POST" && url.pathname === "/emails") {
      const message = JSON.parse(body || "{}");
      const id = `re_e2e_${emails.length + 1}`;
      emails.push({
        id,
        to: [].concat(message.to),
        subject: message.subject,
        html: message.html,
        text: message.text,
      });
      return send(res, 200, { id });
    }
    if (req.method === "GET" && url.pathname === "/__emails") {
      const to = url.searchParams.get("to");
      return send(
        res,
        200,
        emails.filter((e) => !to || e.to.includes(to)),
      );
    }
    send(res, 404, { error: { message: `No fake for ${req.method} ${url.pathname}` } });
  });
}).listen(port, "127.0.0.1");
