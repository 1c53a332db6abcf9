import "server-only";
import type { NextRequest } from "next/server";
import { AppError } from "@/platform/errors";
import { clientAddress, hit } from "@/platform/rate-limit";
import { forgetLinkCode, verifyLinkCode } from "./link-codes";
import { notifyExecutive } from "./notify";
import { scheduleTeamRefresh } from "./refresh";
import { releaseTeamAnswers } from "./release";
import { resolveSurveyTokenOrThrow, storeTeamResponse } from "./survey";
import type { TeamAnswers } from "./schemas";

export const CONFIRM_EMAIL = "Please confirm your e-mail address with the code we send you";

/**
 * POST /api/team/{token}/responses: an invitation answers once; a team link once per address
 * confirmed with a code, within the per-client and per-link rate limits. When enough answers
 * wait, the team view takes them as one group (capabilities/team/release.ts), and only then does the
 * executive hear of it and are the documents written again.
 */
export async function recordSurveyAnswers(
  token: string,
  input: { answers: TeamAnswers; verification?: { email: string; code: string } },
  request: NextRequest,
): Promise<void> {
  const { access } = await resolveSurveyTokenOrThrow(token);
  if (access.kind === "invitation") {
    await storeTeamResponse(access, input.answers);
  } else {
    const { verification } = input;
    if (!verification)
      throw new AppError("bad_request", CONFIRM_EMAIL, { fields: { verification: CONFIRM_EMAIL } });
    await hit("teamResponseByClient", clientAddress(request));
    await hit("teamResponseByLink", access.id);
    const link = { linkId: access.id, assessmentId: access.assessmentId };
    const hash = await verifyLinkCode(link, verification.email, verification.code);
    await storeTeamResponse(access, input.answers, hash);
    await forgetLinkCode(link, verification.email);
  }
  const responses = await releaseTeamAnswers(access.assessmentId);
  if (responses === null) return;
  await notifyExecutive(access.assessmentId, responses);
  await scheduleTeamRefresh(access.assessmentId);
}
