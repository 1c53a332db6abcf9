import { resetData } from "@/tests/helpers/database";
import { db } from "@/platform/db";
import { lastEmail, noParams, postJson, request } from "@/tests/helpers/account";
import { seedAssessment } from "@/tests/helpers/admin";
import { GET as download } from "./[token]/route";
import { POST as erase } from "./[token]/delete/route";
import { POST as ask } from "./route";

const LEE = "lee@example.com";
const withToken = (token: string) => ({ params: Promise.resolve({ token }) });

const askFor = (email: string) => ask(postJson("/api/privacy/requests", { email }), noParams);

/** The link of the newest privacy e-mail to the address. */
async function linkTo(email: string): Promise<string> {
  const { body } = await lastEmail(email, "privacy-link");
  const token = body?.text.match(/\/privacy\/requests\/([\w.-]+)/)?.[1];
  if (!token) throw new Error(`No privacy link to ${email}`);
  return token;
}

beforeEach(resetData);

describe("a visitor's privacy request", () => {
  it("answers alike for an address we hold and one we do not, and e-mails a link only to the first", async () => {
    await seedAssessment({ companyName: "Lee Logistics", executiveEmail: LEE });
    const [held, unknown] = [await askFor("Lee@Example.com"), await askFor("nobody@example.com")];
    expect(held.status).toBe(200);
    expect(await held.json()).toEqual(await unknown.json());
    expect((await lastEmail(LEE, "privacy-link")).message?.subject).toBe(
      "Your data: download it or delete it",
    );
    expect((await lastEmail("nobody@example.com", "privacy-link")).message).toBeNull();
  });

  it("downloads the assessments taken with the address, and deletes them, through its link only", async () => {
    const own = await seedAssessment({ companyName: "Lee Logistics", executiveEmail: LEE });
    const other = await seedAssessment({
      companyName: "Other Co",
      executiveEmail: "x@example.com",
    });
    await askFor(LEE);
    const token = await linkTo(LEE);

    const res = await download(request(`/api/privacy/requests/${token}`), withToken(token));
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.address).toBe(LEE);
    expect(body.assessments.map((a: { id: string }) => a.id)).toEqual([own]);

    const forged = `${token.slice(0, -2)}xx`;
    expect((await download(request("/x"), withToken(forged))).status).toBe(404);
    expect((await erase(postJson("/x", {}), withToken(forged))).status).toBe(404);

    const deleted = await erase(
      postJson(`/api/privacy/requests/${token}/delete`, {}),
      withToken(token),
    );
    expect(deleted.status).toBe(200);
    expect(await db.assessment.count({ where: { id: own } })).toBe(0);
    expect(await db.assessment.count({ where: { id: other } })).toBe(1);
    expect(await db.emailMessage.count({ where: { to: LEE } })).toBe(0);
  });

  it("refuses a link older than seven days", async () => {
    const { addressOfLink } = await import("@/capabilities/privacy/server");
    const { privacyLinks } = await import("@/capabilities/privacy/request-link");
    const old = privacyLinks.issue(LEE, Date.now() - 8 * 86_400_000);
    expect(() => addressOfLink(old)).toThrow(/invalid or has expired/);
    expect(addressOfLink(privacyLinks.issue(LEE))).toBe(LEE);
  });

  it("is refused past three requests a day for one address", async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await askFor(LEE)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
