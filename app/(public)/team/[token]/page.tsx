import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { SurveyForm } from "@/capabilities/team/components/survey-form";
import { surveyContext } from "@/capabilities/team/context";
import { resolveSurveyToken } from "@/capabilities/team/survey";

export const metadata: Metadata = {
  title: "Your view on AI",
  robots: { index: false, follow: false },
  referrer: "no-referrer",
};

/** The team survey a leader opens from an invitation or a team link (docs/features.md: Team mode). */
export default async function TeamSurveyPage({ params }: PageProps<"/team/[token]">) {
  const { token } = await params;
  const survey = await resolveSurveyToken(token);
  if (!survey) notFound();
  const context = surveyContext(survey);
  return (
    <div className="mx-auto grid w-full max-w-2xl px-4 py-8 sm:px-6 sm:py-12">
      <SurveyForm
        token={token}
        companyName={context.companyName}
        executiveName={context.executiveName}
        kind={context.kind}
        answered={context.answered}
        questions={context.questions}
      />
    </div>
  );
}
