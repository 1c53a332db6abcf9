import { readFile, writeFile } from "node:fs/promises";
import { request as apiRequest, type APIRequestContext, type Page } from "@playwright/test";
import { generateSync } from "otplib";
import { expect } from "./fixtures";
import { holdLock } from "./lock";
import { E2E_ADMIN, E2E_ADMIN_TOTP_SECRET, E2E_BASE_URL } from "./settings";

const STEP_SECONDS = 30;
const stepNow = () => Math.floor(Date.now() / 1000 / STEP_SECONDS);

/**
 * A code of the seeded admin's authenticator app that the server has not accepted yet, handed
 * to `submit` while the run's workers wait: each code signs in once and a code older than the last
 * one accepted is refused, so a worker gives its code to the server (inside `submit`) before the
 * next worker takes a later one. A third sign-in within one 30-second step waits for the next
 * (the server accepts the step after the current one too).
 */
export async function withAdminCode<T>(submit: (code: string) => Promise<T>): Promise<T> {
  const release = await holdLock("totp");
  try {
    const file = `${process.env.E2E_PGLITE_DIR}.totp-step`;
    const last = Number(await readFile(file, "utf8").catch(() => "0"));
    const step = Math.max(stepNow(), last + 1);
    const wait = (step - 1) * STEP_SECONDS * 1000 - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait + 200));
    await writeFile(file, String(step));
    return await submit(
      generateSync({ secret: E2E_ADMIN_TOTP_SECRET, epoch: step * STEP_SECONDS }),
    );
  } finally {
    await release();
  }
}

/** A fresh code, for a caller that submits it at once (see withAdminCode). */
export const adminCode = (): Promise<string> => withAdminCode(async (code) => code);

/** The seeded admin's password, then the app's code, on the sign-in form in view. */
export async function enterAdminCredentials(page: Page): Promise<void> {
  await page.getByLabel("Email").fill(E2E_ADMIN.email);
  await page.getByLabel("Password", { exact: true }).fill(E2E_ADMIN.password);
  await page.getByRole("button", { name: /^(Sign In|Login)$/ }).click();
  await withAdminCode(async (code) => {
    await page.getByLabel("Authentication code").fill(code);
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/auth/mfa");
    await page.getByRole("button", { name: "Verify" }).click();
    await answered;
  });
}

/**
 * Signs the seeded admin (E2E_ADMIN) in through /login, as a person would: password, the
 * authenticator's code, the welcome toast, then the admin dashboard. The one sign-in of the
 * specs that need an admin's browser.
 */
export async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto("/login");
  await enterAdminCredentials(page);
  await expect(
    page.getByRole("region", { name: /Notifications/ }).getByText("Welcome Admin!"),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
}

/** The seeded admin signed in through the API (password, then code); answers the response. */
export async function signInAdminByApi(request: APIRequestContext) {
  const first = await request.post("/api/auth/login", { data: E2E_ADMIN });
  expect(first.status()).toBe(200);
  const { challenge } = (await first.json()) as { challenge: string };
  return withAdminCode((code) => request.post("/api/auth/mfa", { data: { challenge, code } }));
}

/** Under the 10 minutes a protected admin action trusts a session's second factor. */
const REUSE_MS = 8 * 60_000;
type Cookies = Awaited<ReturnType<APIRequestContext["storageState"]>>["cookies"];
let shared: { cookies: Cookies; since: number } | undefined;

/**
 * The seeded admin's dashboard, for specs that test what an admin does rather than the sign-in
 * (admin.spec.ts and second-factor.spec.ts sign in through the form). The authenticator gives
 * the whole run one code per 30 seconds, so each worker signs in by the API once and its specs
 * share that session while its second factor is fresh.
 */
export async function openAdminDashboard(page: Page): Promise<void> {
  if (!shared || Date.now() - shared.since > REUSE_MS) {
    const request = await apiRequest.newContext({ baseURL: E2E_BASE_URL });
    const since = Date.now();
    expect((await signInAdminByApi(request)).status(), "the admin's sign-in").toBe(200);
    shared = { cookies: (await request.storageState()).cookies, since };
    await request.dispose();
  }
  await page.context().addCookies(shared.cookies);
  await page.goto("/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
}
