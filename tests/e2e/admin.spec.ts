import { randomInt } from "node:crypto";
import { readFile } from "node:fs/promises";
import type { APIRequestContext, Download, Page } from "@playwright/test";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { openAdminDashboard, signInAsAdmin } from "./admin-sign-in";
import { expect, test } from "./fixtures";
import { emailsTo } from "./services";
import { E2E_ADMIN, E2E_COUPON } from "./settings";

/**
 * The admin side end to end: the sign-in screen and its guards, the dashboard (stats, search,
 * details, delete, exports, setup), users, coupons (redeemed by a visitor), the admin report,
 * and what a signed-in non-admin meets. Each test is its own client (X-Forwarded-For), so the
 * per-client limits never trip over other tests; the admin signs in once per test, through
 * the UI, and failed sign-ins use other addresses (5 failures lock an address for 15 min).
 */

const clientIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
let ip = "";
test.beforeEach(async ({ context }) => {
  ip = clientIp();
  await context.setExtraHTTPHeaders({ "x-forwarded-for": ip });
});

const toast = (page: Page, text: string | RegExp) =>
  page.getByRole("region", { name: /Notifications/ }).getByText(text);

async function submitAssessment(request: APIRequestContext, companyName: string, email: string) {
  const response = await request.post("/api/assessments", {
    data: makeAnswers({ companyName, executiveEmail: email, executiveName: "Morgan Hale" }),
    headers: { "x-forwarded-for": ip },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { assessmentId: string }).assessmentId;
}

async function roadmapReady(request: APIRequestContext, id: string) {
  await expect
    .poll(
      async () =>
        (await (await request.get(`/api/assessments/${id}`)).json()).assessment.roadmapGenerated,
      { timeout: 30_000, message: `the roadmap of ${id}` },
    )
    .toBe(true);
}

async function savedText(download: Download) {
  const path = await download.path();
  return readFile(path, "utf8");
}

const assessmentRows = (page: Page) =>
  page.getByRole("region", { name: "Assessments table" }).locator("tbody tr");

/** Opens a row's actions menu and picks one. */
async function rowAction(page: Page, company: string, action: string) {
  await page.getByRole("button", { name: `Actions for ${company}`, exact: true }).click();
  await page.getByRole("menuitem", { name: action, exact: true }).click();
}

async function search(page: Page, term: string, rows: number) {
  await page.getByPlaceholder("Search by name, company, or email").fill(term);
  await expect(assessmentRows(page)).toHaveCount(rows);
}

test("signed-out visitors meet the sign-in screen, its checks and the reset dialog", async ({
  page,
  checkA11y,
}) => {
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/login$/);
  await page.goto("/admin/report/00000000-0000-4000-8000-000000000000");
  await expect(page).toHaveURL(/\/login$/);

  await page.goto("/admin/login");
  await expect(page.getByRole("heading", { level: 1, name: "Admin Sign In" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");

  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Email is required")).toBeVisible();
  await expect(page.getByText("Password is required")).toBeVisible();

  const password = page.getByLabel("Password", { exact: true });
  await page.getByLabel("Email").fill(`nobody-${randomInt(1e9)}@example.com`);
  await password.fill("Wrong-Passw0rd");
  await page.getByRole("button", { name: "Show password" }).click();
  await expect(password).toHaveAttribute("type", "text");
  await page.getByRole("button", { name: "Hide password" }).click();
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "Invalid username or password." }),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login$/);

  await page.getByRole("button", { name: "Forgot your password?" }).click();
  const dialog = page.getByRole("dialog", { name: "Reset Password" });
  await dialog.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(dialog.getByText("Valid email is required")).toBeVisible();
  await dialog.getByLabel("Email").fill(`reset-${randomInt(1e9)}@example.com`);
  await dialog.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(
    dialog.getByText("Password reset instructions have been sent to your email."),
  ).toBeVisible();
  await checkA11y("reset dialog, sent");
  await dialog.getByRole("button", { name: "Close", exact: true }).first().click();
  await expect(dialog).toBeHidden();
});

test("a signed-in user without the admin role gets the 403 screen and 403 answers", async ({
  page,
}) => {
  const email = `plain-${test.info().project.name}-${Date.now()}-${randomInt(1e6)}@example.com`;
  const registered = await page.request.post("/api/auth/register", {
    data: { email, password: "Sturdy-Passw0rd" },
  });
  expect(registered.status()).toBe(201);
  const signedIn = await page.request.post("/api/auth/login", {
    data: { email, password: "Sturdy-Passw0rd" },
  });
  expect(signedIn.status()).toBe(200);

  await page.goto("/admin");
  await expect(
    page.getByRole("heading", { level: 1, name: "Admin Access Required" }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Return Home" })).toHaveAttribute("href", "/");
  expect((await page.request.get("/api/admin/assessments")).status()).toBe(403);
  expect((await page.request.get("/api/admin/users")).status()).toBe(403);

  // The sign-in screen stays open to them (to switch to an admin account).
  await page.goto("/login");
  await expect(page.getByRole("heading", { level: 1, name: "Admin Sign In" })).toBeVisible();
});

/** The admin's sections, by tab name, and what each shows once opened. */
const adminTabs: [tab: string, shown: string][] = [
  ["Assessment Data", "Assessments table"],
  ["Funnel", "Funnel"],
  ["AI Roadmaps", "Roadmaps table"],
  ["Users", "Users table"],
  ["Coupons", "Coupons table"],
  ["Call Requests", "Call requests table"],
  ["Activity", "Activity table"],
  ["Index", "Draft index figures"],
];

/** The document's width, and the window's, after the layout settles. */
const widths = (page: Page) =>
  page.evaluate(() => ({
    document: document.documentElement.scrollWidth,
    window: window.innerWidth,
  }));

test(
  "every admin tab fits the window: phone cards, one actions menu, tappable tabs, dialogs on screen",
  { tag: "@phone" },
  async ({ page, isMobile }, testInfo) => {
    test.setTimeout(180_000);
    const viewport = isMobile ? { width: 390, height: 844 } : { width: 1440, height: 900 };
    await page.setViewportSize(viewport);
    const tag = `${Date.now().toString(36)}${randomInt(1e4)}`;
    const company = `Layout Co ${tag} with a long company name`;
    await submitAssessment(page.request, company, `layout-${tag}@example.com`);
    await openAdminDashboard(page);
    const shot = (name: string) =>
      page.screenshot({
        path: testInfo.outputPath(`admin-${name}-${testInfo.project.name}.png`),
        fullPage: true,
      });

    await search(page, tag, 1);
    const row = assessmentRows(page).first();
    if (isMobile) {
      // A card: each line headed by its column, nothing cut off at the side.
      const box = (await row.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      await expect(
        page.getByRole("region", { name: "Assessments table" }).locator("thead"),
      ).toHaveCSS("position", "absolute");
    } else {
      // Every column in view, Actions included.
      for (const column of ["Lead Score", "Status", "Date", "Actions"]) {
        await expect(page.getByRole("columnheader", { name: column })).toBeInViewport();
      }
    }
    expect(await widths(page)).toEqual({ document: viewport.width, window: viewport.width });
    await shot("assessments");

    // The row's actions: one menu, opened and walked with the keyboard.
    const actions = row.getByRole("button", { name: `Actions for ${company}` });
    // In reach: on the page's width (a phone scrolls down to it, never sideways).
    await actions.scrollIntoViewIfNeeded();
    await expect(actions).toBeInViewport();
    const actionsBox = (await actions.boundingBox())!;
    expect(actionsBox.x + actionsBox.width).toBeLessThanOrEqual(viewport.width);
    await actions.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu");
    await expect(menu.getByRole("menuitem")).toHaveText([
      "Report",
      "View details",
      /^View Assessment/,
      "AI Apps",
      "Legal hold",
      "Delete",
    ]);
    await page.keyboard.press("ArrowDown");
    await expect(menu.getByRole("menuitem", { name: "View details" })).toBeFocused();
    await page.keyboard.press("Enter");
    const details = page.getByRole("dialog", { name: `${company}: Assessment Details` });
    await expect(details.getByRole("heading", { name: "Executive Profile" })).toBeVisible();
    const dialogBox = (await details.boundingBox())!;
    expect(dialogBox.x).toBeGreaterThanOrEqual(0);
    expect(dialogBox.y).toBeGreaterThanOrEqual(0);
    expect(dialogBox.x + dialogBox.width).toBeLessThanOrEqual(viewport.width);
    expect(dialogBox.y + dialogBox.height).toBeLessThanOrEqual(viewport.height);
    await shot("details-dialog");
    await page.keyboard.press("Escape");
    await expect(details).toBeHidden();

    // Every tab is tapped (clicked) where it is, and its section fits the window too.
    for (const [name, shown] of adminTabs) {
      const tab = page.getByRole("tab", { name, exact: true });
      if (isMobile) {
        expect((await tab.boundingBox())!.height).toBeGreaterThanOrEqual(44);
        await tab.tap();
      } else await tab.click();
      await expect(tab).toHaveAttribute("aria-selected", "true");
      await expect(
        name === "Funnel"
          ? page.getByRole("tabpanel").getByRole("heading", { name: shown }).first()
          : page.getByRole("region", { name: shown }),
      ).toBeVisible();
      await page.waitForLoadState("networkidle");
      expect(await widths(page), `the ${name} tab`).toEqual({
        document: viewport.width,
        window: viewport.width,
      });
      await shot(name.toLowerCase().replace(/\s+/g, "-"));
    }

    // A dialog of another tab fits as well.
    await page.getByRole("tab", { name: "Coupons", exact: true }).click();
    await page.getByRole("button", { name: "Create Coupon" }).click();
    const couponForm = page.getByRole("dialog", { name: "Create Coupon" });
    const formBox = (await couponForm.boundingBox())!;
    expect(formBox.x + formBox.width).toBeLessThanOrEqual(viewport.width);
    expect(formBox.y + formBox.height).toBeLessThanOrEqual(viewport.height);
    await page.keyboard.press("Escape");
  },
);

test("an admin runs the lead pipeline: search, details, delete, exports, setup, users, coupons and reports", async ({
  page,
  browser,
  baseURL,
  checkA11y,
}) => {
  test.setTimeout(300_000);
  const tag = `${Date.now().toString(36)}${randomInt(1e4)}`;
  const alpha = `Admin Alpha ${tag}`;
  const beta = `Admin Beta ${tag}`;
  const gamma = `Admin Gamma ${tag}`;
  const alphaId = await submitAssessment(page.request, alpha, `alpha-${tag}@example.com`);
  const betaId = await submitAssessment(page.request, beta, `beta-${tag}@example.com`);
  const gammaId = await submitAssessment(page.request, gamma, `gamma-${tag}@example.com`);
  await roadmapReady(page.request, alphaId);

  await signInAsAdmin(page);

  // Stats over every assessment.
  const stats = page.getByRole("region", { name: "Overview" });
  const total = stats.getByText("Total Assessments").locator("xpath=following-sibling::p");
  await expect(total).toHaveText(/^\d[\d,]*$/);
  expect(Number((await total.textContent())!.replace(/,/g, ""))).toBeGreaterThanOrEqual(3);
  for (const label of ["Qualified Leads", "AI Roadmaps", "Completion Rate"]) {
    await expect(stats.getByText(label, { exact: true })).toBeVisible();
  }

  // Server-side search, debounced.
  await search(page, tag, 3);
  await search(page, alpha, 1);
  await expect(assessmentRows(page).first()).toContainText(`alpha-${tag}@example.com`);
  await expect(
    assessmentRows(page)
      .first()
      .getByRole("img", { name: /^Lead score \d+ out of 10/ }),
  ).toBeVisible();
  await search(page, tag.toUpperCase(), 3);
  await expect(page.getByText("Page 1 of 1")).toBeVisible();

  // Sorting by company: A-Z, then Z-A.
  await page.getByRole("button", { name: "Company", exact: true }).click();
  await expect(page.getByRole("columnheader", { name: /Company/ })).toHaveAttribute(
    "aria-sort",
    "ascending",
  );
  await expect(assessmentRows(page).first()).toContainText(alpha);
  await page.getByRole("button", { name: "Company", exact: true }).click();
  await expect(assessmentRows(page).first()).toContainText(gamma);

  // The detail dialog.
  await rowAction(page, alpha, "View details");
  const details = page.getByRole("dialog", { name: `${alpha}: Assessment Details` });
  for (const section of [
    "Executive Profile",
    "Company Information",
    "Business Challenges",
    "AI Assessment Data",
    "Scoring & Results",
    "AI Tool Recommendations",
    "Follow-up Questions",
    "Roadmap Content",
  ]) {
    await expect(details.getByRole("heading", { name: section, exact: true })).toBeVisible();
  }
  const answer = (label: string) =>
    details.getByText(label, { exact: true }).locator("xpath=following-sibling::dd");
  await expect(answer("Industry")).toHaveText("Technology");
  await expect(answer("AI confidence")).toHaveText("6/10");
  await expect(answer("Email")).toHaveText(`alpha-${tag}@example.com`);
  await checkA11y("assessment details dialog");
  await page.keyboard.press("Escape");
  await expect(details).toBeHidden();

  // ?assessment={id} opens the dialog, then leaves the address.
  await page.goto(`/admin?assessment=${gammaId}`);
  await expect(page.getByRole("dialog", { name: `${gamma}: Assessment Details` })).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
  await page.keyboard.press("Escape");

  // AI Apps regenerates the tool recommendations.
  await search(page, alpha, 1);
  await rowAction(page, alpha, "AI Apps");
  await expect(toast(page, /^Generated \d+ AI tool recommendations!$/)).toBeVisible({
    timeout: 45_000,
  });

  // Delete, after a confirmation naming what goes.
  await search(page, beta, 1);
  await rowAction(page, beta, "Delete");
  const confirm = page.getByRole("alertdialog", { name: "Delete this assessment?" });
  await expect(confirm).toContainText(beta);
  await expect(confirm).toContainText(`beta-${tag}@example.com`);
  await expect(confirm).toContainText("Morgan Hale");
  await expect(confirm).toContainText("cannot be undone");
  await checkA11y("delete confirmation");
  await confirm.getByRole("button", { name: "Delete Assessment" }).click();
  await expect(toast(page, "Assessment deleted")).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(page.getByText("No assessments match your search.")).toBeVisible();
  expect((await page.request.get(`/api/admin/assessments/${betaId}/details`)).status()).toBe(404);

  // Exports: the header's CSV and JSON, and the preview.
  const exportData = page.getByRole("button", { name: "Export Data" });
  await exportData.click();
  const [csv] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("menuitem", { name: "CSV", exact: true }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(/^ai-readiness-standard-\d{4}-\d{2}-\d{2}\.csv$/);
  const csvText = await savedText(csv);
  expect(csvText.split("\n")[0]).toContain("companyName");
  expect(csvText).toContain(alpha);
  expect(csvText).not.toContain(beta);

  await exportData.click();
  const [json] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("menuitem", { name: "JSON", exact: true }).click(),
  ]);
  expect(json.suggestedFilename()).toMatch(/\.json$/);
  const exported = JSON.parse(await savedText(json)) as {
    summary: { type: string };
    data: { companyName: string }[];
  };
  expect(exported.summary.type).toBe("standard");
  expect(exported.data.map((row) => row.companyName)).toContain(gamma);

  await page.getByRole("button", { name: "Export", exact: true }).click();
  await page.getByRole("menuitem", { name: "Preview AI Data" }).click();
  const preview = page.getByRole("dialog", { name: "AI Data Preview" });
  await expect(preview.getByText("Sample assessment")).toBeVisible();
  await page.keyboard.press("Escape");

  // Setup Production.
  await page.getByRole("button", { name: "Setup Production" }).click();
  await expect(toast(page, "Setup Complete")).toBeVisible({ timeout: 60_000 });

  // Users: create (the temporary password is e-mailed), edit, refuse a self-demotion, delete.
  await page.getByRole("tab", { name: "Users" }).click();
  const users = page.getByRole("region", { name: "Users table" });
  await expect(users.getByRole("row", { name: new RegExp(E2E_ADMIN.email) })).toBeVisible();
  const newAdmin = `new-admin-${tag}@example.com`;
  await page.getByRole("button", { name: "Create New Admin" }).click();
  const create = page.getByRole("dialog", { name: "Create New Admin" });
  await expect(create.getByText(/temporary password is generated and emailed/)).toBeVisible();
  await expect(create.getByRole("combobox", { name: "Role" })).toHaveText(/Admin/);
  await create.getByLabel("Email").fill(newAdmin);
  await checkA11y("create admin dialog");
  await create.getByRole("button", { name: "Create User" }).click();
  await expect(toast(page, "Admin created")).toBeVisible();
  const created = users.getByRole("row", { name: new RegExp(newAdmin) });
  await expect(created.getByText("Admin", { exact: true })).toBeVisible();
  await expect
    .poll(async () => (await emailsTo(newAdmin)).map((m) => m.subject), { timeout: 20_000 })
    .toContain("Your AI Readiness admin account");

  await created.getByRole("button", { name: `Edit ${newAdmin}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit User" });
  await expect(edit.getByLabel("Email")).toHaveValue(newAdmin);
  await edit.getByRole("combobox", { name: "Role" }).click();
  await page.getByRole("option", { name: "User" }).click();
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(edit).toBeHidden();
  await expect(created.getByText("User", { exact: true })).toBeVisible();

  await users
    .getByRole("row", { name: new RegExp(E2E_ADMIN.email) })
    .getByRole("button", { name: `Edit ${E2E_ADMIN.email}` })
    .click();
  await edit.getByRole("combobox", { name: "Role" }).click();
  await page.getByRole("option", { name: "User" }).click();
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(edit.getByRole("alert")).toHaveText("You cannot remove your own admin role.");
  await edit.getByRole("button", { name: "Cancel" }).click();

  await created.getByRole("button", { name: `Delete ${newAdmin}` }).click();
  const removeUser = page.getByRole("alertdialog", { name: "Delete this user?" });
  await expect(removeUser).toContainText(newAdmin);
  await expect(removeUser).toContainText("user");
  await removeUser.getByRole("button", { name: "Delete User" }).click();
  await expect(toast(page, "User deleted")).toBeVisible();
  await expect(created).toHaveCount(0);

  // Coupons: an admin creates one, a visitor redeems it, the list counts the use.
  await page.getByRole("tab", { name: "Coupons" }).click();
  const coupons = page.getByRole("region", { name: "Coupons table" });
  await expect(coupons.getByRole("row", { name: new RegExp(E2E_COUPON) })).toBeVisible();
  const code = `ADM-${tag}`.toUpperCase();
  await page.getByRole("button", { name: "Create Coupon" }).click();
  const couponForm = page.getByRole("dialog", { name: "Create Coupon" });
  await couponForm.getByLabel("Code").fill(code.toLowerCase());
  await couponForm.getByLabel("Description (optional)").fill("Admin e2e coupon");
  await couponForm.getByLabel("Maximum uses (optional)").fill("1");
  await couponForm.getByRole("button", { name: "Create Coupon" }).click();
  await expect(toast(page, "Coupon created")).toBeVisible();
  const couponRow = coupons.getByRole("row", { name: new RegExp(code) });
  await expect(couponRow).toContainText("0 / 1");
  await expect(couponRow.getByText("Active", { exact: true })).toBeVisible();

  const visitor = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { "x-forwarded-for": clientIp() },
  });
  try {
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`/payment?assessment=${alphaId}`);
    await visitorPage.getByRole("textbox", { name: "Coupon code" }).fill(code);
    await visitorPage.getByRole("button", { name: "Apply Coupon" }).click();
    await expect(
      visitorPage.getByText("Coupon Applied Successfully!", { exact: true }),
    ).toBeVisible();
  } finally {
    await visitor.close();
  }
  // Opening the tab again reads the list again.
  await expect(async () => {
    await page.getByRole("tab", { name: "Assessment Data" }).click();
    await page.getByRole("tab", { name: "Coupons" }).click();
    await expect(couponRow).toContainText("1 / 1", { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(couponRow.getByText("Used up", { exact: true })).toBeVisible();
  await couponRow.getByRole("button", { name: `Deactivate ${code}` }).click();
  await expect(couponRow.getByText("Inactive", { exact: true })).toBeVisible();

  // The other tabs list what was generated.
  await page.getByRole("tab", { name: "AI Roadmaps" }).click();
  await expect(page.getByRole("region", { name: "Roadmaps table" })).toContainText(alphaId);
  await page.getByRole("tab", { name: "Call Requests" }).click();
  await expect(page.getByRole("region", { name: "Call requests table" })).toBeVisible();

  // The admin report of the unlocked assessment, and the unpaid one.
  await page.getByRole("tab", { name: "Assessment Data" }).click();
  await search(page, alpha, 1);
  await rowAction(page, alpha, "Report");
  await expect(page).toHaveURL(new RegExp(`/admin/report/${alphaId}$`));
  await expect(page.getByText("Auto-updates every 2 minutes")).toBeVisible();
  for (const section of [
    "Executive Summary",
    "AI Readiness Assessment",
    "Recommended AI Applications",
    "Risks and Mitigation Strategies",
    "Personal and Family AI Readiness",
    "Immediate Next Steps",
  ]) {
    await expect(page.getByRole("heading", { level: 2, name: section })).toBeVisible({
      timeout: 60_000,
    });
  }
  await page.getByRole("button", { name: "Refresh" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Executive Summary" })).toBeVisible();

  // An unpaid assessment: its report is generated for the admin (still locked to the public).
  await page.goto(`/admin/report/${gammaId}`);
  await expect(page.getByRole("heading", { level: 2, name: "Executive Summary" })).toBeVisible({
    timeout: 60_000,
  });
  expect((await page.request.get(`/api/assessments/${gammaId}/report`)).status()).toBe(402);
  await page.goto("/admin/report/00000000-0000-4000-8000-000000000000");
  await expect(page.getByRole("heading", { level: 1, name: "Assessment Not Found" })).toBeVisible();
  await page.getByRole("link", { name: "Return to Admin" }).click();
  await expect(page).toHaveURL(/\/admin$/);
});
