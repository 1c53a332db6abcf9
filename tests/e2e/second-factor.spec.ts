import { randomInt } from "node:crypto";
import { generateSync } from "otplib";
import { adminCode } from "./admin-sign-in";
import { expect, test } from "./fixtures";
import { E2E_ADMIN } from "./settings";

// A client address of its own: the per-client limits of sign-in and requests stay this test's.
test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({
    "x-forwarded-for": `10.8.${randomInt(256)}.${randomInt(1, 255)}`,
  });
});

test(
  "an admin signs in with the password and the authenticator's code, and is refused a wrong code",
  { tag: "@phone" },
  async ({ page, checkA11y }) => {
    await page.goto("/login");
    await page.getByLabel("Email").fill(E2E_ADMIN.email);
    await page.getByLabel("Password", { exact: true }).fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "Sign In" }).click();

    // The password alone opens nothing: the second step asks for the code.
    const code = page.getByLabel("Authentication code");
    await expect(code).toBeVisible();
    await checkA11y();
    expect((await page.request.get("/api/admin/users")).status()).toBe(401);

    await code.fill("000000");
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "That code is not valid" }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await code.fill(await adminCode());
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  },
);

test("a user turns on two-step sign-in from the account page; the next sign-in asks for a code, and each recovery code works once", async ({
  page,
  browser,
  request,
  checkA11y,
}) => {
  const email = `two-step-${Date.now()}-${randomInt(1e6)}@example.com`;
  const password = "Sturdy-Passw0rd";
  const registered = await request.post("/api/auth/register", {
    data: { email, password },
    headers: { "x-forwarded-for": `10.9.${randomInt(256)}.${randomInt(1, 255)}` },
  });
  expect(registered.status()).toBe(201);
  await page.goto("/auth?mode=login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await expect(page).toHaveURL(/\/my-reports$/);

  await page.getByRole("link", { name: "Account" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Your Account" })).toBeVisible();
  await page.getByRole("button", { name: "Set up an authenticator app" }).click();
  await expect(page.getByRole("img", { name: "QR code for your authenticator app" })).toBeVisible();
  await checkA11y("enrolment");
  const secret = (await page.getByTestId("totp-secret").textContent())!;
  await page.getByLabel("Authentication code").fill(generateSync({ secret }));
  await page.getByRole("button", { name: "Turn on two-step sign-in" }).click();
  const recovery = page.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await expect(recovery).toHaveCount(10);
  const [first, second] = (await recovery.allTextContents()).map((code) => code.trim());
  await page.getByRole("button", { name: "Done" }).click();
  await expect(page.getByText(/since .*: signing in asks for a code/)).toBeVisible();

  const again = await request.post("/api/auth/login", { data: { email, password } });
  expect(await again.json()).toMatchObject({ mfaRequired: true, enrolment: false });

  // A recovery code signs in once, in the form as through the API; the second time it is refused.
  const client = { "x-forwarded-for": `10.10.${randomInt(256)}.${randomInt(1, 255)}` };
  const useCode = async (code: string) => {
    const { challenge } = await (
      await request.post("/api/auth/login", { data: { email, password }, headers: client })
    ).json();
    return request.post("/api/auth/mfa", { data: { challenge, code }, headers: client });
  };
  expect((await useCode(first!)).status()).toBe(200);
  expect((await useCode(first!)).status()).toBe(401);

  const elsewhere = await browser.newPage();
  await elsewhere.goto("/auth?mode=login");
  await elsewhere.getByLabel("Email").fill(email);
  await elsewhere.getByLabel("Password", { exact: true }).fill(password);
  await elsewhere.getByRole("button", { name: "Login", exact: true }).click();
  await elsewhere.getByLabel("Authentication code").fill(second!);
  await elsewhere.getByRole("button", { name: "Verify" }).click();
  await expect(elsewhere).toHaveURL(/\/my-reports$/);
  await elsewhere.close();
});
