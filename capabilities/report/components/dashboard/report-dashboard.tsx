import { LayoutDashboard, ListChecks, Target } from "@/platform/ui/icons";
import type { PillarInput } from "@/capabilities/report/components/results/charts/chart-data";
import { PillarFigure } from "@/capabilities/report/components/results/readiness-breakdown";
import { Card, CardContent } from "@/platform/ui/card";
import { topTools } from "@/model/documents/format";
import type { ReportData } from "@/model/documents/report-schemas";
import { PriorityBadge } from "../badges";
import { Eyebrow, ReportSection } from "@/platform/ui/report-section";
import { ScoreRing } from "../score-ring";
import type { PeerPosition } from "@/capabilities/report/peer-position";
import { PeerPositionFigure } from "./peer-position";

export const DASHBOARD_TITLE = "At a Glance";

function NumberedList({ items }: { items: readonly string[] }) {
  return (
    <ol className="grid gap-x-6 gap-y-2.5 md:grid-cols-3 print:grid-cols-3">
      {items.map((item, i) => (
        <li key={i} className="flex items-start gap-3 text-sm leading-relaxed xl:leading-normal">
          <span
            aria-hidden="true"
            className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground"
          >
            {i + 1}
          </span>
          <span>{item}</span>
        </li>
      ))}
    </ol>
  );
}

/**
 * The report's first screen: the score ring with the peer position, the six pillars, the three
 * priorities and The Brief's position and decisions for the quarter, side by side (what to leave
 * for now closes the executive summary). A report stored before The Brief existed shows its
 * first three next steps as the decisions.
 */
export function ReportDashboard({
  report,
  pillars,
  peers,
}: {
  report: ReportData;
  pillars?: readonly PillarInput[];
  peers?: PeerPosition;
}) {
  const { brief } = report;
  const priorities = topTools(report.solutionLandscape, 3);
  const decisions = brief?.decisions ?? report.nextSteps.slice(0, 3);
  return (
    <ReportSection
      title={DASHBOARD_TITLE}
      icon={LayoutDashboard}
      id="section-at-a-glance"
      className="lg:-mt-4"
    >
      <Card className="gap-0 py-0 print:break-inside-avoid print:shadow-none">
        {brief && (
          <p className="border-b border-l-4 border-l-brand-gold px-5 py-3.5 text-base leading-relaxed font-medium text-pretty sm:px-6">
            {brief.position}
          </p>
        )}
        <CardContent className="grid gap-6 px-5 py-4 sm:px-6 md:grid-cols-2 xl:grid-cols-[14rem_minmax(0,1.2fr)_minmax(0,1fr)]">
          <div className="grid content-start justify-items-center gap-3 md:border-r md:pr-6">
            <ScoreRing
              score={report.readinessAssessment.overallScore}
              label="Overall AI readiness"
            />
            {peers && <PeerPositionFigure peers={peers} />}
          </div>
          {pillars && pillars.length > 0 && (
            <div className="grid content-start gap-1">
              <Eyebrow>Six readiness pillars</Eyebrow>
              <PillarFigure pillars={pillars} className="mx-auto h-56 w-full max-w-sm xl:h-48" />
            </div>
          )}
          <div className="grid content-start gap-3 md:col-span-2 xl:col-span-1">
            <Eyebrow className="flex items-center gap-1.5">
              <Target className="size-3.5" aria-hidden="true" />
              Three priorities
            </Eyebrow>
            <ol className="grid gap-1.5">
              {priorities.map((area) => (
                <li
                  key={area.title}
                  className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-md bg-secondary/60 px-3 py-1.5 text-sm font-medium"
                >
                  <span>{area.title}</span>
                  <PriorityBadge priority={area.priority} />
                </li>
              ))}
            </ol>
          </div>
        </CardContent>
        <CardContent className="grid gap-3 border-t px-5 py-4 sm:px-6">
          <Eyebrow className="flex items-center gap-1.5">
            <ListChecks className="size-3.5" aria-hidden="true" />
            {brief ? "Three decisions for this quarter" : "First steps"}
          </Eyebrow>
          <NumberedList items={decisions} />
        </CardContent>
      </Card>
    </ReportSection>
  );
}
