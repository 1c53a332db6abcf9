import { expect, test } from "./fixtures";
import { fillProfile, next, step } from "./wizard";

test(
  "a new visitor takes the whole assessment and sees an explained score",
  { tag: "@phone" },
  async ({ page, checkA11y }) => {
    const company = `Harbour Health ${test.info().project.name}`;
    await page.goto("/");
    await page.getByRole("link", { name: "Start Your Free AI Roadmap" }).first().click();
    await expect(
      page.getByRole("heading", { level: 1, name: "AI Readiness Assessment" }),
    ).toBeVisible();
    await step(page, 1);
    await expect(page.getByRole("button", { name: "Previous" })).toHaveCount(0);

    // Continue with nothing filled: one toast, and the schema's message under the field.
    await next(page);
    await expect(page.getByText("Validation Error", { exact: true })).toBeVisible();
    await expect(
      page.getByText("Please fill out all required fields before continuing.", { exact: true }),
    ).toBeVisible();
    await expect(page.getByText("Executive name is required")).toBeVisible();
    await expect(page.getByText("Valid email is required")).toBeVisible();
    await checkA11y("step 1 with errors");
    await step(page, 1);

    await fillProfile(page, company);
    await next(page);

    await step(page, 2);
    await expect(page.getByText("Common challenges in Healthcare")).toBeVisible();
    await page.getByRole("checkbox", { name: "Reducing clinician administrative burden" }).check();
    await page.getByRole("checkbox", { name: "Addressing staff shortages and burnout" }).check();
    await next(page);

    await step(page, 3);
    await expect(page.getByText("5/10")).toBeVisible(); // confidence starts at 5
    await page.getByRole("slider").focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(page.getByText("7/10")).toBeVisible();
    await page.getByRole("checkbox", { name: "ChatGPT" }).check();
    await page.getByRole("checkbox", { name: "None yet" }).check();
    await expect(page.getByRole("checkbox", { name: "ChatGPT" })).not.toBeChecked();
    await page.getByRole("checkbox", { name: "Claude" }).check();
    await expect(page.getByRole("checkbox", { name: "None yet" })).not.toBeChecked();
    await page.getByRole("radio", { name: "A major opportunity for our business" }).check();

    // A refresh half-way keeps every answer and the step.
    await page.reload();
    await step(page, 3);
    await expect(page.getByText("we restored the answers")).toBeVisible();
    await expect(page.getByRole("checkbox", { name: "Claude" })).toBeChecked();
    await expect(page.getByText("7/10")).toBeVisible();
    await page.getByRole("button", { name: "Previous" }).click();
    await step(page, 2);
    await expect(
      page.getByRole("checkbox", { name: "Reducing clinician administrative burden" }),
    ).toBeChecked();
    await next(page);
    await next(page);

    await step(page, 4);
    await page.getByRole("checkbox", { name: "Pilots in one or more departments" }).check();
    await page.getByRole("radio", { name: /^Exploring/ }).check();
    await page.getByRole("checkbox", { name: "Operations" }).check();
    await page.getByRole("checkbox", { name: "Microsoft 365" }).check();
    await next(page);

    await step(page, 5);
    await page.getByRole("radio", { name: "Somewhat prepared" }).check();
    await page.getByRole("checkbox", { name: "Travel planning" }).check();
    await page.getByRole("checkbox", { name: "Other" }).check();
    await page.getByLabel("Other household use").fill("Meal planning");
    await page.getByRole("checkbox", { name: "Privacy and personal data" }).check();
    await page.getByRole("radio", { name: "Informal guidelines" }).check();
    await checkA11y("step 5 filled");
    await page.getByRole("button", { name: "Complete Assessment" }).click();

    await expect(page).toHaveURL(/\/summary\/[0-9a-f-]{36}$/);
    await expect(
      page.getByRole("heading", { level: 1, name: "Thank you, Morgan Lee" }),
    ).toBeVisible();
    await expect(page.getByText(/^\d+\/100$/)).toBeVisible();
    await expect(page.getByText("out of 100")).toBeVisible();
    await expect(page.getByText(/Sees AI as/)).toBeVisible();
    await expect(page.getByText("What would raise your score most")).toBeVisible();
    await expect(page.getByText("Not enough peers yet")).toBeVisible();
    await expect(page.getByRole("link", { name: "Generate Full Report" })).toHaveAttribute(
      "href",
      /\/payment\?assessment=/,
    );

    // The results page polls until the roadmap is generated; unpaid, it then offers the payment.
    const id = page.url().split("/").pop()!;
    await page.goto(`/results/${id}`);
    await expect(page).toHaveURL(new RegExp(`/payment\\?assessment=${id}$`), { timeout: 30_000 });
    await page.goto(`/roadmap/${id}`);
    await expect(page.getByRole("heading", { level: 1, name: company })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Executive Summary" })).toBeVisible();

    // The draft is gone once submitted: a new assessment starts empty.
    await page.goto("/assessment");
    await step(page, 1);
    await expect(page.getByLabel("Your full name")).toHaveValue("");
    await expect(page.getByText("we restored the answers")).toHaveCount(0);
  },
);

test("start over clears a restored draft", async ({ page }) => {
  await page.goto("/assessment");
  await page.getByLabel("Your full name").fill("Temporary Name");
  await page.reload();
  await expect(page.getByLabel("Your full name")).toHaveValue("Temporary Name");
  await page.getByRole("button", { name: "Start over" }).click();
  await expect(page.getByLabel("Your full name")).toHaveValue("");
  await page.reload();
  await expect(page.getByLabel("Your full name")).toHaveValue("");
});
