import { TrendingUp } from "@/platform/ui/icons";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/platform/ui/card";
import { LEVERS_HEADING } from "@/model/documents/format";
import { LeverList } from "./lever-list";
import type { ReadinessResult } from "@/model/scoring";
import type { PillarInput } from "./charts/chart-data";
import { PillarChart } from "./charts/pillar-chart";

function ScoreDial({ score }: { score: number }) {
  const circumference = 2 * Math.PI * 52;
  return (
    <div className="relative mx-auto size-40 shrink-0">
      <svg viewBox="0 0 120 120" className="size-full -rotate-90" aria-hidden="true">
        <circle cx="60" cy="60" r="52" fill="none" stroke="var(--secondary)" strokeWidth="12" />
        <circle
          cx="60"
          cy="60"
          r="52"
          fill="none"
          stroke="var(--primary)"
          strokeWidth="12"
          strokeLinecap="round"
          strokeDasharray={`${((score / 100) * circumference).toFixed(1)} ${circumference.toFixed(1)}`}
        />
      </svg>
      <div className="absolute inset-0 flex flex-col items-center justify-center">
        <span className="text-4xl font-bold tabular-nums">{score}</span>
        <span className="muted-note">out of 100</span>
      </div>
    </div>
  );
}

/** The six pillars as a radar, with their points as a table (also used by the report). */
export function PillarFigure({
  pillars,
  className,
}: {
  pillars: readonly PillarInput[];
  /** The chart box, with its width and height. */
  className?: string;
}) {
  // Only what the chart draws: the client component's props are the page's payload.
  const drawn = pillars.map(({ label, points, max }) => ({ label, points, max }));
  return <PillarChart pillars={drawn} className={className} />;
}

export function ReadinessBreakdown({ readiness }: { readiness: ReadinessResult }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">
          {/* The page's h1 is above, the card's h3 below: its title is the h2 between. */}
          <h2>Your AI readiness score</h2>
        </CardTitle>
        <CardDescription>
          Six pillars, each scored from your answers. Here is what earned your points.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-8">
        <div className="grid items-center gap-8 md:grid-cols-[auto_1fr]">
          <div className="grid justify-items-center gap-2">
            <ScoreDial score={readiness.score} />
            <PillarFigure pillars={readiness.pillars} />
          </div>
          <ul className="grid gap-4">
            {readiness.pillars.map((pillar) => (
              <li key={pillar.key} className="grid gap-1.5">
                <div className="pillar-row">
                  <span className="font-medium">{pillar.label}</span>
                  <span className="pillar-points">
                    {pillar.points} / {pillar.max}
                  </span>
                </div>
                <div
                  className="meter-track"
                  role="img"
                  aria-label={`${pillar.label}: ${pillar.points} of ${pillar.max} points`}
                >
                  <div
                    className="meter-fill"
                    style={{ width: `${Math.round((pillar.points / pillar.max) * 1000) / 10}%` }}
                  />
                </div>
                <p className="muted-note">{pillar.reasons.join(" · ")}</p>
              </li>
            ))}
          </ul>
        </div>
        {readiness.improvements.length > 0 && (
          <div className="grid gap-3 rounded-lg bg-accent/60 p-4">
            <h3 className="flex items-center gap-2 font-semibold text-accent-foreground">
              <TrendingUp className="size-4" aria-hidden="true" />
              {LEVERS_HEADING}
            </h3>
            <LeverList
              levers={readiness.improvements.map((i) => ({ action: i.action, points: i.gain }))}
              pointsClassName="text-accent-foreground"
            />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
