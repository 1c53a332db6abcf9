import { randomInt } from "node:crypto";
import type { Page } from "@playwright/test";
import { makeAnswers } from "@/tests/helpers/test-answers";
import { expect, test } from "./fixtures";
import { E2E_COUPON } from "./settings";

/**
 * The executive's journey in one language (#18): the roadmap is one link away from every page
 * about an assessment, the readiness score reads out of 100 on each of them, and a household
 * without children gets a family section that neither scores nor advises on children.
 */

const clientIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
test.beforeEach(async ({ context }) => {
  await context.setExtraHTTPHeaders({ "x-forwarded-for": clientIp() });
});

async function expectRoadmapLink(page: Page, id: string) {
  const link = page.getByRole("link", { name: /^View Your Roadmap/ }).first();
  await expect(link).toHaveAttribute("href", `/roadmap/${id}`);
  await expect(link).toBeVisible();
}

test(
  "the roadmap is one link away from results, report, thank-you and My Reports; the score is out of 100 on each",
  { tag: "@phone" },
  async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    const tag = `${testInfo.project.name}-${Date.now()}-${randomInt(1e6)}`;
    const company = `Journey Co ${tag}`;
    const email = `journey-${tag}@example.com`;
    const password = "Sturdy-Passw0rd";
    expect(
      (await page.request.post("/api/auth/register", { data: { email, password } })).status(),
    ).toBe(201);
    expect(
      (await page.request.post("/api/auth/login", { data: { email, password } })).status(),
    ).toBe(200);

    const submitted = await page.request.post("/api/assessments", {
      data: makeAnswers({
        companyName: company,
        executiveEmail: email,
        preparednessLevel: "fully",
        householdAiUse: ["scheduling", "travel"],
        childAiConcerns: ["no_children"],
        rulesForChildren: "no_rules",
      }),
    });
    expect(submitted.status()).toBe(201);
    const { assessmentId: id } = (await submitted.json()) as { assessmentId: string };
    expect(
      (
        await page.request.post("/api/validate-coupon", {
          data: { code: E2E_COUPON, assessmentId: id },
        })
      ).status(),
    ).toBe(200);
    expect(
      (
        await page.request.post("/api/user/link-assessment", { data: { assessmentId: id } })
      ).status(),
    ).toBe(200);
    await expect
      .poll(
        async () =>
          (await (await page.request.get(`/api/assessments/${id}`)).json()).assessment
            .roadmapGenerated,
        { timeout: 30_000, message: "the roadmap" },
      )
      .toBe(true);

    // Results: the ring out of 100 and the way to the roadmap.
    await page.goto(`/results/${id}`);
    await expect(page.getByText("out of 100").first()).toBeVisible();
    await expectRoadmapLink(page, id);

    // The full report: its header and readiness section out of 100, the roadmap beside Back.
    await page.goto(`/report/${id}`);
    await expect(page.getByRole("heading", { level: 2, name: "Executive Summary" })).toBeVisible({
      timeout: 60_000,
    });
    await expectRoadmapLink(page, id);
    await expect(
      page
        .getByRole("region", { name: "At a Glance" })
        .getByRole("img", { name: /^Overall AI readiness: \d+ out of 100$/ }),
    ).toBeVisible();
    const readiness = page.getByRole("region", { name: "AI Readiness Assessment" });
    await expect(readiness).toContainText(/Overall score.*\d+\/100/);
    await page.screenshot({
      path: testInfo.outputPath(`journey-report-header-${testInfo.project.name}.png`),
    });

    // No children at home: no child-safety part, heading or advice in the family section.
    const family = page.getByRole("region", { name: "Personal and Family AI Readiness" });
    await expect(family.getByText(/there are no children at home/).first()).toBeVisible();
    await expect(family).toContainText("how to use it safely at home");
    await expect(family).not.toContainText("keep children safe");
    await expect(
      family.getByRole("heading", { name: "Household safety recommendations" }),
    ).toBeVisible();
    await expect(family.getByRole("heading", { name: "Child safety recommendations" })).toHaveCount(
      0,
    );
    await expect(family.getByText("Household use", { exact: true }).first()).toBeAttached();
    await expect(family.getByText("Child safety", { exact: true })).toHaveCount(0);
    await expect(family.getByText("Household rules", { exact: true })).toHaveCount(0);
    await family.scrollIntoViewIfNeeded();
    await family.screenshot({
      path: testInfo.outputPath(`journey-family-no-children-${testInfo.project.name}.png`),
    });

    // The roadmap itself: its score tile out of 100.
    await page
      .getByRole("link", { name: /^View Your Roadmap/ })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/roadmap/${id}$`));
    await expect(page.getByText("AI Readiness Score").locator("..")).toContainText(/\d+\/100/);

    // Thank-you and My Reports.
    await page.goto(`/thank-you/${id}`);
    await expectRoadmapLink(page, id);
    await page.goto("/my-reports");
    const card = page
      .getByRole("list", { name: /^Reports for / })
      .getByRole("listitem")
      .filter({ hasText: company });
    await expect(card.getByText("/100 AI readiness score")).toBeVisible();
    await expect(card.getByRole("link", { name: /^View Your Roadmap/ })).toHaveAttribute(
      "href",
      `/roadmap/${id}`,
    );
  },
);

test("the landing page's sample roadmap uses the ranges of a real roadmap", async ({
  page,
}, testInfo) => {
  await page.goto("/");
  const sample = page.getByRole("img", { name: /^Sample report/ });
  await expect(sample).toContainText(/Months 1–4|Months 1–3|Weeks 1–8/);
  await expect(sample).not.toContainText("0–90 days");
  await sample.screenshot({
    path: testInfo.outputPath(`journey-landing-sample-${testInfo.project.name}.png`),
  });
});
