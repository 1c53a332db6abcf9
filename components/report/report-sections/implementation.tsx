import { Clock, Route } from "lucide-react";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import type { ReportData } from "@/lib/report/schemas";
import { keyActivities } from "@/lib/report/format";
import { BulletList, ReportSection } from "../report-section";

export function ImplementationRoadmapSection({ roadmap }: { roadmap: ReportData["roadmap"] }) {
  const phases = [roadmap.phase1, roadmap.phase2, roadmap.phase3];
  return (
    <ReportSection title="Implementation Roadmap" icon={Route}>
      <ol className="grid gap-4 lg:grid-cols-3">
        {phases.map((phase, index) => {
          const activities = keyActivities(phase);
          return (
            <li key={index} className="flex">
              <Card className="flex-1 gap-4 overflow-hidden pt-0 print:break-inside-avoid print:shadow-none">
                <div className="flex items-center justify-between gap-3 bg-primary px-6 py-3 text-primary-foreground">
                  <span className="text-xs font-semibold tracking-wider uppercase">
                    Phase {index + 1}
                  </span>
                  <span className="flex items-center gap-1.5 text-xs font-medium">
                    <Clock className="size-3.5" aria-hidden="true" />
                    <span className="sr-only">Duration: </span>
                    {phase.duration}
                  </span>
                </div>
                <CardHeader>
                  <h3 className="text-lg leading-snug font-semibold">{phase.title}</h3>
                </CardHeader>
                <CardContent className="grid gap-4">
                  <div className="grid gap-2">
                    <h4 className="text-xs font-semibold tracking-wider text-muted-foreground uppercase">
                      Objectives
                    </h4>
                    <BulletList items={phase.objectives} />
                  </div>
                  {activities.length > 0 && (
                    <div className="grid gap-2">
                      <h4 className="text-xs font-semibold tracking-wider text-muted-foreground uppercase">
                        Key activities
                      </h4>
                      <BulletList items={activities} />
                    </div>
                  )}
                  {phase.initiatives && (
                    <div className="grid gap-2">
                      <h4 className="text-xs font-semibold tracking-wider text-muted-foreground uppercase">
                        Owners and measures
                      </h4>
                      <ul className="grid gap-3">
                        {phase.initiatives.map((item, i) => (
                          <li
                            key={i}
                            className="grid gap-1 rounded-md bg-secondary/60 px-3 py-2 text-sm"
                          >
                            <p className="leading-snug font-medium">{item.action}</p>
                            <dl className="grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5 text-xs leading-relaxed">
                              <dt className="font-semibold">Owner</dt>
                              <dd>{item.owner}</dd>
                              <dt className="font-semibold">Baseline</dt>
                              <dd>{item.baseline}</dd>
                              <dt className="font-semibold">Target</dt>
                              <dd>{item.target}</dd>
                              {item.dependsOn && (
                                <>
                                  <dt className="font-semibold">Depends on</dt>
                                  <dd>{item.dependsOn}</dd>
                                </>
                              )}
                            </dl>
                          </li>
                        ))}
                      </ul>
                    </div>
                  )}
                  {phase.decisionGate && (
                    <p className="border-t pt-3 text-sm leading-relaxed">
                      <span className="font-semibold">Decision gate: </span>
                      {phase.decisionGate}
                    </p>
                  )}
                </CardContent>
              </Card>
            </li>
          );
        })}
      </ol>
    </ReportSection>
  );
}
