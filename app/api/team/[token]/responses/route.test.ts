import { resetData } from "@/tests/helpers/database";
import { adminRequest, seedAssessment, withId } from "@/lib/admin/testing";
import { db } from "@/lib/db";
import { answer, invitationToken, tokenOf } from "@/lib/team/testing";
import { makeTeamAnswers } from "@/lib/team/test-responses";
import type { TeamAnswers } from "@/lib/team/schemas";
import { POST as invite } from "@/app/api/assessments/[id]/team/invites/route";
import { POST as createLink } from "@/app/api/assessments/[id]/team/link/route";
import { GET as teamView } from "@/app/api/assessments/[id]/team/route";
import { GET as survey } from "../route";

const inviteAll = async (id: string, emails: string[]) =>
  (
    await invite(
      adminRequest(`/api/assessments/${id}/team/invites`, { method: "POST", body: { emails } }),
      withId(id),
    )
  ).json();
const linkOf = async (id: string) =>
  tokenOf(
    (
      await (
        await createLink(
          adminRequest(`/api/assessments/${id}/team/link`, { method: "POST" }),
          withId(id),
        )
      ).json()
    ).url,
  );
const viewOf = async (id: string) =>
  (await teamView(adminRequest(`/api/assessments/${id}/team`), withId(id))).json();
const cookieOf = (res: Response) => res.headers.get("set-cookie")?.split(";")[0] ?? "";

beforeEach(resetData);

describe("POST /api/team/{token}/responses", () => {
  it("takes one answer per invitation: 201, then 409", async () => {
    const id = await seedAssessment();
    await inviteAll(id, ["lee@example.org"]);
    const token = await invitationToken("lee@example.org");
    const first = await answer(token, makeTeamAnswers());
    expect(first.status).toBe(201);
    expect((await first.json()).message).toBe("Thank you: your answers are in.");
    const second = await answer(token, makeTeamAnswers({ orgPosture: "fearful" }));
    expect(second.status).toBe(409);
    expect((await second.json()).message).toBe("Your answers are already in. Thank you.");
    expect(await db.teamResponse.count()).toBe(1);
    const context = await survey(adminRequest(`/api/team/${token}`), {
      params: Promise.resolve({ token }),
    });
    expect((await context.json()).answered).toBe(true);
  });

  it("refuses bad answers with the assessment's messages, storing nothing", async () => {
    const id = await seedAssessment();
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
    expect(await db.teamResponse.count()).toBe(0);
    expect((await answer(token, makeTeamAnswers())).status).toBe(201);
  });

  it("refuses a lone UTF-16 surrogate in the friction answer with 400, storing nothing", async () => {
    const id = await seedAssessment();
    await inviteAll(id, ["lee@example.org"]);
    const token = await invitationToken("lee@example.org");
    const res = await answer(token, makeTeamAnswers({ aiFriction: "Approvals \ud800" }));
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe("Please remove unsupported characters.");
    expect(await db.teamResponse.count()).toBe(0);
  });

  it("takes one answer per browser through a team link, and more from other browsers", async () => {
    const id = await seedAssessment();
    const token = await linkOf(id);
    const first = await answer(token, makeTeamAnswers());
    expect(first.status).toBe(201);
    const cookie = cookieOf(first);
    expect(first.headers.get("set-cookie")).toMatch(/HttpOnly/i);
    expect((await answer(token, makeTeamAnswers(), cookie)).status).toBe(409);
    const context = await survey(adminRequest(`/api/team/${token}`, { headers: { cookie } }), {
      params: Promise.resolve({ token }),
    });
    expect((await context.json()).answered).toBe(true);
    expect((await answer(token, makeTeamAnswers())).status).toBe(201);
    expect(await db.teamResponse.count()).toBe(2);
  });

  it("rate limits team-link answers from one client", async () => {
    const id = await seedAssessment();
    const token = await linkOf(id);
    for (let i = 0; i < 20; i++) expect((await answer(token, makeTeamAnswers())).status).toBe(201);
    const limited = await answer(token, makeTeamAnswers());
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBeTruthy();
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

  it("says once when the minimum is reached and once when everyone invited has answered", async () => {
    const id = await seedAssessment({ executiveEmail: "dana@example.com" });
    const leaders = ["a@example.org", "b@example.org", "c@example.org", "d@example.org"];
    await inviteAll(id, leaders);
    for (const email of leaders.slice(0, 2))
      await answer(await invitationToken(email), makeTeamAnswers());
    expect(await noticesTo("dana@example.com")).toEqual([]);
    await answer(await invitationToken("c@example.org"), makeTeamAnswers());
    await answer(await invitationToken("d@example.org"), makeTeamAnswers());
    const notices = await noticesTo("dana@example.com");
    expect(notices.map((n) => n.subject)).toEqual([
      "Your leadership team's view is ready: Northwind Logistics",
      "Every leader you invited has answered: Northwind Logistics",
    ]);
    for (const notice of notices) expect(notice.text).not.toMatch(/[abcd]@example\.org/);
  });

  it("sends one notice when the last invited leader is also the third", async () => {
    const id = await seedAssessment({ executiveEmail: "dana@example.com" });
    const leaders = ["a@example.org", "b@example.org", "c@example.org"];
    await inviteAll(id, leaders);
    for (const email of leaders) await answer(await invitationToken(email), makeTeamAnswers());
    const notices = await noticesTo("dana@example.com");
    expect(notices).toHaveLength(1);
    expect(notices[0]!.subject).toBe("Every leader you invited has answered: Northwind Logistics");
    expect(notices[0]!.text).toMatch(/Leadership Alignment/);
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
    const id = await seedAssessment({ executiveEmail: "dana@example.com" });
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
