import { json, route } from "@/platform/http";
import { AppError } from "@/platform/errors";
import { CODE_MINUTES } from "@/capabilities/team/codes";
import { sendLinkCode } from "@/capabilities/team/link-codes";
import { teamCodeInputSchema } from "@/capabilities/team/schemas";
import { resolveSurveyTokenOrThrow } from "@/capabilities/team/survey";

/**
 * A one-time code for answering through a team link, sent to `{email}`: 202. The executive's
 * own and invited addresses are refused with 400; an invitation needs no code (400).
 */
export const POST = route<"public", typeof teamCodeInputSchema, { token: string }>(
  { access: "public", body: teamCodeInputSchema, maxBodyBytes: 2 * 1024 },
  async ({ params, request, body }) => {
    const { access } = await resolveSurveyTokenOrThrow(params.token);
    if (access.kind !== "link")
      throw new AppError("bad_request", "This invitation is yours alone: it needs no code.");
    await sendLinkCode(
      { linkId: access.id, assessmentId: access.assessmentId },
      body.email,
      request,
    );
    return json(
      {
        success: true,
        message: `A code is on its way to ${body.email}. It works for ${CODE_MINUTES} minutes.`,
      },
      202,
    );
  },
);
