import "server-only";
import { surveyQuestions } from "./questions";
import type { resolveSurveyToken } from "./survey";

type Survey = NonNullable<Awaited<ReturnType<typeof resolveSurveyToken>>>;

/**
 * What GET /api/team/{token} and the survey page show. A team link asks each leader for their
 * address and a code before it takes their answers; whether one answered shows only then.
 */
export function surveyContext(survey: Survey) {
  const { access, assessment } = survey;
  return {
    companyName: assessment.companyName,
    executiveName: assessment.executiveName,
    kind: access.kind,
    answered: access.kind === "invitation" && access.answered,
    questions: surveyQuestions,
  };
}

export type SurveyContext = ReturnType<typeof surveyContext>;
