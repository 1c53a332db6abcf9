import { json, route } from "@/platform/http";
import { DECLINED, declineInvitation } from "@/capabilities/team/decline";
import { resolveSurveyTokenOrThrow } from "@/capabilities/team/survey";

/** An invited leader asks for no more invitations: 200; a team link's token 400. */
export const POST = route<"public", undefined, { token: string }>(
  { access: "public" },
  async ({ params }) => {
    const { access } = await resolveSurveyTokenOrThrow(params.token);
    await declineInvitation(access);
    return json({ success: true, message: DECLINED });
  },
);
