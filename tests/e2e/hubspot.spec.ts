import { randomBytes } from "node:crypto";
import { openAdminDashboard } from "./admin-sign-in";
import { expect, test } from "./fixtures";
import { holdLock } from "./lock";
import { hubspotSent, leadThroughDraft, type HubSpotRequest } from "./services";

/**
 * The native HubSpot sync against the fake HubSpot of tests/e2e/fake-hubspot.ts (the server's
 * HUBSPOT_API_URL). Each run pastes a token of its own, which the fake treats as an empty
 * portal, and reads what that portal was sent from the fake's loopback GET /__hubspot/requests.
 */

let release: (() => Promise<void>) | undefined;
test.afterEach(async () => {
  await release?.();
  release = undefined;
});

test("an admin connects HubSpot, an executive completes an assessment, HubSpot gets the properties, then the upsert", async ({
  page,
  request,
  checkA11y,
}, testInfo) => {
  // The server holds one HubSpot connection: the desktop and phone runs take turns.
  release = await holdLock("hubspot");
  const project = testInfo.project.name;
  const token = `pat-na1-e2e-${project}-${randomBytes(6).toString("hex")}`;
  const sent = () => hubspotSent(token);

  await openAdminDashboard(page);
  await page.getByRole("tab", { name: "Integrations" }).click();
  const card = page.getByRole("region", { name: "HubSpot" });
  // Connected already (an earlier run on this server): the token is replaced instead.
  const connect = card.getByRole("button", { name: "Connect HubSpot" });
  const replace = card.getByRole("button", { name: "Replace token" });
  await expect(connect.or(replace)).toBeVisible();
  if (await replace.isVisible()) await replace.click();
  await card.getByLabel(/private app access token/i).fill(token);
  await card.getByRole("button", { name: /^(Connect HubSpot|Replace token)$/ }).click();
  await expect(card.getByText("Connected", { exact: true })).toBeVisible();
  await card.getByRole("button", { name: "Test connection" }).click();
  await expect(card.getByText("HubSpot accepted the token.")).toBeVisible();
  await checkA11y("the HubSpot card, connected");

  // Connecting created the group and the properties the sync writes, on contacts and companies.
  const created = (await sent()).map((r) => `${r.method} ${r.path}`);
  expect(created).toEqual(
    expect.arrayContaining([
      "POST /crm/v3/properties/contacts/groups",
      "POST /crm/v3/properties/contacts/batch/create",
      "POST /crm/v3/properties/companies/groups",
      "POST /crm/v3/properties/companies/batch/create",
    ]),
  );
  // Connecting sends no record: any (another spec's lead, synced once connected) comes after.
  const firstObject = created.findIndex((call) => call.includes("/objects/"));
  expect(
    firstObject === -1 ||
      firstObject > created.indexOf("POST /crm/v3/properties/companies/batch/create"),
  ).toBe(true);

  // An executive completes an assessment (the wizard's requests, sent through the API).
  const email = `dana.${project}@northwind-health.com`;
  await leadThroughDraft(request, {
    companyName: `Northwind Health ${project}`,
    executiveEmail: email,
  });

  // Their contact is upserted by e-mail with the scores, their company by its domain. Other
  // specs' leads may reach this portal while it is connected: this lead's is found by its e-mail.
  const contactUpsert = (requests: HubSpotRequest[]) =>
    requests.find(
      (r) =>
        r.path === "/crm/v3/objects/contacts/batch/upsert" &&
        r.body?.inputs?.[0]?.id === email &&
        r.body?.inputs?.[0]?.properties?.air_readiness_score !== undefined,
    );
  const associated = (requests: HubSpotRequest[]) =>
    requests.some((r) => r.method === "PUT" && r.path.startsWith("/crm/v4/"));
  // The sync's last call associates the contact with the company: wait for the whole sync.
  await expect
    .poll(
      async () => {
        const requests = await sent();
        return Boolean(contactUpsert(requests)) && associated(requests);
      },
      {
        timeout: 30_000,
        message: "the contact upsert with the readiness score, then the association",
      },
    )
    .toBe(true);
  const requests = await sent();
  const lastPropertyCreation = requests.findLastIndex((r) => r.path.endsWith("/batch/create"));
  const firstUpsert = requests.findIndex((r) => r.path.includes("/objects/"));
  expect(lastPropertyCreation).toBeGreaterThanOrEqual(0);
  expect(firstUpsert).toBeGreaterThan(lastPropertyCreation);
  const [contact] = contactUpsert(requests)!.body!.inputs!;
  expect(contact).toMatchObject({ idProperty: "email", id: email });
  expect(Number(contact.properties!.air_readiness_score)).toBeGreaterThanOrEqual(0);
  expect(contact.properties!.air_assessment_link).toMatch(/\/admin\/report\/[0-9a-f-]{36}$/);
  // Other specs' leads may reach this portal while it is connected: find this lead's company.
  const company = requests.find(
    (r) =>
      r.path === "/crm/v3/objects/companies/batch/upsert" &&
      r.body?.inputs?.[0]?.id === "northwind-health.com",
  );
  expect(company?.body?.inputs?.[0]).toMatchObject({
    idProperty: "air_company_domain",
    id: "northwind-health.com",
  });

  // Disconnected again, so the other specs' leads do not reach this portal.
  await card.getByRole("button", { name: "Disconnect" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Disconnect" }).click();
  await expect(card.getByText("Not connected", { exact: true })).toBeVisible();
});
