import { ListChecks } from "@/platform/ui/icons";
import { Card, CardContent } from "@/platform/ui/card";
import { ReportSection } from "@/platform/ui/report-section";

export function NextStepsSection({ steps }: { steps: string[] }) {
  return (
    <ReportSection title="Immediate Next Steps" icon={ListChecks}>
      <Card className="print:break-inside-avoid print:shadow-none">
        <CardContent>
          <ol className="grid gap-4">
            {steps.map((step, index) => (
              <li key={index} className="flex items-start gap-4">
                <span
                  aria-hidden="true"
                  className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground tabular-nums"
                >
                  {index + 1}
                </span>
                <span className="pt-1 leading-relaxed">{step}</span>
              </li>
            ))}
          </ol>
        </CardContent>
      </Card>
    </ReportSection>
  );
}
