import { resetData } from "@/tests/helpers/database";
import { accountWithToken, adminRequest, noParams, withId } from "@/tests/helpers/admin";
import { answer, invitationToken, seedProvenAssessment } from "@/tests/helpers/team";
import { makeTeamAnswers } from "@/tests/helpers/team-responses";
import { GET as list } from "@/app/api/admin/assessments/route";
import { GET as details } from "@/app/api/admin/assessments/[id]/details/route";
import { POST as invite } from "@/app/api/assessments/[id]/team/invites/route";

beforeEach(resetData);

it("shows each lead's team size, response rate and retakes in the admin list and details", async () => {
  const admin = await accountWithToken("admin");
  const first = await seedProvenAssessment({ companyName: "First Co" });
  await invite(
    adminRequest(`/api/assessments/${first}/team/invites`, {
      method: "POST",
      body: { emails: ["lee@example.org", "sam@example.org"] },
    }),
    withId(first),
  );
  expect((await answer(await invitationToken("lee@example.org"), makeTeamAnswers())).status).toBe(
    201,
  );
  const retake = await seedProvenAssessment(
    { companyName: "First Co" },
    { previousAssessment: { connect: { id: first } } },
  );

  const res = await list(adminRequest("/api/admin/assessments", { token: admin.token }), noParams);
  const rows: { id: string; teamAndRetakes: unknown }[] = (await res.json()).assessments;
  const of = (id: string) => rows.find((row) => row.id === id)?.teamAndRetakes;
  expect(of(first)).toEqual({
    invited: 2,
    answered: 1,
    // One answer waits for its group: the team view (and its count) has none yet.
    responses: 0,
    responseRate: 50,
    retakeOf: null,
    retakes: 1,
  });
  expect(of(retake)).toEqual({
    invited: 0,
    answered: 0,
    responses: 0,
    responseRate: null,
    retakeOf: first,
    retakes: 0,
  });

  const detail = await details(
    adminRequest(`/api/admin/assessments/${first}/details`, { token: admin.token }),
    withId(first),
  );
  expect((await detail.json()).assessment.teamAndRetakes).toMatchObject({
    invited: 2,
    responseRate: 50,
    retakes: 1,
  });
});
