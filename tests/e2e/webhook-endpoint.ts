import type { Page } from "@playwright/test";

/**
 * From the admin dashboard, adds a webhook endpoint on the Integrations tab, subscribed to the
 * form's default event and to the events labelled `events`, and leaves the secret dialog open.
 */
export async function addWebhookEndpoint(
  page: Page,
  { url, description, events = [] }: { url: string; description: string; events?: string[] },
) {
  await page.getByRole("tab", { name: "Integrations" }).click();
  await page.getByRole("button", { name: "Add endpoint" }).click();
  const form = page.getByRole("dialog", { name: "Add endpoint" });
  await form.getByLabel("Endpoint URL").fill(url);
  await form.getByLabel("Description (optional)").fill(description);
  for (const event of events) await form.getByRole("checkbox", { name: event }).check();
  await form.getByRole("button", { name: "Add endpoint" }).click();
  return page.getByRole("dialog", { name: "Signing secret" });
}
