import { Route } from "@/platform/ui/icons";
import { RoadmapTimeline } from "@/capabilities/report/components/roadmap/roadmap-timeline";
import { Card, CardContent } from "@/platform/ui/card";
import type { ReportData } from "@/model/documents/report-schemas";
import { reportTimeline } from "@/capabilities/report/timeline";
import { ReportSection } from "@/platform/ui/report-section";

/** The three phases as a timeline, then who owns each piece of work and how it is measured. */
export function ImplementationRoadmapSection({ roadmap }: { roadmap: ReportData["roadmap"] }) {
  const phases = [roadmap.phase1, roadmap.phase2, roadmap.phase3];
  const owned = phases.flatMap((phase, index) =>
    (phase.initiatives ?? []).map((item) => ({ ...item, phase: index + 1 })),
  );
  return (
    <ReportSection title="Implementation Roadmap" icon={Route}>
      <Card className="print:shadow-none">
        <CardContent>
          <RoadmapTimeline phases={reportTimeline(roadmap)} />
        </CardContent>
      </Card>
      {owned.length > 0 && (
        <Card className="gap-4 print:shadow-none">
          <CardContent className="grid gap-3">
            <h3 className="font-semibold">Owners and measures</h3>
            <ul className="grid gap-3 md:grid-cols-2">
              {owned.map((item, i) => (
                <li
                  key={i}
                  className="grid content-start gap-1 rounded-md bg-secondary/60 px-3 py-2 text-sm print:break-inside-avoid"
                >
                  <p className="leading-snug font-medium">
                    <span className="mr-1.5 text-xs font-semibold text-muted-foreground uppercase">
                      Phase {item.phase}
                    </span>
                    {item.action}
                  </p>
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
          </CardContent>
        </Card>
      )}
    </ReportSection>
  );
}
