import { Ban, Compass, ListChecks } from "lucide-react";
import { Card, CardContent } from "@/components/ui/card";
import type { Brief } from "@/lib/report/schemas";
import { BulletList, Eyebrow, ReportSection } from "../report-section";

/** The one page on top: where the company stands, three decisions, what to leave for now. */
export function BriefSection({ brief }: { brief: Brief }) {
  return (
    <ReportSection title="The Brief" icon={Compass}>
      <Card className="border-l-4 border-l-brand-gold print:break-inside-avoid print:shadow-none">
        <CardContent className="grid gap-6">
          <p className="text-base leading-relaxed font-medium text-pretty">{brief.position}</p>
          <div className="grid gap-6 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] print:grid-cols-2">
            <div className="grid content-start gap-3">
              <Eyebrow className="flex items-center gap-1.5">
                <ListChecks className="size-3.5" aria-hidden="true" />
                Three decisions for this quarter
              </Eyebrow>
              <ol className="grid gap-3">
                {brief.decisions.map((decision, i) => (
                  <li key={i} className="flex items-start gap-3 text-sm leading-relaxed">
                    <span
                      aria-hidden="true"
                      className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground"
                    >
                      {i + 1}
                    </span>
                    <span>{decision}</span>
                  </li>
                ))}
              </ol>
            </div>
            <div className="grid content-start gap-3">
              <Eyebrow className="flex items-center gap-1.5">
                <Ban className="size-3.5" aria-hidden="true" />
                Not yet
              </Eyebrow>
              <BulletList items={brief.notYet} />
            </div>
          </div>
        </CardContent>
      </Card>
    </ReportSection>
  );
}
