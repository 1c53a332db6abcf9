import { resetData } from "@/tests/helpers/database";
import { renderToString } from "react-dom/server";
import { recordConsentChange } from "@/capabilities/leads/consent/mutations";
import { unsubscribeToken } from "@/capabilities/leads/consent/unsubscribe-token";
import { db } from "@/platform/db";
import { makeAnswers } from "@/tests/helpers/test-answers";
import UnsubscribePage from "./page";

/** The page as the server renders it for a GET, against the database. */
const answers = makeAnswers();
const email = answers.executiveEmail!;

const page = async (searchParams: Record<string, string>) =>
  renderToString(
    await UnsubscribePage({
      searchParams: Promise.resolve(searchParams),
    } as PageProps<"/unsubscribe">),
  );

beforeEach(async () => {
  await resetData();
  const { id } = await db.assessment.create({ data: answers });
  await recordConsentChange(db, { email, assessmentId: id, given: true, source: "/assessment" });
});

it("opening the link (as a mail scanner does) changes nothing: it shows whose address and asks", async () => {
  const html = await page({ token: unsubscribeToken(email) });
  expect(html).toContain("d***@example.com");
  expect(html).not.toContain(email);
  expect(html).toMatch(/<button[^>]*>Unsubscribe<\/button>/);
  expect(await db.consentEvent.count()).toBe(1);
  expect((await db.assessment.findFirstOrThrow()).marketingConsent).toBe(true);
});

it.each([
  ["no token", {}],
  ["a forged token", { token: "forged.1.abc" }],
  ["an expired token", { token: unsubscribeToken(email, Date.now() - 181 * 86_400_000) }],
])("%s: 404, whose page says the link is not valid", async (_case, query) => {
  await expect(page(query)).rejects.toMatchObject({ digest: expect.stringContaining("404") });
  expect(await db.consentEvent.count()).toBe(1);
});
