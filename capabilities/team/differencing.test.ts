import { resetData } from "@/tests/helpers/database";
import { accountWithToken, adminRequest, withId } from "@/tests/helpers/admin";
import { db } from "@/platform/db";
import {
  answer,
  answerByLink,
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

/**
 * The attacks on the team view's anonymity, replayed: read the view, add one known leader's
 * answer, read again; and supply the minimum oneself through a team link.
 */

beforeEach(resetData);

/** Two answers as far apart as the survey allows, in every field. */
const extremes: TeamAnswers[] = [
  makeTeamAnswers({
    aiConfidence: 1,
    aiToolsUsed: ["none"],
    aiPerception: "overhyped",
    orgAiElements: ["none_yet"],
    orgPosture: "fearful",
    aiDepartments: ["finance"],
    memberFunction: "finance",
    seniority: "manager",
  }),
  makeTeamAnswers({
    aiConfidence: 10,
    aiToolsUsed: ["chatgpt", "copilot", "claude"],
    aiPerception: "major_opportunity",
    orgAiElements: ["ai_policy", "dept_pilots"],
    orgPosture: "activating",
    aiFriction: "Approvals take weeks and nobody owns data quality",
    aiDepartments: ["sales", "marketing", "operations"],
    memberFunction: "sales",
    seniority: "executive",
  }),
];

async function executiveWithTeamOfThree() {
  const owner = await accountWithToken("user", "dana@example.com");
  const admin = await accountWithToken("admin");
  const id = await seedProvenAssessment(
    { executiveEmail: "dana@example.com" },
    { user: { connect: { id: owner.user.id } } },
  );
  const inviteAs = async (emails: string[]) =>
    invite(
      adminRequest(`/api/assessments/${id}/team/invites`, {
        method: "POST",
        body: { emails },
        token: owner.token,
      }),
      withId(id),
    );
  const seen = async () => ({
    executive: await (
      await teamView(
        adminRequest(`/api/assessments/${id}/team`, { token: owner.token }),
        withId(id),
      )
    ).json(),
    admin: await (
      await teamView(
        adminRequest(`/api/assessments/${id}/team`, { token: admin.token }),
        withId(id),
      )
    ).json(),
    notices: await db.emailMessage.findMany({
      where: { to: "dana@example.com" },
      orderBy: { createdAt: "asc" },
      select: { subject: true, text: true },
    }),
  });
  const leaders = ["ana", "ben", "cai"].map((n) => `${n}@example.org`);
  await inviteAs(leaders);
  for (const [i, email] of leaders.entries())
    await answer(await invitationToken(email), makeTeamAnswers({ aiConfidence: 4 + i }));
  return { id, owner, inviteAs, seen };
}

it("read, add one leader, read again: nothing of the added answer shows, to the executive or an admin", async () => {
  const afterTheFourth: string[] = [];
  for (const added of extremes) {
    await resetData();
    const { inviteAs, seen } = await executiveWithTeamOfThree();
    const before = await seen();
    expect(before.executive.aggregates.responses).toBe(3);

    await inviteAs(["dev@example.org"]);
    expect((await answer(await invitationToken("dev@example.org"), added)).status).toBe(201);
    const after = await seen();
    // The invitation e-mail is the only new thing the executive's inbox could hold: none is sent.
    expect(JSON.stringify(after)).toBe(
      JSON.stringify({
        ...before,
        executive: { ...before.executive, invited: 4 },
        admin: { ...before.admin, invited: 4 },
      }),
    );
    afterTheFourth.push(JSON.stringify(after).replace(/[0-9a-f-]{36}/g, "<id>"));

    // A fifth, known to the executive, changes nothing either.
    await inviteAs(["eve@example.org"]);
    await answer(await invitationToken("eve@example.org"), makeTeamAnswers());
    expect((await seen()).executive.aggregates).toEqual(before.executive.aggregates);
  }
  // And the two extremes are indistinguishable.
  expect(afterTheFourth[1]).toBe(afterTheFourth[0]);
});

it("joins answers to the view only as a group of three, with one notice", async () => {
  const { inviteAs, seen } = await executiveWithTeamOfThree();
  await inviteAs(["dev@example.org", "eve@example.org", "fay@example.org"]);
  for (const email of ["dev@example.org", "eve@example.org"])
    await answer(await invitationToken(email), extremes[1]);
  expect((await seen()).executive.responses).toBe(3);
  await answer(await invitationToken("fay@example.org"), extremes[1]);
  const grown = await seen();
  expect(grown.executive.responses).toBe(6);
  expect(grown.admin.aggregates).toEqual(grown.executive.aggregates);
  expect(grown.notices.map((n) => n.subject)).toEqual([
    "Your leadership team's view is ready: Northwind Logistics",
    "More of your leadership team has answered: Northwind Logistics",
  ]);
});

it("the executive cannot supply the minimum through a team link", async () => {
  const owner = await accountWithToken("user", "dana@example.com");
  const id = await seedProvenAssessment(
    { executiveEmail: "dana@example.com" },
    { user: { connect: { id: owner.user.id } } },
  );
  const created = await createLink(
    adminRequest(`/api/assessments/${id}/team/link`, { method: "POST", token: owner.token }),
    withId(id),
  );
  const token = tokenOf((await created.json()).url);
  // Answering twice without the answered cookie: no code, no answer.
  for (let i = 0; i < 2; i++) expect((await answer(token, makeTeamAnswers())).status).toBe(400);
  // With the executive's own address: no code is sent.
  expect((await requestCode(token, "dana@example.com")).status).toBe(400);
  // One address answers once, however many codes it asks for.
  expect((await answerByLink(token, "alias@example.net", makeTeamAnswers())).status).toBe(201);
  expect((await answerByLink(token, "alias@example.net", makeTeamAnswers())).status).toBe(409);
  // One real leader: still nothing to read.
  expect((await answerByLink(token, "lee@example.org", extremes[0])).status).toBe(201);
  const view = await (
    await teamView(adminRequest(`/api/assessments/${id}/team`, { token: owner.token }), withId(id))
  ).json();
  expect(view).toMatchObject({ responses: 0, aggregates: null });
});
