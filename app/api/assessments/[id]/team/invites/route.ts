import { json, route } from "@/platform/http";
import { reinvitePreviousTeam } from "@/capabilities/team/progress/reinvite";
import { clientAddress, hit } from "@/platform/rate-limit";
import { getTeamAssessmentOrThrow } from "@/capabilities/team/access";
import { inviteLeaders } from "@/capabilities/team/invitations";
import { confirmSender } from "@/capabilities/team/sender";
import { teamInvitesInputSchema } from "@/capabilities/team/schemas";

/**
 * Invites up to 25 leaders by e-mail, or with `{previousTeam: true}` those the retaken
 * assessment invited: `201 {invited, rejected: [{email, reason}]}`. An executive whose address
 * is not yet proven gets a code by e-mail first (403), and sends it as `verification.code`.
 */
export const POST = route<"public", typeof teamInvitesInputSchema, { id: string }>(
  { access: "public", body: teamInvitesInputSchema },
  async ({ params, caller, body, request }) => {
    const assessment = await getTeamAssessmentOrThrow(params.id, caller);
    await hit("teamInviteByClient", clientAddress(request));
    await hit("teamInvite", assessment.id);
    await confirmSender(assessment, body.verification?.code);
    const outcome = body.previousTeam
      ? await reinvitePreviousTeam(assessment)
      : await inviteLeaders(assessment, body.emails ?? []);
    return json(outcome, 201);
  },
);
