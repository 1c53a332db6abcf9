import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { fillChallenges, next, pick, step } from "./wizard";

/**
 * Issue #18, items 2 and 5 on both viewports: a required field is caught on its own step, with
 * focus on it and the toast clear of it; each step is a history entry, so the browser's Back
 * and Forward move through the wizard with the answers kept.
 */

/** Step 1 without its primary market (required, and let through before #18). */
async function fillProfileButMarket(page: Page, company: string) {
  await page.getByLabel("Your full name").fill("Avery History");
  await page.getByLabel("Your title").fill("Chief Executive Officer");
  await page.getByLabel("Work email").fill("avery.history@example.com");
  await page.getByLabel("Company name").fill(company);
  await pick(page, "Annual revenue", "$10M – $50M");
  await pick(page, "Number of employees", "51 – 200");
  await pick(page, "Industry", "Healthcare");
  await page.getByRole("radio", { name: "B2B – we sell to businesses" }).check();
  await pick(page, "Head office location", "Vancouver Island");
  await page.getByRole("checkbox", { name: "Canada-wide" }).check();
}

/** The field's label, control and message, as the executive sees them. */
async function fieldBox(control: Locator) {
  const field = control.locator("xpath=ancestor::div[contains(@class,'grid gap-2')][1]");
  return (await field.boundingBox())!;
}

test(
  "a missing answer is caught on its step, in view; Back and Forward move through the steps",
  { tag: "@phone" },
  async ({ page }) => {
    const company = `History Health ${test.info().project.name}`;
    await page.goto("/assessment");
    await step(page, 1);
    await fillProfileButMarket(page, company);
    await next(page);

    // Caught on step 1, focus on the field, which the toast does not cover.
    const market = page.getByRole("combobox", { name: "Primary market" });
    await expect(
      page.getByText("Please fill out all required fields before continuing.", { exact: true }),
    ).toBeVisible();
    await expect(market).toBeFocused();
    await step(page, 1);
    const toast = (await page.locator("[data-slot=toast]").first().boundingBox())!;
    const field = await fieldBox(market);
    const viewport = page.viewportSize()!;
    expect(field.y).toBeGreaterThanOrEqual(0);
    expect(field.y + field.height).toBeLessThanOrEqual(viewport.height);
    const overlaps =
      toast.y < field.y + field.height &&
      field.y < toast.y + toast.height &&
      toast.x < field.x + field.width &&
      field.x < toast.x + toast.width;
    expect(overlaps).toBe(false);

    await pick(page, "Primary market", "Canada");
    await next(page);
    await step(page, 2);
    await fillChallenges(page);
    await next(page);
    await step(page, 3);

    // The browser's Back: the previous step, answers kept, still on the wizard's address.
    await page.goBack();
    await step(page, 2);
    await expect(
      page.getByRole("checkbox", { name: "Reducing clinician administrative burden" }),
    ).toBeChecked();
    await page.goBack();
    await step(page, 1);
    await expect(page.getByLabel("Your full name")).toHaveValue("Avery History");
    await expect(market).toHaveValue("canada");
    expect(new URL(page.url()).pathname).toBe("/assessment");
    await page.goForward();
    await step(page, 2);

    // After a refresh too, and Previous does not leave a step to come back to by Back.
    await page.reload();
    await step(page, 2);
    await next(page);
    await step(page, 3);
    await page.getByRole("button", { name: "Previous" }).click();
    await step(page, 2);
    await page.goBack();
    await step(page, 1);
    await expect(page.getByLabel("Company name")).toHaveValue(company);
  },
);

test("a resume link's token leaves the address for good; its steps are history entries too", async ({
  page,
  request,
}) => {
  const created = await request.post("/api/assessments/drafts", {
    headers: { "x-forwarded-for": `10.18.${test.info().parallelIndex}.${Date.now() % 250}` },
    data: {
      executiveName: "Rae Resume",
      executiveTitle: "Chief Executive Officer",
      executiveEmail: "rae.resume@example.com",
      companyName: `Resume Health ${test.info().project.name}`,
      companyRevenue: "10m-50m",
      companyEmployees: "51-200",
      companyIndustry: "healthcare",
      companyBusinessModel: "b2b",
      companyMarkets: "canada",
      headOfficeLocation: "lower-mainland",
      officeExpansion: ["canada-wide"],
      marketingConsent: false,
    },
  });
  expect(created.status()).toBe(201);
  const { draftId, resumeToken } = (await created.json()) as {
    draftId: string;
    resumeToken: string;
  };

  await page.goto(`/assessment?draft=${draftId}#resume=${resumeToken}`);
  await step(page, 2);
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/assessment");
  expect(page.url()).not.toContain(resumeToken);
  await fillChallenges(page);
  await next(page);
  await step(page, 3);
  await page.goBack();
  await step(page, 2);
  await page.reload();
  await step(page, 2);
  await page.getByRole("button", { name: "Previous" }).click();
  await step(page, 1);
  await expect(page.getByLabel("Your full name")).toHaveValue("Rae Resume");

  // The router's own navigations afterwards never write the token back.
  await page.getByRole("link", { name: "How long we keep them" }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await page.goBack();
  await step(page, 1);
  expect(page.url()).not.toContain(resumeToken);
});
