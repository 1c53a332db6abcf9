import { MessagesSquare } from "@/platform/ui/icons";
import { ChartFigure } from "@/platform/ui/chart-figure";
import type { TeamAggregates } from "@/capabilities/team/alignment-types";
import { LazyDistributionChart } from "./charts/lazy-distribution-chart";
import { QuestionDistributionFigure } from "./question-distribution";

/** The team's aggregates (from the minimum on): gaps first, then the detail behind them. */
export function AlignmentDetails({ aggregates }: { aggregates: TeamAggregates }) {
  const { responses, gaps, confidence, governanceGaps, friction, breakdowns } = aggregates;
  return (
    <div className="grid gap-8">
      <section aria-labelledby="team-gaps" className="grid gap-3">
        <h3 id="team-gaps" className="text-lg font-semibold">
          {gaps.length > 0 ? "The largest gaps, and the conversation to have" : "Where you agree"}
        </h3>
        {gaps.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            Your team sees AI much as you do on every question compared.
          </p>
        ) : (
          <ol className="grid gap-3 md:grid-cols-3">
            {gaps.map((gap) => (
              <li
                key={gap.field}
                className="grid content-start gap-2 rounded-lg border bg-card p-4"
              >
                <p className="text-sm font-semibold text-primary">{gap.topic}</p>
                <p className="text-sm">{gap.finding}</p>
                <p className="flex gap-2 text-sm text-muted-foreground">
                  <MessagesSquare className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  <span>{gap.conversation}</span>
                </p>
              </li>
            ))}
          </ol>
        )}
      </section>

      <div className="grid gap-6 md:grid-cols-2">
        <section aria-labelledby="team-confidence" className="grid content-start gap-2">
          <h3 id="team-confidence" className="text-lg font-semibold">
            Confidence using AI
          </h3>
          <p className="text-sm">
            Team median <strong>{confidence.median}/10</strong>, the middle half between{" "}
            {confidence.lowerQuartile} and {confidence.upperQuartile} (spread {confidence.spread});
            you: <strong>{confidence.executive}/10</strong>.
          </p>
          <ChartFigure
            caption={`Leaders' confidence using AI, 1 to 10, of ${responses}; yours is ${confidence.executive}`}
            columns={[{ header: "Confidence" }, { header: "Leaders", numeric: true }]}
            rows={confidence.distribution.map((d) => [`${d.value}/10`, d.count])}
            className="h-64"
          >
            <LazyDistributionChart
              of={responses}
              points={confidence.distribution.map((d) => ({
                label: `${d.value}/10`,
                count: d.count,
                executive: d.value === confidence.executive,
              }))}
            />
          </ChartFigure>
        </section>

        <section aria-labelledby="team-governance" className="grid content-start gap-3">
          <h3 id="team-governance" className="text-lg font-semibold">
            What you count as in place that most of the team does not see
          </h3>
          {governanceGaps.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              Most of your team sees each element you count as in place.
            </p>
          ) : (
            <ul className="grid gap-2">
              {governanceGaps.map((g) => (
                <li key={g.value} className="rounded-lg border p-3 text-sm">
                  <span className="font-medium">{g.label}</span>: {g.seenBy} of {g.of} leaders see
                  it
                </li>
              ))}
            </ul>
          )}
          <h3 className="pt-2 text-lg font-semibold">What slows adoption</h3>
          <p className="text-sm">
            {friction.answered} of {responses} leaders wrote about it.
            {friction.themes.length > 0
              ? " The themes they raise (never their words):"
              : " Themes show once three have written."}
          </p>
          {friction.themes.length > 0 && (
            <ul className="grid gap-1 text-sm">
              {friction.themes.map((t) => (
                <li key={t.label}>
                  {t.label}: {t.count} {t.count === 1 ? "answer" : "answers"}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>

      {breakdowns.map((b) => (
        <section key={b.dimension} aria-labelledby={`team-${b.dimension}`} className="grid gap-2">
          <h3 id={`team-${b.dimension}`} className="text-lg font-semibold">
            {b.title}
          </h3>
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead>
                <tr className="border-b">
                  <th scope="col" className="py-2 pr-4">
                    Group
                  </th>
                  <th scope="col" className="py-2 pr-4 text-right">
                    Leaders
                  </th>
                  <th scope="col" className="py-2 pr-4 text-right">
                    Confidence (median)
                  </th>
                  <th scope="col" className="py-2">
                    Most say the organization is
                  </th>
                </tr>
              </thead>
              <tbody>
                {b.groups.map((g) => (
                  <tr key={g.value} className="border-b last:border-0">
                    <th scope="row" className="py-2 pr-4 font-medium">
                      {g.label}
                    </th>
                    <td className="py-2 pr-4 text-right tabular-nums">{g.count}</td>
                    <td className="py-2 pr-4 text-right tabular-nums">{g.confidenceMedian}/10</td>
                    <td className="py-2">{g.posture}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}

      <section aria-labelledby="team-questions" className="grid gap-4">
        <h3 id="team-questions" className="text-lg font-semibold">
          Question by question
        </h3>
        <div className="grid gap-8 md:grid-cols-2">
          {aggregates.questions.map((q) => (
            <QuestionDistributionFigure key={q.field} question={q} responses={responses} />
          ))}
        </div>
      </section>
    </div>
  );
}
