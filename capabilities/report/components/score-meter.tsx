import { cn } from "@/platform/ui/utils";
import { ScoreBadge } from "./badges";
import { readinessPoints, scorePercent } from "@/model/documents/format";

/** A 0-10 readiness score shown out of 100: the label, "x/100", its badge and a progress bar. */
export function ScoreMeter({
  label,
  score,
  description,
  emphasis = false,
  className,
}: {
  label: string;
  score: number;
  description?: string;
  /** The overall score: larger figure. */
  emphasis?: boolean;
  className?: string;
}) {
  return (
    <div className={cn("grid gap-2", className)}>
      <div className="flex items-end justify-between gap-3">
        <div className="grid gap-0.5">
          <p className={cn("font-medium", emphasis && "font-semibold text-primary")}>{label}</p>
          {description && <p className="text-xs text-muted-foreground">{description}</p>}
        </div>
        <div className="flex items-center gap-2">
          <ScoreBadge score={score} />
          <p className="tabular-nums">
            <span className={cn("text-2xl font-bold", emphasis && "text-3xl text-primary")}>
              {readinessPoints(score)}
            </span>
            <span className="text-sm text-muted-foreground">/100</span>
          </p>
        </div>
      </div>
      {/* A static bar, rendered on the server: Radix's Progress would ship ~10 kB for nothing. */}
      <div
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={scorePercent(score)}
        aria-label={`${label}: ${readinessPoints(score)} out of 100`}
        className={cn(
          "relative h-2 w-full overflow-hidden rounded-full bg-primary/20",
          emphasis && "h-3",
          "print:border print:border-primary/40",
        )}
      >
        <div
          className="h-full w-full bg-primary"
          style={{ transform: `translateX(-${100 - scorePercent(score)}%)` }}
        />
      </div>
    </div>
  );
}
