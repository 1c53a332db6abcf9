import { json, route } from "@/lib/http";
import { surveyContext } from "@/lib/team/context";
import { resolveSurveyTokenOrThrow } from "@/lib/team/survey";

/** The survey's context: company, inviting executive, questions, and whether this browser answered. */
export const GET = route<"public", undefined, { token: string }>(
  { access: "public" },
  async ({ params, request }) => {
    const survey = await resolveSurveyTokenOrThrow(params.token);
    return json(surveyContext(survey, request.cookies), 200, { "Cache-Control": "no-store" });
  },
);
