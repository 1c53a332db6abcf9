import { resetData } from "@/tests/helpers/database";
import {
  accountWithToken,
  adminRequest,
  noParams,
  seedAssessment,
  withId,
} from "@/tests/helpers/admin";
import { db } from "@/platform/db";
import { deliverableBody } from "@/platform/email/outbox";
import { answer, invitationToken, tokenOf, seedProvenAssessment } from "@/tests/helpers/team";
import { makeTeamAnswers } from "@/tests/helpers/team-responses";
import { GET as survey } from "@/app/api/team/[token]/route";
import { POST as decline } from "@/app/api/team/[token]/decline/route";
import { POST as refuse } from "@/app/api/team/refuse/route";
import { POST as invite } from "./invites/route";
import { DELETE as revokeLink, POST as createLink } from "./link/route";
import { GET } from "./route";

const view = (id: string, token?: string) =>
  GET(adminRequest(`/api/assessments/${id}/team`, { token }), withId(id));
const inviteAs = (id: string, emails: unknown, token?: string) =>
  invite(
    adminRequest(`/api/assessments/${id}/team/invites`, {
      token,
      method: "POST",
      body: { emails },
    }),
    withId(id),
  );
const surveyContext = (token: string) =>
  survey(adminRequest(`/api/team/${token}`), { params: Promise.resolve({ token }) });

beforeEach(resetData);

describe("who may see and invite the team", () => {
  it("lets the owner and admins in, refuses anyone else with 403 and hides unknown ids and drafts", async () => {
    const owner = await accountWithToken("user");
    const stranger = await accountWithToken("user");
    const admin = await accountWithToken("admin");
    const id = await seedProvenAssessment({}, { user: { connect: { id: owner.user.id } } });

    expect((await view(id, owner.token)).status).toBe(200);
    expect((await view(id, admin.token)).status).toBe(200);
    const refused = await view(id, stranger.token);
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toMatch(/Only the executive/);
    expect((await view(id)).status).toBe(403);
    expect((await inviteAs(id, ["a@example.org"], stranger.token)).status).toBe(403);
    expect((await view("6b1f0000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await view("not-an-id")).status).toBe(404);

    const draft = await seedProvenAssessment({}, { status: "draft", stepReached: 2 });
    expect((await view(draft)).status).toBe(404);
  });

  it("lets the browser that completed an unsaved assessment in, as save-account does", async () => {
    const id = await seedProvenAssessment();
    const res = await view(id);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      responses: 0,
      minimum: 3,
      invited: 0,
      linkExpiresAt: null,
      aggregates: null,
      previousTeam: 0,
    });
  });
});

describe("POST /api/assessments/{id}/team/invites", () => {
  it("invites valid addresses once each, lists the invalid and refuses the executive's own", async () => {
    const id = await seedProvenAssessment({ executiveEmail: "dana@example.com" });
    const res = await inviteAs(id, [
      "lee@example.org",
      " LEE@example.org",
      "not an address",
      "Dana@Example.com",
      "sam@example.org",
    ]);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({
      invited: ["lee@example.org", "sam@example.org"],
      rejected: [
        { email: "not an address", reason: "Not a valid e-mail address" },
        { email: "dana@example.com", reason: "This is your own address" },
      ],
    });

    const again = await (await inviteAs(id, ["sam@example.org", "kim@example.org"])).json();
    expect(again).toEqual({
      invited: ["kim@example.org"],
      rejected: [{ email: "sam@example.org", reason: "Already invited" }],
    });
  });

  it("e-mails each leader who invited them, what is asked and that it is anonymous, the link sealed", async () => {
    const id = await seedProvenAssessment();
    await inviteAs(id, ["lee@example.org"]);
    const message = await db.emailMessage.findFirstOrThrow({ where: { to: "lee@example.org" } });
    expect(message.subject).toBe("Dana Reyes asks for your view on AI at Northwind Logistics");
    expect(message.text).toMatch(/about 5 minutes/);
    expect(message.text).toMatch(/anonymous/);
    expect(message.text).not.toMatch(/\/team\/[\w-]{43}/);
    expect(message.text).toContain("[redacted]");
    expect(deliverableBody(message).text).toMatch(/http:\/\/localhost:3000\/team\/[\w-]{43}/);
    expect(await db.teamInvitation.findFirst({ select: { tokenHash: true } })).toEqual({
      tokenHash: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
  });

  it("stops at 25 leaders and refuses an empty or oversized request with a message", async () => {
    const id = await seedProvenAssessment();
    const twenty = Array.from({ length: 20 }, (_, i) => `leader${i}@example.org`);
    expect((await (await inviteAs(id, twenty)).json()).invited).toHaveLength(20);
    const more = Array.from({ length: 7 }, (_, i) => `more${i}@example.org`);
    const body = await (await inviteAs(id, more)).json();
    expect(body.invited).toHaveLength(5);
    expect(body.rejected).toEqual([
      { email: "more5@example.org", reason: "You can invite up to 25 leaders" },
      { email: "more6@example.org", reason: "You can invite up to 25 leaders" },
    ]);

    const empty = await inviteAs(id, []);
    expect(empty.status).toBe(400);
    expect((await empty.json()).message).toBe("Please enter at least one e-mail address");
    const tooMany = await inviteAs(id, [...twenty, ...more]);
    expect(tooMany.status).toBe(400);
    expect((await tooMany.json()).message).toBe("Please invite at most 25 leaders at a time");
  });
});

describe("invitations are not a relay", () => {
  const invitationsTo = (to: string) =>
    db.emailMessage.findMany({ where: { to, template: "team-invitation" } });

  it("sends nothing for an executive whose address is unproven until they enter the code sent to it", async () => {
    const id = await seedAssessment({ executiveEmail: "dana@example.com" });
    const withCode = (code?: string) =>
      invite(
        adminRequest(`/api/assessments/${id}/team/invites`, {
          method: "POST",
          body: { emails: ["lee@example.org"], ...(code ? { verification: { code } } : {}) },
        }),
        withId(id),
      );
    // Whoever holds the id: a code goes to the executive's own address, and no invitation out.
    const asked = await withCode();
    expect(asked.status).toBe(403);
    const { error } = await asked.json();
    expect(error.fields["verification.code"]).toMatch(
      /enter the 6-digit code we sent to d\*\*\*@example\.com/,
    );
    expect(await invitationsTo("lee@example.org")).toHaveLength(0);
    const [mail] = await db.emailMessage.findMany({ where: { template: "sender-code" } });
    expect(mail!.to).toBe("dana@example.com");
    expect(mail!.subject).not.toMatch(/\d{6}/);
    const code = deliverableBody(mail!).text.match(/\b(\d{6})\b/)![1]!;

    const wrong = await withCode(code === "000000" ? "111111" : "000000");
    expect(wrong.status).toBe(400);
    expect(await invitationsTo("lee@example.org")).toHaveLength(0);
    expect((await withCode(code)).status).toBe(201);
    expect(await invitationsTo("lee@example.org")).toHaveLength(1);
    // Proven once: later invitations need no code.
    expect((await inviteAs(id, ["kim@example.org"])).status).toBe(201);
    expect(await db.emailMessage.count({ where: { template: "sender-code" } })).toBe(1);
  });

  it("asks a signed-in owner for no code, and sends an unproven address at most three codes an hour", async () => {
    const owner = await accountWithToken("user");
    const owned = await seedAssessment({}, { user: { connect: { id: owner.user.id } } });
    expect((await inviteAs(owned, ["lee@example.org"], owner.token)).status).toBe(201);

    const id = await seedAssessment({ executiveEmail: "dana@example.com" });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await inviteAs(id, ["kim@example.org"])).status);
    expect(statuses).toEqual([403, 403, 403, 429]);
    expect(await db.emailMessage.count({ where: { template: "sender-code" } })).toBe(3);
  });

  it("keeps web addresses and long text out of the subject an executive's names make", async () => {
    const id = await seedProvenAssessment({
      executiveName: "IT Service Desk www.mail-help.example",
      companyName: `Mailbox quota exceeded - verify at https://evil.example/login ${"x".repeat(200)}`,
    });
    await inviteAs(id, ["lee@example.org"]);
    const [sent] = await invitationsTo("lee@example.org");
    expect(sent!.subject).not.toMatch(/https?:|www\.|\.example/);
    expect(sent!.subject.length).toBeLessThanOrEqual(130);
    expect(sent!.subject).toMatch(/^IT Service Desk asks for your view on AI at Mailbox quota/);
  });

  it("sends one address at most three invitations a day, whoever invites", async () => {
    const outcomes = [];
    for (let i = 0; i < 4; i++) {
      const id = await seedProvenAssessment({ companyName: `Company ${i}` });
      outcomes.push(await (await inviteAs(id, ["lee@example.org"])).json());
    }
    expect(outcomes.map((o) => o.invited)).toEqual([
      ["lee@example.org"],
      ["lee@example.org"],
      ["lee@example.org"],
      [],
    ]);
    expect(outcomes[3].rejected).toEqual([
      {
        email: "lee@example.org",
        reason: "This address has had enough invitations today: try again tomorrow",
      },
    ]);
    expect(await invitationsTo("lee@example.org")).toHaveLength(3);
  });

  it("sends a leader who declines no more invitations, from anyone", async () => {
    const first = await seedProvenAssessment();
    await inviteAs(first, ["lee@example.org"]);
    const token = await invitationToken("lee@example.org");
    const declined = await decline(adminRequest(`/api/team/${token}/decline`, { method: "POST" }), {
      params: Promise.resolve({ token }),
    });
    expect(declined.status).toBe(200);
    expect((await declined.json()).message).toMatch(/no more leadership-survey invitations/);
    expect((await surveyContext(token)).status).toBe(404);
    expect((await answer(token, makeTeamAnswers())).status).toBe(404);

    const second = await seedProvenAssessment({ companyName: "Other Co" });
    const outcome = await (await inviteAs(second, ["LEE@example.org", "kim@example.org"])).json();
    expect(outcome).toEqual({
      invited: ["kim@example.org"],
      rejected: [
        { email: "lee@example.org", reason: "This address asked for no more survey invitations" },
      ],
    });
    expect(await invitationsTo("lee@example.org")).toHaveLength(1);
  });

  it("gives each invitation a one-click unsubscribe that refuses the address for good, from anyone", async () => {
    const first = await seedProvenAssessment();
    await inviteAs(first, ["lee@example.org"]);
    const [sent] = await invitationsTo("lee@example.org");
    const headers = sent!.headers as Record<string, string>;
    expect(headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    const oneClick = /^<(.+)>$/.exec(headers["List-Unsubscribe"]!)![1]!;
    // It opens no survey: the survey's token is not in it.
    expect(oneClick).not.toContain(await invitationToken("lee@example.org"));

    const { pathname, search } = new URL(oneClick);
    const forged = await refuse(
      adminRequest(`${pathname}?token=forged.1.abc`, { method: "POST" }),
      noParams,
    );
    expect(forged.status).toBe(400);
    // A mail provider posts it from its own servers.
    const res = await refuse(
      adminRequest(pathname + search, {
        method: "POST",
        headers: { origin: "https://mail.provider.example" },
      }),
      noParams,
    );
    expect(res.status).toBe(200);
    const token = await invitationToken("lee@example.org");
    expect((await surveyContext(token)).status).toBe(404);
    const second = await seedProvenAssessment({ companyName: "Other Co" });
    const outcome = await (await inviteAs(second, ["lee@example.org"])).json();
    expect(outcome.rejected).toEqual([
      { email: "lee@example.org", reason: "This address asked for no more survey invitations" },
    ]);
  });

  it("limits invitation requests from one client across assessments", async () => {
    const ids = [
      await seedProvenAssessment(),
      await seedProvenAssessment(),
      await seedProvenAssessment(),
    ];
    const statuses = [];
    for (let i = 0; i < 21; i++) statuses.push((await inviteAs(ids[i % 3]!, ["nope"])).status);
    expect(statuses.slice(0, 20).every((s) => s === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe("team links", () => {
  it("creates a 30-day link that opens the survey, and revokes it", async () => {
    const id = await seedProvenAssessment();
    const created = await createLink(
      adminRequest(`/api/assessments/${id}/team/link`, { method: "POST" }),
      withId(id),
    );
    expect(created.status).toBe(201);
    const { url, expiresAt } = await created.json();
    expect(url).toMatch(/^http:\/\/localhost:3000\/team\/[\w-]{43}$/);
    const days = (new Date(expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    expect((await (await view(id)).json()).linkExpiresAt).toBe(expiresAt);

    const context = await surveyContext(tokenOf(url));
    expect(context.status).toBe(200);
    expect(await context.json()).toMatchObject({
      companyName: "Northwind Logistics",
      executiveName: "Dana Reyes",
      kind: "link",
      answered: false,
      questions: expect.arrayContaining([
        expect.objectContaining({ field: "orgPosture", kind: "single" }),
      ]),
    });

    const revoked = await revokeLink(
      adminRequest(`/api/assessments/${id}/team/link`, { method: "DELETE" }),
      withId(id),
    );
    expect(await revoked.json()).toEqual({ revoked: 1 });
    const gone = await surveyContext(tokenOf(url));
    expect(gone.status).toBe(404);
    expect((await gone.json()).message).toMatch(/not valid/);
    expect((await answer(tokenOf(url), makeTeamAnswers())).status).toBe(404);
  });

  it("refuses an expired link", async () => {
    const id = await seedProvenAssessment();
    const { url } = await (
      await createLink(
        adminRequest(`/api/assessments/${id}/team/link`, { method: "POST" }),
        withId(id),
      )
    ).json();
    await db.teamLink.updateMany({ data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await surveyContext(tokenOf(url))).status).toBe(404);
  });
});

describe("GET /api/assessments/{id}/team", () => {
  it("shows no answer before the view opens, and aggregates from it", async () => {
    const id = await seedProvenAssessment({ orgPosture: "activating" });
    await inviteAs(id, ["a@example.org", "b@example.org", "c@example.org", "d@example.org"]);
    for (const email of ["a@example.org", "b@example.org"])
      await answer(await invitationToken(email), makeTeamAnswers({ orgPosture: "curious" }));
    const below = await (await view(id)).json();
    expect(below).toMatchObject({ responses: 0, minimum: 3, invited: 4, aggregates: null });

    await answer(
      await invitationToken("c@example.org"),
      makeTeamAnswers({ orgPosture: "curious" }),
    );
    const from = await (await view(id)).json();
    expect(from).toMatchObject({ responses: 3, invited: 4 });
    expect(from.aggregates.gaps[0].finding).toBe(
      "You rate the organization 'Activating'; 3 of 3 leaders say 'Curious'.",
    );
  });
});
