import { resetData } from "@/tests/helpers/database";
import { accountWithToken, adminRequest, seedAssessment, withId } from "@/tests/helpers/admin";
import { db } from "@/platform/db";
import { getReportsByCompany } from "@/capabilities/accounts/my-reports";
import { answer, invitationToken, seedProvenAssessment } from "@/tests/helpers/team";
import { makeTeamAnswers } from "@/tests/helpers/team-responses";
import { POST as invite } from "@/app/api/assessments/[id]/team/invites/route";
import { GET as teamView } from "@/app/api/assessments/[id]/team/route";

const inviteAs = (id: string, body: unknown, token?: string) =>
  invite(
    adminRequest(`/api/assessments/${id}/team/invites`, { token, method: "POST", body }),
    withId(id),
  );
const view = async (id: string, token?: string) =>
  (await teamView(adminRequest(`/api/assessments/${id}/team`, { token }), withId(id))).json();

beforeEach(resetData);

/** An owner's assessment that invited two leaders, and its retake. */
async function retakeOfInvitedTeam() {
  const owner = await accountWithToken("user");
  const user = { connect: { id: owner.user.id } };
  const earlier = await seedAssessment({}, { user });
  await inviteAs(earlier, { emails: ["lee@example.org", "sam@example.org"] }, owner.token);
  const retake = await seedAssessment(
    {},
    { user, previousAssessment: { connect: { id: earlier } } },
  );
  return { owner, earlier, retake };
}

describe("inviting the same team again", () => {
  it("counts the earlier team in GET team and invites it in one request, without typing an address", async () => {
    const { owner, earlier, retake } = await retakeOfInvitedTeam();
    expect((await view(earlier, owner.token)).previousTeam).toBe(0);
    expect((await view(retake, owner.token)).previousTeam).toBe(2);

    const res = await inviteAs(retake, { previousTeam: true }, owner.token);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({
      invited: ["lee@example.org", "sam@example.org"],
      rejected: [],
    });
    const sent = await db.teamInvitation.findMany({ where: { assessmentId: retake } });
    expect(sent).toHaveLength(2);
    expect((await view(retake, owner.token)).invited).toBe(2);

    const again = await (await inviteAs(retake, { previousTeam: true }, owner.token)).json();
    expect(again.invited).toEqual([]);
    expect(again.rejected.map((r: { reason: string }) => r.reason)).toEqual([
      "Already invited",
      "Already invited",
    ]);
  });

  it("offers the earlier team on the retake's My Reports card only", async () => {
    const { owner, earlier, retake } = await retakeOfInvitedTeam();
    const cards = (await getReportsByCompany(owner.user.id)).flatMap((c) => c.reports);
    expect(Object.fromEntries(cards.map((r) => [r.id, r.previousTeam]))).toEqual({
      [earlier]: 0,
      [retake]: 2,
    });
  });

  it("refuses a first assessment with 400 and anyone but the owner with 403", async () => {
    const { owner, earlier, retake } = await retakeOfInvitedTeam();
    const stranger = await accountWithToken("user");
    const first = await inviteAs(earlier, { previousTeam: true }, owner.token);
    expect(first.status).toBe(400);
    expect((await first.json()).message).toBe("There is no earlier team to invite again.");
    expect((await inviteAs(retake, { previousTeam: true }, stranger.token)).status).toBe(403);
    expect((await inviteAs(retake, {}, owner.token)).status).toBe(400);
  });
});

describe("team engagement in the lead score", () => {
  it("adds a point when the team minimum is reached, recomputed as the answers arrive", async () => {
    const id = await seedProvenAssessment();
    const start = (await db.assessment.findUniqueOrThrow({ where: { id } })).leadScore!;
    await inviteAs(id, { emails: ["a@example.org", "b@example.org", "c@example.org"] });
    const tokens = await Promise.all(
      ["a@example.org", "b@example.org", "c@example.org"].map(invitationToken),
    );
    const scoreNow = async () =>
      (await db.assessment.findUniqueOrThrow({ where: { id } })).leadScore;

    expect((await answer(tokens[0]!, makeTeamAnswers())).status).toBe(201);
    expect((await answer(tokens[1]!, makeTeamAnswers())).status).toBe(201);
    expect(await scoreNow()).toBe(start);
    expect((await answer(tokens[2]!, makeTeamAnswers())).status).toBe(201);
    expect(await scoreNow()).toBe(Math.min(10, start + 1));
  });
});
