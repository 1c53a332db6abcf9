import { BarChart3, Map as MapIcon, Percent, Target } from "lucide-react";

import { Card, CardContent } from "@/components/ui/card";
import type { AssessmentMetrics } from "./types";

/** The four stat cards of the dashboard, over every assessment. */
export function StatCards({ metrics }: { metrics: AssessmentMetrics }) {
  const stats = [
    {
      label: "Total Assessments",
      value: metrics.totalAssessments.toLocaleString("en-CA"),
      Icon: BarChart3,
    },
    {
      label: "Qualified Leads",
      value: metrics.qualifiedLeads.toLocaleString("en-CA"),
      Icon: Target,
    },
    { label: "AI Roadmaps", value: metrics.aiRoadmaps.toLocaleString("en-CA"), Icon: MapIcon },
    { label: "Completion Rate", value: `${metrics.completionRate}%`, Icon: Percent },
  ];
  return (
    <section aria-labelledby="stats-heading">
      <h2 id="stats-heading" className="sr-only">
        Overview
      </h2>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {stats.map(({ label, value, Icon }) => (
          <li key={label}>
            <Card className="h-full gap-0 py-4">
              <CardContent className="flex items-start justify-between gap-3 px-4">
                <div className="grid gap-1">
                  <p className="text-sm font-medium text-muted-foreground">{label}</p>
                  <p className="text-2xl font-bold tabular-nums">{value}</p>
                </div>
                <Icon className="size-5 shrink-0 text-primary" aria-hidden="true" />
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
