import { json, route } from "@/platform/http";
import { surveyContext } from "@/capabilities/team/context";
import { resolveSurveyTokenOrThrow } from "@/capabilities/team/survey";

/** The survey's context: company, inviting executive, questions, and whether an invitation has answered. */
export const GET = route<"public", undefined, { token: string }>(
  { access: "public" },
  async ({ params }) => {
    const survey = await resolveSurveyTokenOrThrow(params.token);
    return json(surveyContext(survey), 200, { "Cache-Control": "no-store" });
  },
);
