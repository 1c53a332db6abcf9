import { Badge } from "@/platform/ui/badge";
import { TeamRetakesFields } from "@/capabilities/team/components";
import { Field, NOT_GENERATED, Section } from "./detail-fields";
import {
  contentText,
  formatDateTime,
  NONE,
  orNotProvided,
  readinessOutOf100,
  yesNo,
} from "./format";
import type { AssessmentDetails } from "./types";

/** Scores, tools, questions and roadmap: what a completed assessment got. */
export function GeneratedSections({ a }: { a: AssessmentDetails }) {
  const questions = a.followUpQuestions;
  const roadmap = contentText(a.roadmapContent);
  return (
    <>
      <Section title="Scoring & Results">
        <Field label="AI readiness score" value={readinessOutOf100(a.aiReadinessScore)} />
        <Field
          label="Lead score"
          value={a.leadScore === null ? "Not calculated" : `${a.leadScore}/10`}
        />
        <Field label="Lead qualified" value={yesNo(a.leadQualified)} />
        <Field label="Roadmap generated" value={yesNo(a.roadmapGenerated)} />
      </Section>
      {a.teamAndRetakes && (
        <Section title="Team & retakes">
          <TeamRetakesFields team={a.teamAndRetakes} />
        </Section>
      )}

      <section aria-labelledby={`${a.id}-tools`} className="grid gap-2">
        <h3 id={`${a.id}-tools`} className="font-semibold">
          AI Tool Recommendations
        </h3>
        {a.aiRecommendations.length === 0 ? (
          <p className="text-sm text-muted-foreground">{NONE}</p>
        ) : (
          <ul className="grid gap-2 sm:grid-cols-2">
            {a.aiRecommendations.map((tool, index) => (
              <li key={`${tool.name}-${index}`} className="rounded-md border p-3 text-sm">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-medium">{tool.name}</span>
                  {tool.priority ? <Badge variant="outline">{tool.priority} priority</Badge> : null}
                </div>
                <p className="mt-1 text-muted-foreground">Pricing: {orNotProvided(tool.pricing)}</p>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby={`${a.id}-questions`} className="grid gap-2">
        <h3 id={`${a.id}-questions`} className="font-semibold">
          Follow-up Questions
        </h3>
        {!questions ? (
          <p className="text-sm text-muted-foreground">{NOT_GENERATED}</p>
        ) : (
          <>
            <ol className="grid gap-3">
              {[questions.q1, questions.q2, questions.q3].map((q) => (
                <li key={q.topic} className="rounded-md border p-3 text-sm">
                  <p className="font-medium">{q.topic}</p>
                  <p className="mt-1">{q.primary}</p>
                  <p className="mt-1 text-muted-foreground">Follow-up: {q.followup}</p>
                </li>
              ))}
            </ol>
            <p className="text-xs text-muted-foreground">
              Generated {formatDateTime(questions.generatedAt)} · Prompt version{" "}
              {orNotProvided(questions.promptVersion)}
            </p>
          </>
        )}
      </section>

      <section aria-labelledby={`${a.id}-roadmap`} className="grid gap-2">
        <h3 id={`${a.id}-roadmap`} className="font-semibold">
          Roadmap Content
        </h3>
        {roadmap ? (
          <details className="rounded-md border">
            <summary className="cursor-pointer rounded-md px-3 py-2 text-sm font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50">
              Show raw roadmap content
            </summary>
            <pre className="border-t px-3 py-2 text-xs break-all whitespace-pre-wrap">
              {roadmap}
            </pre>
          </details>
        ) : (
          <p className="text-sm text-muted-foreground">{NOT_GENERATED}</p>
        )}
      </section>
    </>
  );
}
