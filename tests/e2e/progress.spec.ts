import { randomInt } from "node:crypto";
import { expect, test } from "./fixtures";
import { clientAddress, unlockedAssessment, unlockWithCoupon } from "./services";
import { next, step } from "./wizard";

/**
 * Progress over time end to end: a signed-in executive with a completed assessment retakes it
 * from My Reports, the wizard opens prefilled, they change one answer and complete it; the new
 * results and report say what moved since, and My Reports shows the company's trend.
 */

const PASSWORD = "Sturdy-Passw0rd";

test("an executive retakes an assessment from My Reports and sees the deltas and the trend", async ({
  page,
  request,
}) => {
  test.slow();
  const label = `${test.info().project.name}-${Date.now()}-${randomInt(1e6)}`;
  const company = `Retake Co ${label}`;
  const email = `retake-${label}@example.com`;
  await page.context().setExtraHTTPHeaders({ "x-forwarded-for": clientAddress() });

  // A completed, unlocked assessment, saved to a new account.
  const first = await unlockedAssessment(request, {
    companyName: company,
    executiveEmail: email,
  });
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Register" }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page).toHaveURL(/\/my-reports$/);
  const linked = await page.request.post("/api/user/link-assessment", {
    data: { assessmentId: first },
  });
  expect(linked.status()).toBe(200);

  // Retake it from My Reports: the wizard opens on step 1 with the last answers.
  await page.goto("/my-reports");
  await page.getByRole("button", { name: `Retake the assessment for ${company}` }).click();
  await expect(page).toHaveURL(/\/assessment$/);
  await step(page, 1);
  await expect(page.getByText("Your last answers are filled in.")).toBeVisible();
  await expect(page.getByLabel("Company name")).toHaveValue(company);
  for (const n of [2, 3, 4]) {
    await next(page);
    await step(page, n);
  }
  // One answer changes: the organization now has a written AI use policy.
  const policy = page.getByRole("checkbox", { name: "A written AI use policy" });
  await expect(policy).not.toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Internal AI champions" })).toBeChecked();
  await policy.check();
  await next(page);
  await step(page, 5);
  await page.getByRole("button", { name: "Complete Assessment" }).click();
  await expect(page).toHaveURL(/\/summary\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  const retake = page.url().split("/summary/")[1]!;
  expect(retake).not.toBe(first);

  // Unlocked (an unpaid results page moves on to the payment page once its roadmap is ready).
  await unlockWithCoupon(request, retake);
  // The new results say what moved since the first.
  await page.goto(`/results/${retake}`);
  const since = page.getByRole("region", { name: "Since Your Last Assessment" });
  await expect(since.getByTestId("progress-score")).toContainText(/→ \d+\/100 \(\+5\)/);
  await expect(since.getByRole("row", { name: /Governance & investment/ })).toContainText("+5");
  await expect(
    since.getByText("What does your organization already have in place for AI?"),
  ).toBeVisible();
  const change = since.getByRole("definition").filter({ hasText: "A written AI use policy" });
  await expect(change).toContainText("Internal AI champions");

  // The report of the retake has the same section.
  await page.goto(`/report/${retake}`);
  const inReport = page.getByRole("region", { name: "Since Your Last Assessment" });
  await expect(inReport.getByTestId("progress-score")).toContainText("(+5)", { timeout: 60_000 });
  await expect(page.getByRole("button", { name: "Retake the assessment" })).toBeVisible();

  // My Reports: one company, two assessments, the trend as a chart and a table.
  await page.goto("/my-reports");
  const group = page.getByRole("region", { name: company, exact: true });
  await expect(group.getByRole("heading", { name: "Readiness over time" })).toBeVisible();
  const table = group.getByRole("table", { name: /^Readiness over time for / });
  await expect(table.getByRole("row")).toHaveCount(3);
  await expect(table).toContainText("Governance & investment");
  await expect(
    group.getByRole("list", { name: `Reports for ${company}` }).getByRole("listitem"),
  ).toHaveCount(2);
});
