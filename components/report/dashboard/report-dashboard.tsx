import { Ban, LayoutDashboard, ListChecks, Target } from "lucide-react";
import type { PillarInput } from "@/components/results/charts/chart-data";
import { PillarFigure } from "@/components/results/readiness-breakdown";
import { Card, CardContent } from "@/components/ui/card";
import { topTools } from "@/lib/report/format";
import type { ReportData } from "@/lib/report/schemas";
import { PriorityBadge } from "../badges";
import { BulletList, Eyebrow, ReportSection } from "../report-section";
import { ScoreRing } from "../score-ring";
import type { PeerPosition } from "@/lib/report/peer-position";
import { PeerPositionFigure } from "./peer-position";

export const DASHBOARD_TITLE = "At a Glance";

function NumberedList({ items }: { items: readonly string[] }) {
  return (
    <ol className="grid gap-2.5">
      {items.map((item, i) => (
        <li key={i} className="flex items-start gap-3 text-sm leading-relaxed">
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
 * priorities and The Brief (position, the quarter's decisions, what to leave for now). A report
 * stored before The Brief existed shows its first three next steps as the decisions.
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
    <ReportSection title={DASHBOARD_TITLE} icon={LayoutDashboard} id="section-at-a-glance">
      <Card className="gap-0 py-0 print:break-inside-avoid print:shadow-none">
        {brief && (
          <p className="border-b border-l-4 border-l-brand-gold px-5 py-4 text-base leading-relaxed font-medium text-pretty sm:px-6">
            {brief.position}
          </p>
        )}
        <CardContent className="grid gap-6 px-5 py-5 sm:px-6 md:grid-cols-2 xl:grid-cols-[13rem_minmax(0,1fr)_minmax(0,1fr)]">
          <div className="grid content-start justify-items-center gap-4 md:border-r md:pr-6">
            <ScoreRing
              score={report.readinessAssessment.overallScore}
              label="Overall AI readiness"
            />
            {peers && <PeerPositionFigure peers={peers} />}
          </div>
          {pillars && pillars.length > 0 && (
            <div className="grid content-start gap-1">
              <Eyebrow>Six readiness pillars</Eyebrow>
              <PillarFigure pillars={pillars} className="mx-auto h-56 w-full max-w-sm" />
            </div>
          )}
          <div className="grid content-start gap-3 md:col-span-2 xl:col-span-1">
            <Eyebrow className="flex items-center gap-1.5">
              <Target className="size-3.5" aria-hidden="true" />
              Three priorities
            </Eyebrow>
            <ol className="grid gap-2">
              {priorities.map((area) => (
                <li
                  key={area.title}
                  className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-md bg-secondary/60 px-3 py-2 text-sm font-medium"
                >
                  <span>{area.title}</span>
                  <PriorityBadge priority={area.priority} />
                </li>
              ))}
            </ol>
          </div>
        </CardContent>
        <CardContent className="grid gap-6 border-t px-5 py-5 sm:px-6 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] print:grid-cols-2">
          <div className="grid content-start gap-3">
            <Eyebrow className="flex items-center gap-1.5">
              <ListChecks className="size-3.5" aria-hidden="true" />
              {brief ? "Three decisions for this quarter" : "First steps"}
            </Eyebrow>
            <NumberedList items={decisions} />
          </div>
          {brief && (
            <div className="grid content-start gap-3">
              <Eyebrow className="flex items-center gap-1.5">
                <Ban className="size-3.5" aria-hidden="true" />
                Not yet
              </Eyebrow>
              <BulletList items={brief.notYet} />
            </div>
          )}
        </CardContent>
      </Card>
    </ReportSection>
  );
}
