import { randomInt } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import { consentWording } from "@/capabilities/leads/consent/wording";
import { openAdminDashboard } from "./admin-sign-in";
import { expect, test } from "./fixtures";
import { consentConfirmationLink, emailsTo, leadThroughDraft, waitForEmail } from "./services";
import { fillChallenges, finishAssessment, fillProfile, next, step } from "./wizard";

/**
 * The lead funnel on a phone: a visitor from a campaign starts, leaves at step 3, comes back on
 * another device through the e-mailed link and finishes; the sequences (run in seconds here:
 * DRAFT_REMINDER_DELAYS and UNPAID_FOLLOW_UP_DELAYS in playwright.config.ts) skip what no
 * longer applies; the admin's Funnel tab counts it all.
 */

const clientIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

async function phone(browser: Browser) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    extraHTTPHeaders: { "x-forwarded-for": clientIp() },
  });
  return { context, page: await context.newPage() };
}

const linkIn = (text: string, pattern: RegExp) => text.match(pattern)?.[0];

async function funnelCount(page: Page, stage: string) {
  // The Funnel tab's own stages table (the stat cards' chart tables come before it).
  const row = page
    .getByRole("region", { name: "Funnel" })
    .getByRole("row", { name: new RegExp(`^${stage}`) })
    .first();
  return row.getByRole("cell").first().textContent();
}

test("a campaign lead leaves at step 3, finishes on another device, and the funnel counts it", async ({
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const run = `${Date.now().toString(36)}${randomInt(1000)}`;
  const source = `e2e-funnel-${run}`;
  const email = `lead-${run}@example.com`;

  // 1. From a campaign link, on a phone: steps 1 and 2 saved, then gone at step 3.
  const first = await phone(browser);
  await first.page.goto(`/?utm_source=${source}&utm_campaign=fall-forum&chapter=vancouver-island`);
  await first.page.getByRole("link", { name: "Start Your Free AI Roadmap" }).first().click();
  await step(first.page, 1);
  await expect(first.page.getByText(/Your answers are saved as you go/)).toBeVisible();
  const consent = first.page.getByRole("checkbox", { name: consentWording });
  await expect(consent).not.toBeChecked();
  await fillProfile(first.page, `Funnel Co ${run}`, email, "Robin Funnel");
  await consent.check();
  await expect(first.page.getByText(/we will e-mail you a link to confirm it/)).toBeVisible();
  await next(first.page);
  await step(first.page, 2);
  await fillChallenges(first.page);
  await next(first.page);
  await step(first.page, 3);
  await first.context.close();

  // Controls, started now: one abandoned (its reminder comes), one completed (its follow-ups come).
  const abandoned = `abandoned-${run}@example.com`;
  const unpaid = `unpaid-${run}@example.com`;
  for (const [email, complete] of [
    [abandoned, false],
    [unpaid, true],
  ] as const) {
    await leadThroughDraft(
      request,
      { executiveEmail: email, companyName: `Control ${email}` },
      { complete, draft: { marketingConsent: true, attribution: { utm_source: "e2e-control" } } },
    );
  }

  // 2. On another phone, the lead confirms the consent they ticked (double opt-in), then
  // opens the continue e-mail's link: step 3, the answers kept.
  const second = await phone(browser);
  await second.page.goto(await consentConfirmationLink(email));
  await second.page.getByRole("button", { name: "Yes, confirm" }).click();
  await expect(second.page.getByRole("status")).toHaveText(/^Confirmed: l\*\*\*@example\.com/);
  const mail = await waitForEmail(email, /^Continue your AI readiness assessment/);
  const link = linkIn(mail.text, /https?:\/\/\S+\/assessment\?draft=[\w-]+#resume=[\w-]+/);
  expect(link).toBeTruthy();
  await second.page.goto(link!);
  await step(second.page, 3);
  await expect(second.page).toHaveURL(/\/assessment$/); // the token left the address bar
  await second.page.getByRole("button", { name: "Previous" }).click();
  await step(second.page, 2);
  await expect(
    second.page.getByRole("checkbox", { name: "Reducing clinician administrative burden" }),
  ).toBeChecked();
  await next(second.page);
  await finishAssessment(second.page);

  // 3. The first follow-up of the unpaid lead comes; its unsubscribe link stops the next one.
  const followUp = await waitForEmail(email, /what comes next$/);
  const unsubscribe = linkIn(followUp.text, /https?:\/\/\S+\/unsubscribe\?token=[\w.-]+/);
  expect(unsubscribe).toBeTruthy();
  await second.page.goto(unsubscribe!);
  await second.page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(second.page.getByRole("status")).toHaveText(/You are unsubscribed/);

  // 4. The controls' reminder and second follow-up come; the lead gets neither.
  await waitForEmail(abandoned, /is waiting$/, 90_000);
  await waitForEmail(unpaid, /what comes next$/);
  await expect
    .poll(
      async () => (await emailsTo(unpaid)).filter((m) => /what comes next$/.test(m.subject)).length,
      {
        timeout: 90_000,
        intervals: [2_000],
      },
    )
    .toBe(2);
  const toLead = await emailsTo(email);
  expect(toLead.filter((m) => /is waiting$|Last reminder/.test(m.subject))).toHaveLength(0);
  expect(toLead.filter((m) => /what comes next$/.test(m.subject))).toHaveLength(1);

  // 5. The admin's Funnel tab, filtered to the campaign: one visit, one lead, completed.
  const admin = second.page;
  await openAdminDashboard(admin);
  await admin.getByRole("tab", { name: "Funnel" }).click();
  await admin.getByLabel("Source").fill(source);
  await admin.getByLabel("Source").press("Enter");
  await expect.poll(() => funnelCount(admin, "Started")).toBe("1");
  expect(await funnelCount(admin, "Landing visits")).toBe("1");
  expect(await funnelCount(admin, "Step 2 answered")).toBe("1");
  expect(await funnelCount(admin, "Completed")).toBe("1");
  expect(await funnelCount(admin, "Report unlocked")).toBe("0");
  await expect(admin.getByRole("rowheader", { name: source })).toBeVisible();
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await second.context.close();
});
