import { randomInt } from "node:crypto";
import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { expect, test } from "./fixtures";
import { waitForResetLink } from "./outbox";
import { enterAdminCredentials } from "./admin-sign-in";
import { E2E_BASE_URL, E2E_COUPON } from "./settings";

/**
 * Accounts end to end: registration and login on /auth, My Reports, logout, the password
 * reset by e-mail (the link is read from the outbox, see outbox.ts) and saving reports.
 * Each test is its own client (X-Forwarded-For), so the per-client registration limit
 * never trips over the other tests of the run.
 */

const PASSWORD = "Sturdy-Passw0rd";
const uniqueEmail = (kind: string) =>
  `${kind}-${test.info().project.name}-${Date.now()}-${randomInt(1e6)}@example.com`;
const clientIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
const asClient = (ip: string) => ({ "x-forwarded-for": ip });

let ip = "";
test.beforeEach(async ({ context }: { context: BrowserContext }) => {
  ip = clientIp();
  await context.setExtraHTTPHeaders(asClient(ip));
});

const toast = (page: Page, text: string) => page.getByText(text, { exact: true });

async function login(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
}

async function submitAssessment(request: APIRequestContext, companyName: string) {
  const response = await request.post("/api/assessments", {
    data: makeAnswers({ companyName, executiveName: "Jordan Avery" }),
    headers: asClient(ip),
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { assessmentId: string }).assessmentId;
}

test("a visitor registers, sees an empty My Reports, logs out and logs in again", async ({
  page,
}) => {
  const email = uniqueEmail("reg");
  await page.goto("/auth");
  await expect(page.getByRole("tab", { name: "Login" })).toHaveAttribute("aria-selected", "true");
  await page.getByRole("tab", { name: "Register" }).click();

  await page.getByLabel("Email").fill(email);
  const password = page.getByLabel("Password", { exact: true });
  await password.fill("weakpass");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText("Password must contain at least one uppercase letter")).toBeVisible();

  await password.fill(PASSWORD);
  await page.getByRole("button", { name: "Show password" }).click();
  await expect(password).toHaveAttribute("type", "text");
  await page.getByRole("button", { name: "Hide password" }).click();
  await expect(password).toHaveAttribute("type", "password");
  await page.getByRole("button", { name: "Create Account" }).click();

  await expect(toast(page, "Account Created Successfully!")).toBeVisible();
  await expect(page).toHaveURL(/\/my-reports$/);
  await expect(page.getByRole("heading", { level: 1, name: "My Reports" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "No Reports Yet" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Start Your First Assessment" })).toHaveAttribute(
    "href",
    "/assessment",
  );
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();

  // next-auth reads the cookie our JSON endpoint set: one session for both.
  const session = await (await page.request.get("/api/auth/session")).json();
  expect(session.user).toMatchObject({ email, role: "user" });

  await page.getByRole("main").getByRole("button", { name: "Logout" }).click();
  await expect(toast(page, "Logged Out")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await (await page.request.get("/api/auth/session")).json()).toBeNull();

  await page.goto("/my-reports");
  await expect(page).toHaveURL(/\/auth\?mode=login$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Sign in to My Reports" }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to home" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("tab", { name: "Register" })).toHaveCount(0);
  await login(page, email, "Wrong-Passw0rd");
  await expect(toast(page, "Login Failed")).toBeVisible();
  await expect(toast(page, "Invalid username or password.")).toBeVisible();

  await login(page, email.toUpperCase(), PASSWORD);
  await expect(toast(page, "Welcome Back!")).toBeVisible();
  await expect(page).toHaveURL(/\/my-reports$/);
  await expect(page.getByRole("heading", { name: "No Reports Yet" })).toBeVisible();
});

test("a user resets a forgotten password with the e-mailed link, once", async ({
  page,
  request,
}) => {
  const email = uniqueEmail("reset");
  const created = await request.post("/api/auth/register", {
    data: { email, password: PASSWORD },
    headers: asClient(ip),
  });
  expect(created.status()).toBe(201);

  await page.goto("/reset-password");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(toast(page, "Reset Email Sent")).toBeVisible();
  await expect(
    toast(page, "If an account with this email exists, reset instructions have been sent."),
  ).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue("");

  const link = await waitForResetLink(email);
  expect(link.startsWith(`${E2E_BASE_URL}/reset-password?token=`)).toBe(true);

  await page.goto(link);
  await expect(
    page.getByRole("heading", { level: 1, name: "Choose a New Password" }),
  ).toBeVisible();
  const newPassword = "Fresh-Passw0rd-2";
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm new password").fill("Something-Else-3");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(page.getByText("Passwords don't match")).toBeVisible();

  await page.getByLabel("Confirm new password").fill(newPassword);
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Password Reset Complete" }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to Login" })).toHaveAttribute(
    "href",
    "/admin/login",
  );

  // The link works once.
  await page.goto(link);
  await page.getByLabel("New password", { exact: true }).fill("Third-Passw0rd-4");
  await page.getByLabel("Confirm new password").fill("Third-Passw0rd-4");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(toast(page, "Error")).toBeVisible();
  await expect(
    toast(page, "This reset link is invalid or has expired. Please request a new one."),
  ).toBeVisible();

  await page.getByRole("link", { name: "Back to Login" }).click();
  await expect(page).toHaveURL(/\/auth\?mode=login$/);
  await login(page, email, PASSWORD);
  await expect(toast(page, "Invalid username or password.")).toBeVisible();
  await login(page, email, newPassword);
  await expect(page).toHaveURL(/\/my-reports$/);
});

test("reports saved on the save-account page and through the API appear in My Reports", async ({
  page,
  request,
}) => {
  const company = `Keel & Co ${test.info().project.name}`;
  const assessmentId = await submitAssessment(request, company);
  const unlocked = await request.post("/api/validate-coupon", {
    data: { code: E2E_COUPON, assessmentId },
    headers: asClient(ip),
  });
  expect(unlocked.status()).toBe(200);

  await page.goto(`/save-account/${assessmentId}?paid=coupon&code=${E2E_COUPON}`);
  await expect(page.getByRole("heading", { level: 1, name: "Save Your Report" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Skip for Now" })).toHaveAttribute(
    "href",
    `/results/${assessmentId}?paid=coupon&code=${E2E_COUPON}`,
  );
  const email = uniqueEmail("save");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Create Account & Save Report" }).click();
  await expect(toast(page, "Account Created Successfully!")).toBeVisible();
  await expect(toast(page, "Your report has been saved to your account.")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/results/${assessmentId}\\?saved=true$`));
  await expect(page.getByText("Your report is saved to your account.")).toBeVisible();

  // A second assessment, saved through the API with the browser's session.
  const second = await submitAssessment(request, `${company} Two`);
  const linked = await page.request.post("/api/user/link-assessment", {
    data: { assessmentId: second },
  });
  expect(linked.status()).toBe(200);

  await page.goto("/my-reports");
  const cards = page.getByRole("list", { name: /^Reports for / }).getByRole("listitem");
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0).getByRole("heading", { name: `${company} Two` })).toBeVisible();
  const first = cards.nth(1);
  await expect(first.getByRole("heading", { name: company, exact: true })).toBeVisible();
  await expect(first.getByText("Jordan Avery")).toBeVisible();
  await expect(first.getByText(/Created (just now|\d+ minutes? ago)/)).toBeVisible();
  await expect(first.getByText("Unlocked with a coupon")).toBeVisible();
  await expect(first.getByText(/^Roadmap: (Complete|Generating\.\.\.)$/)).toBeVisible();
  await expect(first.getByText("/100 AI readiness score")).toBeVisible();
  await expect(first.getByText("Technology")).toBeVisible();
  await expect(first.getByText("51 – 200 employees")).toBeVisible();
  await expect(first.getByRole("link", { name: /View Full Report/ })).toHaveAttribute(
    "href",
    `/results/${assessmentId}`,
  );

  // Someone else's assessment stays theirs.
  const otherEmail = uniqueEmail("other");
  await request.post("/api/auth/register", {
    data: { email: otherEmail, password: PASSWORD },
    headers: asClient(ip),
  });
  const other = await request.post("/api/auth/login", {
    data: { email: otherEmail, password: PASSWORD },
    headers: asClient(ip),
  });
  const { token } = (await other.json()) as { token: string };
  const stolen = await request.post("/api/user/link-assessment", {
    data: { assessmentId },
    headers: { ...asClient(ip), authorization: `Bearer ${token}` },
  });
  expect(stolen.status()).toBe(409);
});

test(
  "an admin signs in on /auth, goes to /admin, and the header knows them",
  { tag: "@phone" },
  async ({ page, isMobile }) => {
    await page.goto("/auth?mode=login");
    // Hold the way to /admin a moment, so the toast is seen whatever /admin then does.
    const adminPage = /\/admin(\?|$)/;
    await page.route(adminPage, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    const toAdmin = page.waitForURL("**/admin");
    await enterAdminCredentials(page);
    await expect(toast(page, "Welcome Admin!")).toBeVisible();
    await toAdmin;
    await page.unroute(adminPage);

    await page.goto("/");
    if (isMobile) await page.getByRole("button", { name: "Open menu" }).click();
    const nav = page.getByRole("navigation", { name: isMobile ? "Mobile" : "Main" });
    await expect(
      nav.getByRole("link", { name: isMobile ? "Admin Dashboard" : "Admin", exact: true }),
    ).toHaveAttribute("href", "/admin");
    await nav.getByRole("button", { name: "Logout" }).click();
    await expect(toast(page, "Logged Out")).toBeVisible();
    if (isMobile) await page.getByRole("button", { name: "Open menu" }).click();
    await expect(
      page.getByRole("link", { name: isMobile ? "Admin Login" : "Admin", exact: true }),
    ).toHaveAttribute("href", "/login");
  },
);
