import { ChartFigure } from "@/platform/ui/chart-figure";
import type { QuestionDistribution } from "@/capabilities/team/alignment-types";
import { LazyDistributionChart } from "./charts/lazy-distribution-chart";

/** One question: how many leaders chose each option, beside the executive's own answer. */
export function QuestionDistributionFigure({
  question,
  responses,
}: {
  question: QuestionDistribution;
  responses: number;
}) {
  const own = question.options.filter((o) => o.executive).map((o) => o.label);
  const points = question.options.map(({ label, count, executive }) => ({
    label,
    count,
    executive,
  }));
  return (
    <div className="grid gap-2">
      <h4 className="text-sm font-semibold">{question.question}</h4>
      <p className="text-sm text-muted-foreground">
        Your answer: <span className="font-medium text-foreground">{own.join(", ") || "none"}</span>
      </p>
      <ChartFigure
        caption={`${question.question}: leaders choosing each option, of ${responses}, and your answer`}
        columns={[
          { header: "Option" },
          { header: "Leaders", numeric: true },
          { header: "Your answer" },
        ]}
        rows={question.options.map((o) => [o.label, o.count, o.executive ? "Yes" : "No"])}
        className={points.length > 6 ? "h-72" : "h-48"}
      >
        <LazyDistributionChart points={points} of={responses} />
      </ChartFigure>
    </div>
  );
}
