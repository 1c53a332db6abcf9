import { json, route } from "@/lib/http";
import { reinvitePreviousTeam } from "@/lib/progress/reinvite";
import { clientAddress, hit } from "@/lib/rate-limit";
import { getTeamAssessmentOrThrow } from "@/lib/team/access";
import { inviteLeaders } from "@/lib/team/invitations";
import { teamInvitesInputSchema } from "@/lib/team/schemas";

/**
 * Invites up to 25 leaders by e-mail, or with `{previousTeam: true}` those the retaken
 * assessment invited: `201 {invited, rejected: [{email, reason}]}`.
 */
export const POST = route<"public", typeof teamInvitesInputSchema, { id: string }>(
  { access: "public", body: teamInvitesInputSchema },
  async ({ params, caller, body, request }) => {
    const assessment = await getTeamAssessmentOrThrow(params.id, caller);
    await hit("teamInviteByClient", clientAddress(request));
    await hit("teamInvite", assessment.id);
    const outcome = body.previousTeam
      ? await reinvitePreviousTeam(assessment)
      : await inviteLeaders(assessment, body.emails ?? []);
    return json(outcome, 201);
  },
);
