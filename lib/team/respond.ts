import "server-only";
import type { NextRequest } from "next/server";
import { isProduction } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { clientAddress, hit } from "@/lib/rate-limit";
import { answeredCookieName } from "./context";
import { teamMinimum } from "./aggregate";
import { notifyExecutive } from "./notify";
import { scheduleTeamRefresh } from "./refresh";
import { TEAM_LINK_DAYS } from "./options";
import type { TeamAnswers } from "./schemas";
import { ALREADY_ANSWERED, resolveSurveyTokenOrThrow, storeTeamResponse } from "./survey";

export interface AnsweredCookie {
  name: string;
  value: string;
  options: { httpOnly: true; sameSite: "lax"; secure: boolean; path: string; maxAge: number };
}

/**
 * POST /api/team/{token}/responses: an invitation answers once; a team link once per browser
 * (a cookie), within the per-client and per-link rate limits. Then the executive hears when
 * the minimum is reached or everyone invited has answered.
 */
export async function recordSurveyAnswers(
  token: string,
  answers: TeamAnswers,
  request: NextRequest,
): Promise<{ cookie: AnsweredCookie | null }> {
  const { access } = await resolveSurveyTokenOrThrow(token);
  let cookie: AnsweredCookie | null = null;
  if (access.kind === "invitation") {
    if (access.answered) throw new AppError("conflict", ALREADY_ANSWERED);
  } else {
    const name = answeredCookieName(access.id);
    if (request.cookies.has(name)) throw new AppError("conflict", ALREADY_ANSWERED);
    await hit("teamResponseByClient", clientAddress(request));
    await hit("teamResponseByLink", access.id);
    cookie = {
      name,
      value: "1",
      options: {
        httpOnly: true,
        sameSite: "lax",
        secure: isProduction,
        path: "/",
        maxAge: (TEAM_LINK_DAYS + 1) * 86_400,
      },
    };
  }
  const counts = await storeTeamResponse(access, answers);
  await notifyExecutive(access.assessmentId, counts);
  // From the minimum on, the report and roadmap are written again with the team (debounced).
  if (counts.responses >= teamMinimum()) await scheduleTeamRefresh(access.assessmentId);
  return { cookie };
}
