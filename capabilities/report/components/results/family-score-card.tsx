import { HeartHandshake } from "@/platform/ui/icons";
import { Badge } from "@/platform/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/platform/ui/card";
import type { FamilyResult } from "@/model/scoring";
import { FamilyChart } from "./charts/family-chart";
import { familyPoints, type FamilyBreakdown } from "./charts/family-points";

const ratingVariant = {
  Advanced: "default",
  High: "secondary",
  Moderate: "outline",
  Low: "destructive",
} as const;

/** The family score's four parts as bars out of 10, with the values as a table (also in the report). */
export function FamilyFigure({
  breakdown,
  noChildrenAtHome,
  className,
}: {
  breakdown: FamilyBreakdown;
  /** Child safety and rules do not apply: only preparedness and household use are drawn. */
  noChildrenAtHome?: boolean;
  /** The chart box's height (it takes the full width). */
  className?: string;
}) {
  return (
    <FamilyChart
      points={familyPoints(breakdown, noChildrenAtHome)}
      noChildrenAtHome={noChildrenAtHome}
      className={className}
    />
  );
}

export function FamilyScoreCard({ family }: { family: FamilyResult }) {
  const circumference = 2 * Math.PI * 26;
  return (
    <Card>
      <CardHeader>
        <HeartHandshake className="card-icon" aria-hidden="true" />
        <CardTitle className="text-base">Family AI readiness</CardTitle>
        <CardDescription>{family.summary}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex items-center gap-4">
          <div className="relative size-16 shrink-0">
            <svg viewBox="0 0 64 64" className="size-full -rotate-90" aria-hidden="true">
              <circle
                cx="32"
                cy="32"
                r="26"
                fill="none"
                stroke="var(--secondary)"
                strokeWidth="7"
              />
              <circle
                cx="32"
                cy="32"
                r="26"
                fill="none"
                stroke="var(--primary)"
                strokeWidth="7"
                strokeLinecap="round"
                strokeDasharray={`${((family.score / 10) * circumference).toFixed(1)} ${circumference.toFixed(1)}`}
              />
            </svg>
            <span className="absolute inset-0 flex items-center justify-center text-lg font-bold tabular-nums">
              {family.score}
            </span>
          </div>
          <div className="grid gap-1">
            <span className="muted-note">{family.score} out of 10</span>
            <Badge variant={ratingVariant[family.rating]}>{family.rating}</Badge>
          </div>
        </div>
        <FamilyFigure breakdown={family.breakdown} noChildrenAtHome={family.noChildrenAtHome} />
      </CardContent>
    </Card>
  );
}
