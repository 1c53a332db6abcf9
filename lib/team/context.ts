import "server-only";
import { surveyQuestions } from "./questions";
import type { resolveSurveyToken } from "./survey";

type Survey = NonNullable<Awaited<ReturnType<typeof resolveSurveyToken>>>;

/** The cookie that says this browser answered through a team link (one answer per browser). */
export const answeredCookieName = (linkId: string) => `team-answered-${linkId}`;

/** What GET /api/team/{token} and the survey page show. */
export function surveyContext(survey: Survey, cookies: { has(name: string): boolean }) {
  const { access, assessment } = survey;
  return {
    companyName: assessment.companyName,
    executiveName: assessment.executiveName,
    kind: access.kind,
    answered:
      access.kind === "invitation" ? access.answered : cookies.has(answeredCookieName(access.id)),
    questions: surveyQuestions,
  };
}

export type SurveyContext = ReturnType<typeof surveyContext>;
