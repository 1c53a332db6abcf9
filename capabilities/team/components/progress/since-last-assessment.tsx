import { CheckCircle2, Circle, TrendingUp } from "@/platform/ui/icons";
import type { ReactNode } from "react";
import { ReportSection } from "@/platform/ui/report-section";
import { formatDelta, type Progress } from "@/capabilities/team/progress/compare";
import { formatReportDate } from "@/model/documents/format";
import { PillarDeltaTable } from "./pillar-delta-table";

export const SINCE_LAST_TITLE = "Since Your Last Assessment";

/**
 * "Since your last assessment" (results and report of a retake): the score and each pillar
 * then and now, the answers that changed, and the earlier roadmap's quick wins the new answers
 * reflect. `actions`: the re-invite button, where the page offers it.
 */
export function SinceLastAssessment({
  progress,
  actions,
}: {
  progress: Progress;
  actions?: ReactNode;
}) {
  const { score, pillars, changes, quickWins } = progress;
  const reflected = quickWins.filter((win) => win.evidence);
  const open = quickWins.filter((win) => !win.evidence);
  return (
    <ReportSection
      title={SINCE_LAST_TITLE}
      icon={TrendingUp}
      className="rounded-xl border bg-card p-4 shadow-sm sm:p-6 print:border-0 print:p-0 print:shadow-none"
      description={`Compared with your assessment of ${formatReportDate(progress.previousDate)}.`}
    >
      <p className="flex flex-wrap items-baseline gap-x-2 text-lg" data-testid="progress-score">
        <span>AI readiness score:</span>{" "}
        <span className="font-semibold">
          {score.before} → {score.after}/100
        </span>{" "}
        <span
          className={
            score.delta > 0
              ? "font-semibold text-success"
              : score.delta < 0
                ? "font-semibold text-destructive"
                : "text-muted-foreground"
          }
        >
          ({formatDelta(score.delta)})
        </span>
      </p>
      <PillarDeltaTable pillars={pillars} />

      <div className="grid gap-2">
        <h3 className="text-base font-semibold">What changed in your answers</h3>
        {changes.length === 0 ? (
          <p className="text-sm text-muted-foreground">No answer changed.</p>
        ) : (
          <dl className="grid gap-2 text-sm">
            {changes.map((change) => (
              <div key={change.field} className="grid gap-0.5 rounded-lg border px-3 py-2">
                <dt className="font-medium">{change.question}</dt>
                <dd className="text-muted-foreground">
                  <span className="sr-only">Before: </span>
                  {change.before}
                  <span aria-hidden="true"> → </span>
                  <span className="sr-only">, now: </span>
                  <span className="text-foreground">{change.after}</span>
                </dd>
              </div>
            ))}
          </dl>
        )}
      </div>

      {quickWins.length > 0 && (
        <div className="grid gap-2">
          <h3 className="text-base font-semibold">Quick wins from your last roadmap</h3>
          <ul className="grid gap-1.5 text-sm">
            {reflected.map((win) => (
              <li key={win.title} className="flex gap-2">
                <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                <span>
                  <span className="font-medium">{win.title}</span>
                  <span className="sr-only"> (reflected now)</span>: {win.evidence}.
                </span>
              </li>
            ))}
            {open.map((win) => (
              <li key={win.title} className="flex gap-2 text-muted-foreground">
                <Circle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                <span>
                  {win.title}
                  <span className="sr-only"> (not reflected in your answers yet)</span>
                </span>
              </li>
            ))}
          </ul>
          <p className="text-xs text-muted-foreground">
            {reflected.length} of {quickWins.length} reflected in your answers now.
          </p>
        </div>
      )}
      {actions}
    </ReportSection>
  );
}
