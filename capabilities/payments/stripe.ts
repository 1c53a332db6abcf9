import "server-only";
import Stripe from "stripe";
import { env } from "@/platform/env";

let client: Stripe | undefined;

/** The Stripe client, or null when card payments are not configured. STRIPE_API_URL is for tests. */
export function stripe(): Stripe | null {
  if (!env.STRIPE_SECRET_KEY) return null;
  if (!client) {
    const api = env.STRIPE_API_URL ? new URL(env.STRIPE_API_URL) : null;
    client = new Stripe(env.STRIPE_SECRET_KEY, {
      maxNetworkRetries: 1,
      timeout: 20_000,
      telemetry: false,
      ...(api && {
        host: api.hostname,
        port: api.port || (api.protocol === "https:" ? 443 : 80),
        protocol: api.protocol === "https:" ? "https" : "http",
      }),
    });
  }
  return client;
}

export function cardPaymentsEnabled(): boolean {
  return Boolean(env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET);
}
