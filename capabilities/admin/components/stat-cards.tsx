import { BarChart3, Map as MapIcon, Percent, Target } from "lucide-react";
import dynamic from "next/dynamic";

import { Card, CardContent } from "@/platform/ui/card";
import { ChartFigure } from "@/platform/ui/chart-figure";
import type { AssessmentMetrics } from "./types";

// Recharts loads after the dashboard; the trend's numbers are in the figure's table at once.
const AssessmentsSparkline = dynamic(
  () => import("./assessments-sparkline").then((m) => m.AssessmentsSparkline),
  { ssr: false },
);

const dayLabel = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString("en-CA", {
    month: "short",
    day: "numeric",
    timeZone: "UTC",
  });

/** Completed assessments per day over the last 30 days, under the Total Assessments figure. */
function Trend({ daily }: { daily: AssessmentMetrics["daily"] }) {
  const sum = daily.reduce((total, d) => total + d.count, 0);
  return (
    <div className="grid gap-1 px-4 pt-2">
      <ChartFigure
        caption={`Completed assessments per day over the last ${daily.length} days (${sum.toLocaleString("en-CA")} in all)`}
        columns={[{ header: "Day (UTC)" }, { header: "Assessments", numeric: true }]}
        rows={daily.map((d) => [dayLabel(d.day), d.count])}
        className="h-10"
      >
        <AssessmentsSparkline daily={daily} />
      </ChartFigure>
      <p className="text-xs text-muted-foreground">
        {sum.toLocaleString("en-CA")} in the last {daily.length} days
      </p>
    </div>
  );
}

/**
 * The four stat cards of the dashboard: counts of completed assessments, and the share of the
 * assessments started in the last 30 days that were completed.
 */
export function StatCards({ metrics }: { metrics: AssessmentMetrics }) {
  const stats = [
    {
      label: "Total Assessments",
      value: metrics.totalAssessments.toLocaleString("en-CA"),
      Icon: BarChart3,
      trend: metrics.daily?.length ? <Trend daily={metrics.daily} /> : null,
    },
    {
      label: "Qualified Leads",
      value: metrics.qualifiedLeads.toLocaleString("en-CA"),
      Icon: Target,
    },
    { label: "AI Roadmaps", value: metrics.aiRoadmaps.toLocaleString("en-CA"), Icon: MapIcon },
    {
      label: "Completion Rate",
      value: `${metrics.completionRate}%`,
      Icon: Percent,
      description: "Completed ÷ started, assessments started in the last 30 days",
    },
  ];
  return (
    <section aria-labelledby="stats-heading">
      <h2 id="stats-heading" className="sr-only">
        Overview
      </h2>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {stats.map(({ label, value, Icon, trend, description }) => (
          <li key={label}>
            <Card className="h-full gap-0 py-4">
              <CardContent className="flex items-start justify-between gap-3 px-4">
                <div className="grid gap-1">
                  <p className="text-sm font-medium text-muted-foreground">{label}</p>
                  <p className="text-2xl font-bold tabular-nums">{value}</p>
                  {description ? (
                    <p className="text-xs text-muted-foreground">{description}</p>
                  ) : null}
                </div>
                <Icon className="size-5 shrink-0 text-primary" aria-hidden="true" />
              </CardContent>
              {trend}
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
