import { Clock, Flag } from "@/platform/ui/icons";
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
        <li key={phase.label} className="roadmap-phase">
          <span aria-hidden="true" className="roadmap-phase-number">
            {index + 1}
          </span>
          <p className="roadmap-phase-meta">
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
              <h4 className="eyebrow">{phase.milestonesTitle}</h4>
              <ul className="grid gap-2">
                {phase.milestones.map((milestone, i) => (
                  <li key={i} className="roadmap-milestone">
                    <span
                      aria-hidden="true"
                      className={milestone.quickWin ? "roadmap-marker-quick-win" : "roadmap-marker"}
                    />
                    <span>
                      {milestone.quickWin && <span className="sr-only">Quick win: </span>}
                      {milestone.text}
                      {milestone.when && (
                        <>
                          {" "}
                          <span className="roadmap-when">{milestone.when}</span>
                        </>
                      )}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {phase.decisionGate && (
            <p className="roadmap-gate">
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
