import { readFile } from "node:fs/promises";
import type { APIRequestContext, Page } from "@playwright/test";
import { pageCount, pdfText } from "@/tests/helpers/pdf/pdf-text";
import { makeAnswers } from "../helpers/test-answers";
import { expect, test } from "./fixtures";
import { completeCheckout, emailsTo } from "./services";
import { E2E_COUPON } from "./settings";

/** A submitted assessment (through the API: the wizard has its own spec) with its roadmap. */
async function submitted(request: APIRequestContext, page: Page, email: string) {
  const response = await request.post("/api/assessments", {
    data: makeAnswers({ executiveEmail: email, companyName: `Unlock Co ${email.split("@")[0]}` }),
    headers: { "x-forwarded-for": `203.0.113.${Math.floor(Math.random() * 250)}` },
  });
  expect(response.status()).toBe(201);
  const { assessmentId } = (await response.json()) as { assessmentId: string };
  await expect
    .poll(
      async () =>
        (await (await request.get(`/api/assessments/${assessmentId}`)).json()).assessment
          .roadmapGenerated,
      {
        timeout: 30_000,
      },
    )
    .toBe(true);
  await page.goto(`/roadmap/${assessmentId}`);
  await expect(page.getByRole("heading", { name: "Strategic Recommendations" })).toBeVisible();
  // The roadmap as a timeline: three phases, the quick wins on the first, a gate closing each.
  const timeline = page.getByRole("list", { name: "Roadmap timeline" });
  await expect(timeline.getByRole("heading", { level: 3 })).toHaveCount(3);
  await expect(timeline.getByRole("heading", { level: 4, name: "Quick wins" })).toBeVisible();
  await expect(timeline.getByText("Decision gate", { exact: true })).toHaveCount(3);
  return assessmentId;
}

async function expectPdf(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  const bytes = await response.body();
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  return pageCount(bytes);
}

/** Clicks 'Export PDF' and reads the file the browser saved. */
async function exportedPdf(page: Page) {
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export PDF" }).click();
  const bytes = await readFile(await (await download).path());
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  return { pages: pageCount(bytes), text: pdfText(bytes) };
}

test(
  "coupon path: payment, save account skipped, results, full report and PDFs",
  { tag: ["@phone", "@pglite"] },
  async ({ page, request }) => {
    const email = `coupon-${test.info().project.name}-${Date.now()}@example.com`;
    const id = await submitted(request, page, email);
    expect(await expectPdf(request, `/api/assessments/${id}/roadmap/pdf`)).toBeGreaterThanOrEqual(
      1,
    );

    // The unpaid report is never served.
    expect((await request.get(`/api/assessments/${id}/report`)).status()).toBe(402);

    await page.goto(`/payment?assessment=${id}`);
    await expect(page.getByRole("tab", { name: "Coupon Code" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    const apply = page.getByRole("button", { name: "Apply Coupon" });
    await expect(apply).toBeDisabled();
    await page.getByRole("textbox", { name: "Coupon code" }).fill("   ");
    await expect(apply).toBeDisabled();
    // Every way to unlock is a touch target (44 px) on a phone as on a desktop.
    for (const tab of await page.getByRole("tab").all()) {
      expect((await tab.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }
    await page.getByRole("textbox", { name: "Coupon code" }).fill("nope-123");
    await apply.click();
    await expect(page.getByText("Invalid Coupon Code", { exact: true })).toBeVisible();
    // The refusal is said under the field too, not only in the toast.
    await expect(page.getByRole("textbox", { name: "Coupon code" })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expect(page.locator("#coupon-code-error")).not.toBeEmpty();

    await page.getByRole("textbox", { name: "Coupon code" }).fill(` ${E2E_COUPON.toLowerCase()} `);
    await apply.click();
    await expect(page.getByText("Coupon Applied Successfully!", { exact: true })).toBeVisible();
    await expect(page).toHaveURL(
      new RegExp(`/save-account/${id}\\?paid=coupon&code=${E2E_COUPON}`),
    );
    await page.getByRole("link", { name: "Skip for Now" }).click();
    await expect(page).toHaveURL(new RegExp(`/results/${id}\\?paid=coupon`));
    await expect(page.getByText("Your report is ready.")).toBeVisible();
    await expect(page.getByText("Your AI confidence")).toBeVisible();
    await expect(page.getByText(/^Your full report is unlocked:/)).toBeVisible();
    await expect(page.getByText("Unlock the full report")).toHaveCount(0);
    await expect(page.getByRole("link", { name: "View Your Roadmap" })).toHaveAttribute(
      "href",
      `/roadmap/${id}`,
    );

    await page.getByRole("link", { name: "See Your Full Report" }).click();
    await expect(page).toHaveURL(`/report/${id}`);
    for (const section of [
      "At a Glance",
      "Executive Summary",
      "Current State Assessment",
      "AI Readiness Assessment",
      "AI Solution Landscape and Applications",
      "Recommended AI Applications",
      "Implementation Roadmap",
      "Industry Benchmarks",
      "Risks and Mitigation Strategies",
      "Personal and Family AI Readiness",
      "Immediate Next Steps",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name: section })).toBeVisible({
        timeout: 30_000,
      });
    }
    // The report opens with its dashboard: score ring, pillars, peers, priorities, decisions.
    const dashboard = page.getByRole("region", { name: "At a Glance" });
    await expect(
      dashboard.getByRole("img", { name: /^Overall AI readiness: \d+ out of 100$/ }),
    ).toBeVisible();
    await expect(dashboard.getByRole("table", { name: /six readiness pillars/ })).toBeAttached();
    await expect(dashboard.getByText("Peer position")).toBeVisible();
    await expect(dashboard.getByText("Three priorities")).toBeVisible();
    await expect(dashboard.getByText("Three decisions for this quarter")).toBeVisible();
    const takeaways = page
      .getByRole("region", { name: "Executive Summary" })
      .getByRole("list", { name: "Key takeaways" })
      .getByRole("listitem");
    expect(await takeaways.count()).toBeGreaterThanOrEqual(3);
    expect(await takeaways.count()).toBeLessThanOrEqual(5);
    const timeline = page
      .getByRole("region", { name: "Implementation Roadmap" })
      .getByRole("list", { name: "Roadmap timeline" });
    await expect(timeline.getByRole("heading", { level: 3 })).toHaveCount(3);
    await expect(timeline.getByText("Decision gate", { exact: true })).toHaveCount(3);

    // The section menu takes the reader to a section, gives it the focus and marks it.
    const menu = page.getByRole("navigation", { name: "Report sections" });
    const phone = test.info().project.name === "mobile";
    if (phone) await menu.getByRole("button", { name: /^Section: / }).click();
    await menu.getByRole("link", { name: "Risks", exact: true }).click();
    const risks = page.getByRole("heading", { level: 2, name: "Risks and Mitigation Strategies" });
    await expect(risks).toBeFocused();
    await expect(risks).toBeInViewport();
    await expect(
      menu.locator('a[href="#section-risks-and-mitigation-strategies"]'),
    ).toHaveAttribute("aria-current", "location");
    const bar = (await menu.boundingBox())!;
    const heading = (await risks.boundingBox())!;
    if (phone) {
      // The slim bar names the section and covers none of its heading.
      await expect(menu.getByRole("button", { name: "Section: Risks" })).toBeVisible();
      expect(heading.y).toBeGreaterThanOrEqual(bar.y + bar.height - 1);
      // Scrolled down, the bar sits below the site header and a tap reaches it, not the logo.
      const header = (await page.getByRole("banner").first().boundingBox())!;
      expect(bar.y).toBeGreaterThanOrEqual(header.y + header.height - 1);
      await menu.getByRole("button", { name: "Section: Risks" }).click();
      await expect(menu.getByRole("link", { name: "Risks", exact: true })).toBeVisible();
      await expect(page).toHaveURL(`/report/${id}#section-risks-and-mitigation-strategies`);
      await page.keyboard.press("Escape");
    } else {
      // Beside the report, still in view after the jump.
      expect(bar.y).toBeGreaterThanOrEqual(0);
      expect(bar.x + bar.width).toBeLessThanOrEqual(heading.x);
    }

    const pdf = await exportedPdf(page);
    expect(pdf.pages).toBeGreaterThan(1);
    expect(pdf.text).toContain(`Unlock Co ${email.split("@")[0]}`);

    // The report-ready e-mail followed the unlock, with the PDF attached by the app.
    await expect
      .poll(async () => (await emailsTo(email)).map((m) => m.subject))
      .toContain(`Your full AI readiness report for Unlock Co ${email.split("@")[0]}`);
    // The coupon's toast has run its course (the page's last axe check reads it mid-fade).
    await expect(page.locator('[data-slot="toast"]')).toHaveCount(0, { timeout: 15_000 });
  },
);

test("card path: Stripe checkout, the success page waits for the signed webhook", async ({
  page,
  request,
  baseURL,
}) => {
  const email = `card-${test.info().project.name}-${Date.now()}@example.com`;
  const id = await submitted(request, page, email);

  await page.goto(`/payment?assessment=${id}`);
  await page.getByRole("tab", { name: "Credit Card" }).click();
  await page.getByRole("button", { name: /Pay US\$49 securely/ }).click();
  await expect(page.getByRole("heading", { name: "Fake Stripe Checkout" })).toBeVisible();
  await expect(page.getByText("Amount due: $49.00")).toBeVisible();
  const sessionId = page.url().split("/").pop()!;

  // Back from Stripe before its webhook: the page waits and the report stays locked.
  await page.goto(`/payment/confirm?assessment=${id}&session_id=${sessionId}`);
  await expect(page.getByRole("heading", { name: "Confirming your payment" })).toBeVisible();
  expect((await (await request.get(`/api/assessments/${id}/payment-status`)).json()).isPaid).toBe(
    false,
  );

  expect((await completeCheckout(baseURL!, sessionId)).status).toBe(200);
  await expect(page.getByText("Payment Successful!", { exact: true })).toBeVisible();
  await expect(page).toHaveURL(
    new RegExp(`/save-account/${id}\\?paid=card&amount=49&paymentId=${sessionId}`),
  );
  expect((await request.get(`/api/assessments/${id}/report`)).status()).toBe(200);
});
