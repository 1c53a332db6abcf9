import { readinessPoints, scorePercent } from "@/model/documents/format";
import { ScoreBadge } from "./badges";

const RADIUS = 52;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** The overall readiness score (stored 0-10) as a ring with its points out of 100 inside, as everywhere else. */
export function ScoreRing({ score, label }: { score: number; label: string }) {
  return (
    <div className="grid justify-items-center gap-2">
      <div
        role="img"
        aria-label={`${label}: ${readinessPoints(score)} out of 100`}
        className="relative size-36 shrink-0 xl:size-32"
      >
        <svg viewBox="0 0 120 120" className="size-full -rotate-90" aria-hidden="true">
          <circle
            cx="60"
            cy="60"
            r={RADIUS}
            fill="none"
            stroke="var(--secondary)"
            strokeWidth="12"
          />
          <circle
            cx="60"
            cy="60"
            r={RADIUS}
            fill="none"
            stroke="var(--primary)"
            strokeWidth="12"
            strokeLinecap="round"
            strokeDasharray={`${(scorePercent(score) / 100) * CIRCUMFERENCE} ${CIRCUMFERENCE}`}
          />
        </svg>
        <p aria-hidden="true" className="absolute inset-0 grid place-content-center text-center">
          <span className="text-4xl font-bold text-primary tabular-nums">
            {readinessPoints(score)}
          </span>
          <span className="text-sm text-muted-foreground">out of 100</span>
        </p>
      </div>
      <ScoreBadge score={score} />
    </div>
  );
}
