import { Compass, Gauge, ListChecks } from "@/platform/ui/icons";
import { ScoreBadge } from "@/capabilities/report/components/badges";
import { readinessPoints, scorePercent } from "@/model/documents/format";
import type { RoadmapContent } from "@/model/documents/roadmap-schemas";

/** A card, drawn on the dl's own div groups (a Card would nest dt/dd too deep). */
const tileClass = "roadmap-tile";
const labelClass = "roadmap-tile-label";

/** The three key figures under the summary: score out of 100, maturity, recommendations. */
export function RoadmapTiles({ roadmap }: { roadmap: RoadmapContent }) {
  const score = roadmap.readinessScore;
  const maturity = roadmap.maturityProfile?.trim();
  return (
    <dl className="grid gap-4 md:grid-cols-3">
      <div className={tileClass}>
        <dt className={labelClass}>
          <Gauge className="size-4 text-primary" aria-hidden="true" />
          AI Readiness Score
        </dt>
        <dd className="grid gap-3">
          <p className="flex items-center justify-between gap-2">
            <span className="tabular-nums">
              <span className="text-3xl font-bold text-primary">{readinessPoints(score)}</span>
              <span className="text-muted-foreground">/100</span>
            </span>
            <ScoreBadge score={score} />
          </p>
          {/* A static bar drawn on the server: Radix's Progress put ~1 kB of client JavaScript
              on the page for a value that never changes. */}
          <div
            role="progressbar"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={scorePercent(score)}
            aria-label={`AI readiness score: ${readinessPoints(score)} out of 100`}
            className="relative h-2 w-full overflow-hidden rounded-full bg-primary/20"
          >
            <div className="h-full bg-primary" style={{ width: `${scorePercent(score)}%` }} />
          </div>
        </dd>
      </div>
      <div className={tileClass}>
        <dt className={labelClass}>
          <Compass className="size-4 text-primary" aria-hidden="true" />
          Maturity Profile
        </dt>
        <dd className="text-2xl font-bold text-primary">{maturity || "Analyzing"}</dd>
      </div>
      <div className={tileClass}>
        <dt className={labelClass}>
          <ListChecks className="size-4 text-primary" aria-hidden="true" />
          Recommendations
        </dt>
        <dd className="grid gap-0.5">
          <span className="text-3xl font-bold text-primary tabular-nums">
            {roadmap.recommendations.length}
          </span>
          <span className="text-sm text-muted-foreground">strategic priorities identified</span>
        </dd>
      </div>
    </dl>
  );
}
