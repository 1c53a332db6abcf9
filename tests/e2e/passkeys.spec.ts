import { randomInt } from "node:crypto";
import { request as apiRequest, type Page } from "@playwright/test";
import { generateSync } from "otplib";
import pg from "pg";
import { signInAdminByApi } from "./admin-sign-in";
import { expect, test } from "./fixtures";
import { E2E_BASE_URL, E2E_DATABASE_KIND } from "./settings";

/**
 * Passkeys as an admin's second factor, through Chromium's virtual authenticator (DevTools
 * protocol, WebAuthn domain): added on the account page, then used to sign in. And the
 * step-up before a protected action. Each test makes its own admin, so the seeded admin's
 * factors stay as the other specs expect them.
 */

// A client address of its own: the per-client limits of sign-in and second factors stay this test's.
test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({
    "x-forwarded-for": `10.12.${randomInt(256)}.${randomInt(1, 255)}`,
  });
});

const PASSWORD = "Passkey-Admin-9!";

/** A new account, made an admin by the seeded admin (who steps up by signing in just now). */
async function newAdmin(): Promise<string> {
  const request = await apiRequest.newContext({ baseURL: E2E_BASE_URL });
  const email = `passkey-admin-${Date.now()}-${randomInt(1e6)}@example.com`;
  const registered = await request.post("/api/auth/register", {
    data: { email, password: PASSWORD },
    headers: { "x-forwarded-for": `10.13.${randomInt(256)}.${randomInt(1, 255)}` },
  });
  expect(registered.status()).toBe(201);
  expect((await signInAdminByApi(request)).status()).toBe(200);
  const { users } = (await (await request.get("/api/admin/users")).json()) as {
    users: { id: string; email: string }[];
  };
  const id = users.find((user) => user.email === email)!.id;
  const promoted = await request.put(`/api/admin/users/${id}`, { data: { email, role: "admin" } });
  expect(promoted.status()).toBe(200);
  await request.dispose();
  return email;
}

async function enterPassword(page: Page, email: string) {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
}

/**
 * The new admin's first sign-in: it can do nothing before it sets a second factor up; here
 * the authenticator app. Answers the app's secret.
 */
async function firstSignInWithApp(page: Page, email: string): Promise<string> {
  await enterPassword(page, email);
  await expect(page.getByRole("heading", { name: "Set up your second factor" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Create a passkey" })).toBeVisible();
  const secret = (await page.getByTestId("totp-secret").textContent())!;
  await page.getByLabel("Authentication code").fill(generateSync({ secret }));
  await page.getByRole("button", { name: "Verify" }).click();
  await expect(
    page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem"),
  ).toHaveCount(10);
  await page.getByRole("button", { name: "I have saved them, continue" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  return secret;
}

/** Chromium's virtual authenticator for this page: a platform passkey that always consents. */
async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  const { authenticatorId } = await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    credentials: async () =>
      (await cdp.send("WebAuthn.getCredentials", { authenticatorId })).credentials,
  };
}

test.describe(() => {
  // An IP address cannot be a passkey's relying party: the app serves passkeys as localhost.
  test.use({ baseURL: E2E_BASE_URL.replace("127.0.0.1", "localhost") });

  test(
    "an admin enrols a passkey through a virtual authenticator, then signs in with it",
    { tag: "@phone" },
    async ({ page, checkA11y, isMobile }) => {
      const email = await newAdmin();
      const authenticator = await virtualAuthenticator(page);
      await firstSignInWithApp(page, email);

      await page.goto("/account");
      const passkeys = page.getByRole("region", { name: "Passkeys" });
      await expect(passkeys.getByText("No passkeys yet.")).toBeVisible();
      await passkeys.getByRole("button", { name: "Add a passkey" }).click();
      const listed = passkeys.getByRole("list", { name: "Your passkeys" }).getByRole("listitem");
      await expect(listed).toHaveCount(1);
      await expect(listed).toContainText("not used yet");
      await checkA11y("passkey added");
      expect(await authenticator.credentials()).toHaveLength(1);

      if (isMobile) await page.getByRole("button", { name: "Open menu" }).click();
      await page
        .getByRole("navigation", { name: isMobile ? "Mobile" : "Main" })
        .getByRole("button", { name: "Logout" })
        .click();
      await expect(page).not.toHaveURL(/\/account$/);

      await enterPassword(page, email);
      await expect(page.getByRole("button", { name: "Use a passkey" })).toBeVisible();
      expect((await page.request.get("/api/admin/users")).status()).toBe(401);
      await page.getByRole("button", { name: "Use a passkey" }).click();
      await expect(page).toHaveURL(/\/admin$/);
      await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();

      await page.goto("/account");
      await expect(passkeys.getByRole("listitem")).toContainText("last used");
    },
  );

  test("an admin's first sign-in sets a passkey up rather than an app", async ({
    page,
    checkA11y,
  }) => {
    const email = await newAdmin();
    const authenticator = await virtualAuthenticator(page);
    await enterPassword(page, email);
    await expect(page.getByRole("heading", { name: "Set up your second factor" })).toBeVisible();
    await checkA11y("enrolment");
    await page.getByRole("button", { name: "Create a passkey" }).click();
    await expect(
      page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem"),
    ).toHaveCount(10);
    expect(await authenticator.credentials()).toHaveLength(1);
    await page.getByRole("button", { name: "I have saved them, continue" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  });
});

test(
  "a step-up prompt appears before an export once the second factor is older than ten minutes",
  { tag: "@phone" },
  async ({ page, checkA11y }) => {
    test.skip(E2E_DATABASE_KIND !== "postgres", "ages the session in the database itself");
    const email = await newAdmin();
    const secret = await firstSignInWithApp(page, email);

    // Ten minutes and more since the second factor: aged in the database, not waited for.
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      await client.query(
        `UPDATE sessions SET "secondFactorAt" = now() - interval '11 minutes'
        WHERE "userId" = (SELECT id FROM users WHERE email = $1)`,
        [email],
      );
    } finally {
      await client.end();
    }

    await page.getByRole("button", { name: "Export Data" }).click();
    const download = page.waitForEvent("download");
    await page.getByRole("menuitem", { name: "CSV", exact: true }).click();
    const prompt = page.getByRole("alertdialog", { name: "Confirm it is you" });
    await expect(prompt).toBeVisible();
    await checkA11y("step-up prompt");
    // The next step's code: the enrolment took this step's, and each code is taken once.
    const next = generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    await prompt.getByLabel("Authentication code").fill(next);
    await prompt.getByRole("button", { name: "Confirm" }).click();
    expect((await download).suggestedFilename()).toMatch(/\.csv$/);
    await expect(prompt).toBeHidden();
  },
);
