import { resetData } from "@/tests/helpers/database";
import { renderToString } from "react-dom/server";
import { addressTokens } from "@/platform/auth/address-token";
import { CONFIRMATION_DAYS } from "@/capabilities/leads/consent/confirmation";
import { unsubscribeToken } from "@/capabilities/leads/consent/unsubscribe-token";
import { db } from "@/platform/db";
import ConfirmConsentPage from "./page";

/** The page as the server renders it for a GET: the e-mailed link opened, nothing pressed. */
const email = "dana@example.com";
const issue = (now?: number) =>
  addressTokens("consent-confirmation v1", CONFIRMATION_DAYS).issue(email, now);

const page = async (searchParams: Record<string, string>) =>
  renderToString(
    await ConfirmConsentPage({
      searchParams: Promise.resolve(searchParams),
    } as PageProps<"/consent/confirm">),
  );

beforeEach(resetData);

it("opening the link (as a mail scanner does) changes nothing: it names the masked address and asks", async () => {
  const html = await page({ token: issue() });
  expect(html).toContain("d***@example.com");
  expect(html).not.toContain(email);
  expect(html).toMatch(/<button[^>]*>Yes, confirm<\/button>/);
  expect(await db.consentEvent.count()).toBe(0);
});

it.each([
  ["no token", {}],
  ["an unsubscribe link's token", { token: unsubscribeToken(email) }],
  ["an expired token (8 days old)", { token: issue(Date.now() - 8 * 86_400_000) }],
])("%s: 404, whose page says the link is not valid", async (_case, query) => {
  await expect(page(query)).rejects.toMatchObject({ digest: expect.stringContaining("404") });
});
