import "@/tests/helpers/database";
import { jest } from "@jest/globals";
import { sendJson, startFakeServer } from "@/tests/fakes/http-server";

/**
 * Reset links and temporary passwords reach the person (the fake Resend API) and work, but
 * nobody who reads the outbox table, in any column, learns them: not as sent, not encoded.
 * The send fails once first, so the message also sits unsent in the table for a while.
 */
let refuseNext = 0;
const resend = await startFakeServer((_request, response) => {
  if (refuseNext > 0) {
    refuseNext--;
    return sendJson(response, 503, { name: "application_error", message: "Try later." });
  }
  sendJson(response, 200, { id: `re_${resend.requests.length}` });
});
process.env.RESEND_API_KEY = "re_test_key";
process.env.RESEND_BASE_URL = resend.url;
afterAll(() => resend.close());

const { db } = await import("@/platform/db");
const { verifyPassword } = await import("@/platform/auth/password");
const { createAccount, noParams, postJson } = await import("@/tests/helpers/account");
const { accountWithToken, adminRequest } = await import("@/tests/helpers/admin");
const { drainOutbox } = await import("./drain");
const { POST: requestReset } = await import("@/app/api/auth/reset-password/route");
const { POST: confirmReset } = await import("@/app/api/auth/reset-password-confirm/route");
const { POST: createUser } = await import("@/app/api/admin/users/route");

/** Every column of every outbox row, as one string. */
async function wholeOutbox(): Promise<string> {
  const rows = await db.$queryRawUnsafe<Record<string, unknown>[]>(`SELECT * FROM email_outbox`);
  expect(rows.length).toBeGreaterThan(0);
  return JSON.stringify(rows);
}

/** The secret as given and in the encodings a reader would try. */
const encodings = (secret: string) => [
  secret,
  encodeURIComponent(secret),
  Buffer.from(secret).toString("base64"),
  Buffer.from(secret).toString("base64url"),
  Buffer.from(secret).toString("hex"),
];

const delivered = (to: string) => {
  const request = resend.requests.filter((r) => JSON.parse(r.body).to === to).at(-1);
  if (!request) throw new Error(`nothing sent to ${to}`);
  return JSON.parse(request.body) as { text: string; html: string };
};

beforeEach(() => {
  jest.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

it("a reset link is in the e-mail sent, works, and is never readable from the outbox", async () => {
  await createAccount("ada@example.com");
  refuseNext = 1; // the first send fails: the message waits in the outbox, unsent
  expect(
    (
      await requestReset(
        postJson("/api/auth/reset-password", { email: "ada@example.com" }),
        noParams,
      )
    ).status,
  ).toBe(200);
  const [waiting] = await db.emailMessage.findMany({ where: { to: "ada@example.com" } });
  expect(waiting.status).toBe("queued");
  const whileQueued = await wholeOutbox();

  await db.emailMessage.update({ where: { id: waiting.id }, data: { sendAfter: new Date(0) } });
  expect(await drainOutbox()).toBe(1);
  const { text, html } = delivered("ada@example.com");
  const token = text.match(/reset-password\?token=([A-Za-z0-9_-]+)/)?.[1];
  expect(token).toBeDefined();
  expect(html).toContain(token!);

  const afterSend = await wholeOutbox();
  for (const stored of [whileQueued, afterSend]) {
    for (const form of encodings(token!)) expect(stored).not.toContain(form);
    expect(stored).toContain("[redacted]");
  }
  expect((await db.emailMessage.findUniqueOrThrow({ where: { id: waiting.id } })).status).toBe(
    "sent",
  );

  const confirmed = await confirmReset(
    postJson("/api/auth/reset-password-confirm", { token, newPassword: "Brand-New-Pass7" }),
    noParams,
  );
  expect(confirmed.status).toBe(200);
});

it("a temporary password is in the e-mail sent, signs in, and is never readable from the outbox", async () => {
  const admin = await accountWithToken("admin", "root@example.com");
  const response = await createUser(
    adminRequest("/api/admin/users", {
      token: admin.token,
      method: "POST",
      body: { email: "new.admin@example.com" },
    }),
    noParams,
  );
  expect(response.status).toBe(201);
  expect((await response.json()).emailStatus).toBe("sent");

  const { text } = delivered("new.admin@example.com");
  const password = text.match(/(?:^|\s)([A-Za-z0-9_-]{16}aA1)(?=\s|$)/m)?.[1];
  expect(password).toBeDefined();
  const stored = await db.user.findUniqueOrThrow({ where: { email: "new.admin@example.com" } });
  expect(await verifyPassword(stored.password, password!)).toBe(true);

  const outbox = await wholeOutbox();
  for (const form of encodings(password!)) expect(outbox).not.toContain(form);
});
