/**
 * Values shared by playwright.config.ts (the server's environment) and the specs. The server
 * is started with these, so specs can rely on them, e.g. to sign in as the seeded admin.
 */
/** Ports can be moved (E2E_PORT, E2E_FAKES_PORT) so that two runs on one machine do not collide. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3210);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;

/** The first admin account, created by the seed from ADMIN_EMAIL / ADMIN_PASSWORD. */
export const E2E_ADMIN = { email: "admin@example.com", password: "Admin-Passw0rd!" } as const;
/** Its authenticator app's secret (ADMIN_TOTP_SECRET): the specs compute its codes. */
export const E2E_ADMIN_TOTP_SECRET = "KRUGS4ZANFZSAYJAORSXG5BAONSWG4TFOQQGW3TP";

/** A fixed 40-character AUTH_SECRET: sessions are signed the same way on every run. */
export const E2E_AUTH_SECRET = "e2e-auth-secret-0123456789abcdefghijklmn";

/** The database the server under test uses. */
export const E2E_DATABASE_KIND: "postgres" | "pglite" = process.env.DATABASE_URL?.trim()
  ? "postgres"
  : "pglite";

/** Fake Stripe and Resend APIs (tests/e2e/fake-services.mjs). */
export const E2E_FAKES_PORT = Number(process.env.E2E_FAKES_PORT ?? 3211);
export const E2E_FAKES_URL = `http://127.0.0.1:${E2E_FAKES_PORT}`;
export const E2E_STRIPE_WEBHOOK_SECRET = "whsec_e2e_0123456789";
/** The demo coupon the seed creates for the browser tests. */
export const E2E_COUPON = "E2E-LEADERS";
/** The fake Cal.com's scheduler (BOOKING_URL) and its webhook secret (tests/e2e/booking.spec.ts). */
export const E2E_BOOKING_URL = `${E2E_FAKES_URL}/calcom/chapter-strategist/consultation`;
export const E2E_BOOKING_WEBHOOK_SECRET = "e2e-booking-webhook-secret";
/** Signs the interview webhook deliveries the voice spec posts (INTERVIEW_WEBHOOK_SECRET). */
export const E2E_INTERVIEW_WEBHOOK_SECRET = "e2e-interview-webhook-secret";
