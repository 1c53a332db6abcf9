import { Clock, Flag } from "lucide-react";
import type { TimelinePhase } from "@/capabilities/report/timeline";
import { cn } from "@/platform/ui/utils";

/**
 * The roadmap as a timeline: three phases along a rail (down the page on a phone, across it
 * from a medium screen), each with its goals, its milestones (quick wins marked) and the
 * decision gate that closes it. Drawn on the server: no JavaScript.
 */
export function RoadmapTimeline({
  phases,
  className,
}: {
  phases: readonly TimelinePhase[];
  className?: string;
}) {
  return (
    <ol aria-label="Roadmap timeline" className={cn("grid md:grid-cols-3 md:gap-5", className)}>
      {phases.map((phase, index) => (
        <li
          key={phase.label}
          className={cn(
            "relative grid content-start gap-3 pb-8 pl-11 last:pb-0 md:pt-12 md:pb-0 md:pl-0",
            // The rail to the next phase.
            "before:absolute before:top-8 before:bottom-0 before:left-[15px] before:w-0.5 before:bg-primary/25 last:before:hidden",
            "md:before:top-[15px] md:before:right-[-1.25rem] md:before:bottom-auto md:before:left-8 md:before:h-0.5 md:before:w-auto",
            "print:break-inside-avoid",
          )}
        >
          <span
            aria-hidden="true"
            className="absolute top-0 left-0 flex size-8 items-center justify-center rounded-full border-2 border-brand-gold bg-primary text-sm font-semibold text-primary-foreground"
          >
            {index + 1}
          </span>
          <p className="flex flex-wrap items-center gap-x-2 text-xs font-semibold tracking-wider text-muted-foreground uppercase">
            <span>{phase.label}</span>
            <span aria-hidden="true">·</span>
            <span className="flex items-center gap-1">
              <Clock className="size-3.5" aria-hidden="true" />
              <span className="sr-only">Duration: </span>
              {phase.duration}
            </span>
          </p>
          <h3 className="text-lg leading-snug font-semibold">{phase.title}</h3>
          <ul className="grid gap-1.5 text-sm leading-relaxed">
            {phase.goals.map((goal, i) => (
              <li key={i}>{goal}</li>
            ))}
          </ul>
          {phase.milestones.length > 0 && (
            <div className="grid gap-2">
              <h4 className="text-xs font-semibold tracking-wider text-muted-foreground uppercase">
                {phase.milestonesTitle}
              </h4>
              <ul className="grid gap-2">
                {phase.milestones.map((milestone, i) => (
                  <li key={i} className="flex items-start gap-2.5 text-sm leading-snug">
                    <span
                      aria-hidden="true"
                      className={cn(
                        "mt-1 size-2.5 shrink-0 rotate-45",
                        milestone.quickWin ? "bg-brand-gold" : "border-2 border-primary",
                      )}
                    />
                    <span>
                      {milestone.quickWin && <span className="sr-only">Quick win: </span>}
                      {milestone.text}
                      {milestone.when && (
                        <span className="ml-1.5 inline-block rounded bg-secondary px-1.5 py-0.5 text-xs font-medium whitespace-nowrap text-secondary-foreground">
                          {milestone.when}
                        </span>
                      )}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {phase.decisionGate && (
            <p className="rounded-md border-l-4 border-brand-gold bg-secondary/60 px-3 py-2 text-sm leading-relaxed">
              <span className="flex items-center gap-1.5 font-semibold">
                <Flag className="size-3.5 text-primary" aria-hidden="true" />
                Decision gate
              </span>
              {phase.decisionGate}
            </p>
          )}
        </li>
      ))}
    </ol>
  );
}
