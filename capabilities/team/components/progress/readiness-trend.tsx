import { ChartFigure } from "@/platform/ui/chart-figure";
import { formatDelta } from "@/capabilities/team/progress/compare";
import type { TrendPoint } from "@/capabilities/team/progress/trends";
import { LazyTrendChart } from "./charts/lazy-trend-chart";

const percent = (points: number, max: number) => (max ? Math.round((points / max) * 100) : 0);

/**
 * "Readiness over time" (My Reports, a company with two assessments or more): the score and
 * each pillar per assessment, as a chart and the same figures as a table.
 */
export function ReadinessTrend({
  companyName,
  points,
}: {
  companyName: string;
  points: readonly TrendPoint[];
}) {
  const pillars = points.at(-1)?.pillars ?? [];
  const first = points[0]!;
  const last = points.at(-1)!;
  const rows = points.map((point) => ({
    label: point.label,
    score: point.score,
    ...Object.fromEntries(point.pillars.map((p) => [p.key, percent(p.points, p.max)])),
  }));
  return (
    <div className="grid gap-2 rounded-xl border bg-card p-4 shadow-sm sm:p-5">
      <h3 className="text-base font-semibold">Readiness over time</h3>
      <p className="text-sm text-muted-foreground">
        {`${points.length} assessments: ${first.score} → ${last.score}/100 (${formatDelta(last.score - first.score)}). Pillars are shown as a share of their maximum.`}
      </p>
      <ChartFigure
        caption={`Readiness over time for ${companyName}: the score out of 100 and each pillar's points`}
        columns={[
          { header: "Assessment" },
          { header: "Score (/100)", numeric: true },
          ...pillars.map((p) => ({ header: `${p.label} (/${p.max})`, numeric: true })),
        ]}
        rows={points.map((point) => [
          point.label,
          point.score,
          ...pillars.map((p) => point.pillars.find((q) => q.key === p.key)?.points ?? "—"),
        ])}
        className="h-72"
      >
        <LazyTrendChart rows={rows} pillars={pillars.map(({ key, label }) => ({ key, label }))} />
      </ChartFigure>
    </div>
  );
}
