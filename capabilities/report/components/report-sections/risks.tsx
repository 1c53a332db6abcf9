import { ShieldAlert, ShieldCheck } from "@/platform/ui/icons";
import { Card, CardContent } from "@/platform/ui/card";
import type { ReportData } from "@/model/documents/report-schemas";
import { ImpactBadge } from "../badges";
import { ReportSection } from "@/platform/ui/report-section";

export function RisksSection({ risks }: { risks: ReportData["risks"] }) {
  return (
    <ReportSection title="Risks and Mitigation Strategies" icon={ShieldAlert}>
      <ul className="grid gap-3">
        {risks.map((item) => (
          <li key={item.risk}>
            <Card className="gap-3 py-5 print:break-inside-avoid print:shadow-none">
              <CardContent className="grid gap-3 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] md:gap-6">
                <div className="grid content-start gap-2">
                  <ImpactBadge impact={item.impact} />
                  <h3 className="item-title">{item.risk}</h3>
                  {item.why && (
                    <p className="muted-prose">
                      <span className="font-semibold text-foreground">Why it applies: </span>
                      {item.why}
                    </p>
                  )}
                </div>
                <div className="flex items-start gap-2 text-sm leading-relaxed">
                  <ShieldCheck className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                  <p>
                    <span className="font-semibold">Mitigation: </span>
                    {item.mitigation}
                  </p>
                </div>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </ReportSection>
  );
}
