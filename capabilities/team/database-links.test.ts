import { resetData } from "@/tests/helpers/database";
import { adminRequest, withId } from "@/tests/helpers/admin";
import { db } from "@/platform/db";
import { answer, invitationToken, seedProvenAssessment } from "@/tests/helpers/team";
import { makeTeamAnswers } from "@/tests/helpers/team-responses";
import { POST as invite } from "@/app/api/assessments/[id]/team/invites/route";

/**
 * Someone with the database or a backup of it tries to tie each team response to the address
 * that gave it: by transaction id (xmin), physical order (ctid), order of insertion or a time.
 */

beforeEach(resetData);

/** Three leaders answer in turn, their confidence 1, 2, 3; a fourth (9) waits for its group. */
async function teamAnswersInTurn() {
  const id = await seedProvenAssessment();
  const leaders = ["ana", "ben", "cai", "dev"].map((n) => `${n}@example.org`);
  await invite(
    adminRequest(`/api/assessments/${id}/team/invites`, {
      method: "POST",
      body: { emails: leaders },
    }),
    withId(id),
  );
  for (const [i, email] of leaders.entries())
    await answer(
      await invitationToken(email),
      makeTeamAnswers({ aiConfidence: i === 3 ? 9 : i + 1, aiFriction: `Friction of leader ${i}` }),
    );
  return id;
}

const joinedOn = (column: "xmin" | "ctid") =>
  db.$queryRawUnsafe<{ email: string }[]>(
    `SELECT i.email FROM team_responses r JOIN team_invitations i ON i.${column} = r.${column}`,
  );

it("links no response to an invitation by xmin or ctid, before and after VACUUM FREEZE", async () => {
  await teamAnswersInTurn();
  expect(await db.teamResponse.count()).toBe(3);
  expect(await joinedOn("xmin")).toEqual([]);
  expect(await joinedOn("ctid")).toEqual([]);
  // The group was written by one transaction of its own: one xmin, shared with no invitation.
  const xmins = await db.$queryRaw<{ xmin: string }[]>`
    SELECT DISTINCT xmin::text FROM team_responses`;
  expect(xmins).toHaveLength(1);
  await db.$executeRawUnsafe("VACUUM FREEZE team_responses, team_invitations");
  expect(await joinedOn("xmin")).toEqual([]);
});

it("stores a group in an order that is not the order of answering", async () => {
  const orders = new Set<string>();
  for (let round = 0; round < 8; round++) {
    await resetData();
    await teamAnswersInTurn();
    const rows = await db.$queryRaw<{ confidence: string }[]>`
      SELECT answers->>'aiConfidence' AS confidence FROM team_responses ORDER BY ctid`;
    orders.add(rows.map((r) => r.confidence).join(","));
  }
  // Eight groups all stored as answered would happen once in 1.7 million runs.
  expect(orders.size).toBeGreaterThan(1);
});

it("keeps no time, invitation or address beside an answer, and a waiting answer only sealed", async () => {
  await teamAnswersInTurn();
  const columns = await db.$queryRaw<{ table_name: string; column_name: string }[]>`
    SELECT table_name, column_name FROM information_schema.columns
    WHERE table_name IN ('team_responses', 'team_pending_answers', 'team_answerers')
    ORDER BY table_name, column_name`;
  expect(columns.map((c) => `${c.table_name}.${c.column_name}`)).toEqual([
    "team_answerers.addressHash",
    "team_answerers.assessmentId",
    "team_pending_answers.assessmentId",
    "team_pending_answers.id",
    "team_pending_answers.sealed",
    "team_responses.answers",
    "team_responses.assessmentId",
    "team_responses.id",
    "team_responses.memberFunction",
    "team_responses.seniority",
  ]);
  const [waiting] = await db.teamPendingAnswer.findMany();
  expect(waiting!.sealed).not.toMatch(/Friction|leader|aiConfidence|operations/);
  const hashes = JSON.stringify(await db.teamAnswerer.findMany());
  expect(hashes).not.toMatch(/example\.org|ana|ben|cai|dev@/);
});
