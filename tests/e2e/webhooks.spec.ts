import { openAdminDashboard } from "./admin-sign-in";
import { expect, test } from "./fixtures";
import { leadThroughDraft } from "./services";
import { E2E_FAKES_URL } from "./settings";
import { addWebhookEndpoint } from "./webhook-endpoint";

/**
 * Lead events to an admin's webhook endpoint: the receiver is the fake services' /__webhooks on
 * 127.0.0.1 (the server runs with WEBHOOK_ALLOW_PRIVATE=true).
 */

test("an admin adds an endpoint, an executive completes an assessment, the admin sees its 200 delivery", async ({
  page,
  request,
  checkA11y,
}, testInfo) => {
  const project = testInfo.project.name;
  const receiver = `${E2E_FAKES_URL}/__webhooks?project=${project}`;
  await openAdminDashboard(page);
  const secretDialog = await addWebhookEndpoint(page, {
    url: receiver,
    description: `CRM ${project}`,
  });
  await expect(secretDialog.getByLabel("Secret")).toHaveValue(/^whsec_/);
  await checkA11y("the secret, shown once");
  await secretDialog.getByRole("button", { name: "Done" }).click();
  await expect(page.getByRole("heading", { level: 3, name: receiver })).toBeVisible();

  // An executive completes an assessment (the wizard's requests, sent through the API).
  const company = `Webhook Health ${project}`;
  await leadThroughDraft(request, {
    companyName: company,
    executiveEmail: `webhooks-${project}@example.com`,
  });

  // The admin's delivery log shows the completion delivered with a 200.
  await page.getByRole("button", { name: `Deliveries CRM ${project}` }).click();
  const completed = page
    .getByRole("row")
    .filter({ hasText: "assessment.completed" })
    .filter({ hasText: "200" });
  await expect(completed.first()).toBeVisible({ timeout: 30_000 });
  await checkA11y("the delivery log");
  // The log scrolls inside its card: the page itself never scrolls sideways, on a phone too.
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    viewport: window.innerWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.viewport);

  // The receiver got it signed, with the event id the payload carries.
  const received = (await (await page.request.get(`${E2E_FAKES_URL}/__webhooks`)).json()) as {
    headers: Record<string, string>;
    body: string;
  }[];
  const delivery = received
    .map((r) => ({ headers: r.headers, event: JSON.parse(r.body) }))
    .find(
      (r) =>
        r.event.type === "assessment.completed" && r.event.data.assessment.companyName === company,
    );
  expect(delivery?.headers["x-signature"]).toMatch(/^sha256=[0-9a-f]{64}$/);
  expect(delivery?.headers["x-webhook-id"]).toBe(delivery?.event.id);
  await page.screenshot({
    path: testInfo.outputPath(`integrations-${project}.png`),
    fullPage: true,
  });
});
