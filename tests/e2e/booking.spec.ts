import { openAdminDashboard } from "./admin-sign-in";
import { expect, test } from "./fixtures";
import { clientAddress, unlockedAssessment } from "./services";
import { E2E_FAKES_URL } from "./settings";
import { addWebhookEndpoint } from "./webhook-endpoint";

/**
 * Booking a strategist through the fake Cal.com (BOOKING_PROVIDER=calcom, BOOKING_URL on the
 * fake services, playwright.config.ts): the scheduler opens in a dialog on the results page,
 * prefilled; its Confirm delivers a signed BOOKING_CREATED to POST /api/booking/webhook; the
 * admin sees the lead booked and the lead.booked event delivered to its webhook endpoint.
 */
test("an executive books a consultation from the results page; the admin sees the lead booked and its webhook delivered", async ({
  page,
  request,
  checkA11y,
}, testInfo) => {
  // Its own endpoint, lead and address, whatever ran on this database before.
  const project = `${testInfo.project.name}-${Date.now().toString(36)}`;
  await page.context().setExtraHTTPHeaders({ "x-forwarded-for": clientAddress() });

  // The admin's endpoint hears of bookings.
  const receiver = `${E2E_FAKES_URL}/__webhooks?project=booking-${project}`;
  await openAdminDashboard(page);
  const secret = await addWebhookEndpoint(page, {
    url: receiver,
    description: `Bookings ${project}`,
    events: ["Consultation booked"],
  });
  await secret.getByRole("button", { name: "Done" }).click();

  // An executive completes an assessment and unlocks the report (the results page of an unpaid
  // one sends them on to payment once the roadmap is ready), then opens the consultation.
  const email = `booking-${project}@northwind.example`;
  const id = await unlockedAssessment(request, {
    executiveName: "Robin Booker",
    executiveEmail: email,
    companyName: `Booked Strategist ${project}`,
  });
  const results = await page.goto(`/results/${id}`);
  // The page may frame the provider's origin, and no other.
  expect(results?.headers()["content-security-policy"]).toContain(
    `frame-src 'self' ${E2E_FAKES_URL};`,
  );
  await page.getByRole("button", { name: "Schedule Free Consultation" }).click();
  const dialog = page.getByRole("dialog", { name: "Book a Free Consultation" });
  await expect(dialog).toBeVisible();
  const scheduler = dialog.frameLocator("iframe");
  await expect(scheduler.getByLabel("Your name")).toHaveValue("Robin Booker");
  await expect(scheduler.getByLabel("Email address")).toHaveValue(email);
  await expect(scheduler.getByLabel("Company")).toHaveValue(`Booked Strategist ${project}`);
  await checkA11y("the scheduler dialog");
  await page.screenshot({ path: testInfo.outputPath(`scheduler-${project}.png`) });
  await scheduler.getByRole("button", { name: "Confirm" }).click();
  await expect(scheduler.getByRole("heading", { name: "Booking confirmed" })).toBeVisible();
  await expect(scheduler.getByText("Webhook answered 200.")).toBeVisible();

  // The admin sees the lead booked, with the consultation's time.
  await page.goto(`/admin/report/${id}`);
  const lead = page.getByRole("complementary", { name: "Lead" });
  await expect(lead.getByText(/^Booked for Dec 2, 2026/)).toBeVisible();

  // The endpoint's delivery log shows lead.booked delivered with a 200.
  await page.goto("/admin");
  await page.getByRole("tab", { name: "Integrations" }).click();
  await page.getByRole("button", { name: `Deliveries Bookings ${project}` }).click();
  const booked = page
    .getByRole("row")
    .filter({ hasText: "lead.booked" })
    .filter({ hasText: "200" });
  await expect(booked.first()).toBeVisible({ timeout: 30_000 });

  const received = (await (await page.request.get(`${E2E_FAKES_URL}/__webhooks`)).json()) as {
    body: string;
  }[];
  const event = received
    .map((r) => JSON.parse(r.body))
    .find((e) => e.type === "lead.booked" && e.data.assessment.id === id);
  expect(event?.data.assessment.booking).toMatchObject({
    status: "booked",
    startsAt: "2026-12-02T17:00:00.000Z",
  });
});
