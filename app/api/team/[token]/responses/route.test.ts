import { resetData } from "@/tests/helpers/database";
import { accountWithToken, adminRequest, withId } from "@/tests/helpers/admin";
import { db } from "@/platform/db";
import {
  answer,
  answerByLink,
  codeSentTo,
  invitationToken,
  requestCode,
  tokenOf,
  seedProvenAssessment,
} from "@/tests/helpers/team";
import { makeTeamAnswers } from "@/tests/helpers/team-responses";
import type { TeamAnswers } from "@/capabilities/team/schemas";
import { POST as invite } from "@/app/api/assessments/[id]/team/invites/route";
import { POST as createLink } from "@/app/api/assessments/[id]/team/link/route";
import { GET as teamView } from "@/app/api/assessments/[id]/team/route";
import { GET as survey } from "../route";

const inviteAll = async (id: string, emails: string[], token?: string) =>
  (
    await invite(
      adminRequest(`/api/assessments/${id}/team/invites`, {
        method: "POST",
        body: { emails },
        token,
      }),
      withId(id),
    )
  ).json();
const linkOf = async (id: string, token?: string) =>
  tokenOf(
    (
      await (
        await createLink(
          adminRequest(`/api/assessments/${id}/team/link`, { method: "POST", token }),
          withId(id),
        )
      ).json()
    ).url,
  );
const viewOf = async (id: string) =>
  (await teamView(adminRequest(`/api/assessments/${id}/team`), withId(id))).json();
/** Answers in, waiting or in the view: one per answerer. */
const answersIn = () => db.teamAnswerer.count();

beforeEach(resetData);

describe("POST /api/team/{token}/responses", () => {
  it("takes one answer per invitation: 201, then 409", async () => {
    const id = await seedProvenAssessment();
    await inviteAll(id, ["lee@example.org"]);
    const token = await invitationToken("lee@example.org");
    const first = await answer(token, makeTeamAnswers());
    expect(first.status).toBe(201);
    expect((await first.json()).message).toBe("Thank you: your answers are in.");
    const second = await answer(token, makeTeamAnswers({ orgPosture: "fearful" }));
    expect(second.status).toBe(409);
    expect((await second.json()).message).toBe("Your answers are already in. Thank you.");
    expect(await answersIn()).toBe(1);
    const context = await survey(adminRequest(`/api/team/${token}`), {
      params: Promise.resolve({ token }),
    });
    expect((await context.json()).answered).toBe(true);
  });

  it("refuses bad answers with the assessment's messages, storing nothing", async () => {
    const id = await seedProvenAssessment();
    await inviteAll(id, ["lee@example.org"]);
    const token = await invitationToken("lee@example.org");
    const withoutSeniority: Partial<TeamAnswers> = makeTeamAnswers();
    delete withoutSeniority.seniority;
    const res = await answer(token, {
      ...withoutSeniority,
      aiConfidence: 11,
      aiToolsUsed: [],
      orgAiElements: ["none_yet", "ai_policy"],
      memberFunction: "astrology",
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields).toEqual({
      "answers.aiConfidence": "Please rate your confidence from 1 to 10",
      "answers.aiToolsUsed": "Please select at least one option",
      "answers.orgAiElements": "'None' cannot be combined with other choices",
      "answers.memberFunction": "Please select your function",
      "answers.seniority": "Please select your seniority",
    });
    expect(await answersIn()).toBe(0);
    expect((await answer(token, makeTeamAnswers())).status).toBe(201);
  });

  it("refuses a lone UTF-16 surrogate in the friction answer with 400, storing nothing", async () => {
    const id = await seedProvenAssessment();
    await inviteAll(id, ["lee@example.org"]);
    const token = await invitationToken("lee@example.org");
    const res = await answer(token, makeTeamAnswers({ aiFriction: "Approvals \ud800" }));
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe("Please remove unsupported characters.");
    expect(await answersIn()).toBe(0);
  });

  it("takes one answer per verified address through a team link, and more from others", async () => {
    const id = await seedProvenAssessment();
    const token = await linkOf(id);
    expect((await answerByLink(token, "lee@example.org", makeTeamAnswers())).status).toBe(201);
    // The same leader again, with a fresh code, in another browser: 409.
    const again = await answerByLink(token, "Lee@Example.org ", makeTeamAnswers());
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe("Your answers are already in. Thank you.");
    expect((await answerByLink(token, "kim@example.org", makeTeamAnswers())).status).toBe(201);
    expect(await answersIn()).toBe(2);
    // No address is kept: only keyed hashes and sealed answers (base64url and hex hold no
    // "@" or ".org"; matching bare names would fail whenever the random ciphertext spells one).
    const kept = JSON.stringify([
      await db.teamAnswerer.findMany(),
      await db.teamPendingAnswer.findMany(),
      await db.teamLinkCode.findMany(),
    ]);
    expect(kept).not.toMatch(/@|example\.org/i);
  });

  it("refuses a team-link answer without a code, or with a wrong or used one", async () => {
    const id = await seedProvenAssessment();
    const token = await linkOf(id);
    const bare = await answer(token, makeTeamAnswers());
    expect(bare.status).toBe(400);
    expect((await bare.json()).error.fields).toEqual({
      verification: "Please confirm your e-mail address with the code we send you",
    });
    expect((await requestCode(token, "lee@example.org")).status).toBe(202);
    const code = await codeSentTo("lee@example.org");
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    const refused = await answer(token, makeTeamAnswers(), {
      email: "lee@example.org",
      code: wrong,
    });
    expect(refused.status).toBe(400);
    expect((await refused.json()).error.fields).toEqual({
      "verification.code": "That code is not right, or it has expired. Please ask for a new one.",
    });
    // Another address cannot use Lee's code.
    const borrowed = { email: "kim@example.org", code };
    expect((await answer(token, makeTeamAnswers(), borrowed)).status).toBe(400);
    const lee = { email: "lee@example.org", code };
    expect((await answer(token, makeTeamAnswers(), lee)).status).toBe(201);
    expect((await answer(token, makeTeamAnswers(), lee)).status).toBe(400);
    expect(await answersIn()).toBe(1);
  });

  it("lets a code fail five times, then not even the right one works", async () => {
    const id = await seedProvenAssessment();
    const token = await linkOf(id);
    await requestCode(token, "lee@example.org");
    const code = await codeSentTo("lee@example.org");
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    for (let i = 0; i < 5; i++)
      await answer(token, makeTeamAnswers(), { email: "lee@example.org", code: wrong });
    const right = await answer(token, makeTeamAnswers(), { email: "lee@example.org", code });
    expect(right.status).toBe(400);
    await db.teamLinkCode.updateMany({
      data: { attempts: 0, expiresAt: new Date(Date.now() - 1) },
    });
    expect(
      (await answer(token, makeTeamAnswers(), { email: "lee@example.org", code })).status,
    ).toBe(400);
    expect(await answersIn()).toBe(0);
  });

  it("refuses codes for the executive's own addresses and for invited ones", async () => {
    const owner = await accountWithToken("user");
    const id = await seedProvenAssessment(
      { executiveEmail: "dana@example.com" },
      { user: { connect: { id: owner.user.id } } },
    );
    await inviteAll(id, ["lee@example.org"], owner.token);
    const token = await linkOf(id, owner.token);
    for (const own of ["dana@example.com", " DANA@example.com", owner.user.email]) {
      const res = await requestCode(token, own);
      expect(res.status).toBe(400);
      expect((await res.json()).error.fields.email).toBe(
        "This is the executive's own address: the survey is for their leadership team.",
      );
    }
    const invited = await requestCode(token, "lee@example.org");
    expect(invited.status).toBe(400);
    expect((await invited.json()).message).toBe(
      "This address has its own invitation: please answer from the e-mail you received.",
    );
    const bad = await requestCode(token, "not-an-address");
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields.email).toBe("Please enter a valid e-mail address");
    expect(await db.emailMessage.count({ where: { template: "team-code" } })).toBe(0);
  });

  it("caps codes to one address, and from one client", async () => {
    const id = await seedProvenAssessment();
    const token = await linkOf(id);
    for (let i = 0; i < 3; i++)
      expect((await requestCode(token, "lee@example.org")).status).toBe(202);
    const flooded = await requestCode(token, "lee@example.org");
    expect(flooded.status).toBe(429);
    expect(flooded.headers.get("retry-after")).toBeTruthy();
    // Ten a client: the refused fourth counted too.
    for (let i = 0; i < 6; i++)
      expect((await requestCode(token, `l${i}@example.org`)).status).toBe(202);
    expect((await requestCode(token, "m@example.org")).status).toBe(429);
    expect((await requestCode(token, "m@example.org", "198.51.100.9")).status).toBe(202);
  });

  it("does not send a code for an invitation's token", async () => {
    const id = await seedProvenAssessment();
    await inviteAll(id, ["lee@example.org"]);
    const res = await requestCode(await invitationToken("lee@example.org"), "kim@example.org");
    expect(res.status).toBe(400);
  });

  it("refuses an unknown token with 404", async () => {
    const res = await answer("x".repeat(43), makeTeamAnswers());
    expect(res.status).toBe(404);
  });
});

describe("the executive's notices", () => {
  const noticesTo = (to: string) =>
    db.emailMessage.findMany({
      where: { to, template: "team-update" },
      orderBy: { createdAt: "asc" },
      select: { subject: true, text: true },
    });

  it("says when the view opens and when a whole group joins it, never in between", async () => {
    const id = await seedProvenAssessment({ executiveEmail: "dana@example.com" });
    const leaders = ["a", "b", "c", "d", "e", "f", "g"].map((n) => `${n}@example.org`);
    await inviteAll(id, leaders);
    const subjects = async () => (await noticesTo("dana@example.com")).map((n) => n.subject);
    const answerAs = async (email: string) =>
      expect((await answer(await invitationToken(email), makeTeamAnswers())).status).toBe(201);

    for (const email of leaders.slice(0, 2)) await answerAs(email);
    expect(await subjects()).toEqual([]);
    await answerAs(leaders[2]!);
    expect(await subjects()).toEqual(["Your leadership team's view is ready: Northwind Logistics"]);
    for (const email of leaders.slice(3, 5)) await answerAs(email);
    expect(await subjects()).toHaveLength(1);
    await answerAs(leaders[5]!);
    expect(await subjects()).toEqual([
      "Your leadership team's view is ready: Northwind Logistics",
      "More of your leadership team has answered: Northwind Logistics",
    ]);
    // The seventh waits for two more: nothing says it came.
    await answerAs(leaders[6]!);
    expect(await subjects()).toHaveLength(2);
    const notices = await noticesTo("dana@example.com");
    expect(notices[1]!.text).toMatch(/your team view now holds 6 leaders' answers/i);
    for (const notice of notices) expect(notice.text).not.toMatch(/[a-g]@example\.org/);
  });
});

describe("anonymity", () => {
  /**
   * Three invited leaders whose answers differ in one answer (posture). Everything the
   * executive can read (the invite answer, the team view after each answer, the notices) is
   * recorded; run again with the odd answer given by another leader, it must be identical.
   */
  async function whatTheExecutiveSees(oddOneOut: number) {
    await resetData();
    const id = await seedProvenAssessment({ executiveEmail: "dana@example.com" });
    const leaders = ["ana@example.org", "ben@example.org", "cai@example.org"];
    const seen: unknown[] = [await inviteAll(id, leaders)];
    for (const [i, email] of leaders.entries()) {
      const answers: TeamAnswers = makeTeamAnswers({
        orgPosture: i === oddOneOut ? "fearful" : "curious",
      });
      expect((await answer(await invitationToken(email), answers)).status).toBe(201);
      seen.push(await viewOf(id));
    }
    const notices = await db.emailMessage.findMany({
      where: { to: "dana@example.com" },
      select: { subject: true, text: true },
    });
    seen.push(notices);
    return JSON.stringify(seen).replaceAll(id, "<id>");
  }

  it("lets no executive-facing answer tell who answered what", async () => {
    const [first, second, third] = [
      await whatTheExecutiveSees(0),
      await whatTheExecutiveSees(1),
      await whatTheExecutiveSees(2),
    ];
    expect(first).toContain("Fearful");
    expect(second).toBe(first);
    expect(third).toBe(first);
  });

  it("keeps no link from a response to an invitation, a team link or a time", async () => {
    const columns = await db.$queryRaw<{ column_name: string }[]>`
      SELECT column_name FROM information_schema.columns WHERE table_name = 'team_responses'
      ORDER BY column_name`;
    expect(columns.map((c) => c.column_name)).toEqual([
      "answers",
      "assessmentId",
      "id",
      "memberFunction",
      "seniority",
    ]);
  });
});
