import { SURVEY_NOT_FOUND } from "@/capabilities/team/messages";

/** An unknown, revoked or expired survey link: 404, and what to do instead. */
export default function SurveyLinkNotFound() {
  return (
    <div className="mx-auto grid w-full max-w-xl gap-6 px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">Team survey</h1>
      <p role="alert">{SURVEY_NOT_FOUND}</p>
    </div>
  );
}
