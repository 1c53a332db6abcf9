import { Lightbulb } from "@/platform/ui/icons";
import { Card, CardContent, CardHeader } from "@/platform/ui/card";
import { exampleLabel, isIllustrative } from "@/model/documents/format";
import type { ReportData } from "@/model/documents/report-schemas";
import { PriorityBadge } from "../badges";
import { Eyebrow, ReportSection } from "@/platform/ui/report-section";

export function SolutionLandscapeSection({
  solutions,
}: {
  solutions: ReportData["solutionLandscape"];
}) {
  return (
    <ReportSection title="AI Solution Landscape and Applications" icon={Lightbulb}>
      <ul className="grid gap-4 md:grid-cols-2 print:grid-cols-2">
        {solutions.map((solution) => (
          <li key={solution.title} className="flex">
            <Card className="flex-1 gap-3 print:break-inside-avoid print:shadow-none">
              <CardHeader>
                <div className="flex items-start justify-between gap-3">
                  <h3 className="item-title">{solution.title}</h3>
                  <PriorityBadge priority={solution.priority} />
                </div>
              </CardHeader>
              <CardContent className="grid flex-1 content-start gap-3 text-sm">
                <p className="leading-relaxed">{solution.description}</p>
                {solution.industryExample && solution.industryExampleSource ? (
                  <figure className="grid gap-1 rounded-md border-l-2 border-brand-gold bg-accent/50 px-3 py-2">
                    <Eyebrow className="text-accent-foreground">{exampleLabel(solution)}</Eyebrow>
                    <p className="leading-relaxed">{solution.industryExample}</p>
                    {isIllustrative(solution.industryExampleSource) ? null : (
                      <figcaption className="text-xs text-muted-foreground">
                        Source: {solution.industryExampleSource}
                      </figcaption>
                    )}
                  </figure>
                ) : null}
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </ReportSection>
  );
}
