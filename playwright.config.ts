import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { chromium as playwrightChromium, defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, chromiumOrExit, thisMachine } from "@/tests/helpers/chromium";
import {
  E2E_ADMIN,
  E2E_ADMIN_TOTP_SECRET,
  E2E_AUTH_SECRET,
  E2E_BASE_URL,
  E2E_BOOKING_URL,
  E2E_BOOKING_WEBHOOK_SECRET,
  E2E_COUPON,
  E2E_DATABASE_KIND,
  E2E_FAKES_PORT,
  E2E_FAKES_URL,
  E2E_INTERVIEW_WEBHOOK_SECRET,
  E2E_PORT,
  E2E_STRIPE_WEBHOOK_SECRET,
} from "@/tests/e2e/settings";

/**
 * Browser tests: Chromium (found by tests/helpers/chromium.ts: PLAYWRIGHT_CHROMIUM_PATH, a
 * system Chromium or Chrome, or Playwright's own; CI uses Debian's) against a production build served by `next start` on 127.0.0.1:3210, on a fresh database per run.
 *
 * - Default: the embedded PGlite database in a new folder `.data/e2e-<time>-<pid>`, migrated
 *   and seeded by the server at start-up (instrumentation.ts). Older e2e folders are removed
 *   by tests/e2e/global-setup.ts.
 * - DATABASE_URL=postgres://... in the environment: that (already created, empty) database,
 *   migrated and seeded (`npm run db:migrate`, `npm run db:seed`) before the build, since the
 *   app itself only prepares the embedded database. Both ways the seed creates the admin from
 *   ADMIN_EMAIL / ADMIN_PASSWORD below (E2E_ADMIN in tests/e2e/settings.ts).
 *
 * Specs import `test` and `expect` from tests/e2e/fixtures.ts, which adds axe-core checks.
 */

const baseURL = E2E_BASE_URL;
const root = path.dirname(fileURLToPath(import.meta.url));

// This file is evaluated by the runner and again by every worker: the runner picks the folder
// once and the workers inherit it through the environment.
const pgliteDir = (process.env.E2E_PGLITE_DIR ??= path.join(
  root,
  ".data",
  `e2e-${new Date().toISOString().replace(/\D/g, "").slice(0, 14)}-${process.pid}`,
));

const usesPostgres = E2E_DATABASE_KIND === "postgres";
// .ci/run tests one checkout twice (PGlite, then PostgreSQL): the second run serves the build of
// the first (E2E_REUSE_BUILD=1). The build holds no data: every page reads the database at request time.
const reuseBuild =
  process.env.E2E_REUSE_BUILD === "1" && existsSync(path.join(root, ".next", "BUILD_ID"));
// A spec may leave its request context idle past Node's 5 s keep-alive (an admin's sign-in
// waits for the next 30-second code): the server then closed the socket the next request
// reused, and the request failed with ECONNRESET.
const serve = `${reuseBuild ? "" : "npm run build && "}npx next start -H 127.0.0.1 -p ${E2E_PORT} --keepAliveTimeout 120000`;

const chromium = {
  executablePath: chromiumOrExit(thisMachine(() => playwrightChromium.executablePath())),
  args: [
    ...CHROMIUM_FLAGS,
    // Every host name but the app's fails to resolve: the browser talks to 127.0.0.1 only.
    // `localhost` is the app too: passkeys need a host name (platform/auth/webauthn.ts).
    "--host-resolver-rules=MAP localhost 127.0.0.1, MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: false,
  // Two cores shared with the server: a full journey takes ~20 s, more on a busy machine.
  timeout: 90_000,
  // Redirects wait 1.5 s (spec) on a machine whose two cores also serve the app.
  expect: { timeout: 10_000 },
  // Two browsers at once: a journey spends much of its time waiting (on the server, on a job,
  // on a sequence's e-mail), and a second worker fills that time. Measured on this 2-core
  // machine: one worker 8 min 49 s, two 5 min 19 s, three 4 min 45 s with the CPU 86% busy.
  // Every spec makes its own users, leads and sources, so files may run side by side.
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  reporter: "list",
  use: {
    baseURL,
    trace: "on-first-retry",
    screenshot: "only-on-failure",
    launchOptions: chromium,
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], launchOptions: chromium },
    },
    {
      // The journeys whose layout or touch differ on a phone, tagged @phone; the rest is the
      // same code on a smaller window, proven once on the desktop.
      name: "mobile",
      grep: /@phone/,
      use: {
        ...devices["Pixel 7"],
        viewport: { width: 412, height: 915 },
        isMobile: true,
        hasTouch: true,
        launchOptions: chromium,
      },
    },
  ],
  webServer: [
    {
      command: `npx tsx tests/e2e/fake-services.mjs ${E2E_FAKES_PORT}`,
      url: `${E2E_FAKES_URL}/__health`,
      reuseExistingServer: false,
      stdout: "ignore",
      // The fake Cal.com delivers its bookings to the app, signed (tests/e2e/booking.spec.ts).
      env: { BOOKING_APP_URL: baseURL, BOOKING_WEBHOOK_SECRET: E2E_BOOKING_WEBHOOK_SECRET },
    },
    {
      command: usesPostgres ? `npm run db:migrate && npm run db:seed && ${serve}` : serve,
      url: `${baseURL}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: "ignore",
      stderr: "pipe",
      gracefulShutdown: { signal: "SIGTERM", timeout: 5_000 },
      env: {
        APP_URL: baseURL,
        // The specs stand in for one proxy in front: the X-Forwarded-For they send is the client.
        TRUSTED_PROXY_HOPS: "1",
        PGLITE_DATA_DIR: pgliteDir,
        AUTH_SECRET: E2E_AUTH_SECRET,
        ADMIN_EMAIL: E2E_ADMIN.email,
        ADMIN_PASSWORD: E2E_ADMIN.password,
        ADMIN_TOTP_SECRET: E2E_ADMIN_TOTP_SECRET,
        DEMO_COUPON_CODE: E2E_COUPON,
        STRIPE_SECRET_KEY: "sk_test_e2e",
        STRIPE_WEBHOOK_SECRET: E2E_STRIPE_WEBHOOK_SECRET,
        STRIPE_API_URL: E2E_FAKES_URL,
        RESEND_API_KEY: "re_test_e2e",
        RESEND_BASE_URL: E2E_FAKES_URL,
        INTERVIEW_WEBHOOK_SECRET: E2E_INTERVIEW_WEBHOOK_SECRET,
        // The fake HubSpot of tests/e2e/fake-hubspot.ts (tests/e2e/hubspot.spec.ts).
        HUBSPOT_API_URL: `${E2E_FAKES_URL}/hubspot`,
        // Admins' webhook endpoints may be the receiver on 127.0.0.1 (tests/e2e/webhooks.spec.ts).
        WEBHOOK_ALLOW_PRIVATE: "true",
        // The sequences in seconds (tests/e2e/lead-funnel.spec.ts); only consenting leads get them.
        DRAFT_REMINDER_DELAYS: "40s,1d",
        UNPAID_FOLLOW_UP_DELAYS: "5s,45s",
        // A new team answer regenerates the report this soon (tests/e2e/team.spec.ts).
        TEAM_REGENERATE_DELAY_SECONDS: "2",
        // The index's smallest group (tests/e2e/readiness-index.spec.ts): the floor, so a few
        // seeded companies fill a cell.
        INDEX_MIN_CELL: "5",
        // The consultation is booked through the fake Cal.com (tests/e2e/booking.spec.ts).
        BOOKING_PROVIDER: "calcom",
        BOOKING_URL: E2E_BOOKING_URL,
        BOOKING_WEBHOOK_SECRET: E2E_BOOKING_WEBHOOK_SECRET,
      },
    },
  ],
});
