import { ClipboardList, Eye, FileText, Layers, TriangleAlert } from "lucide-react";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import type { ReportData } from "@/lib/report/schemas";
import { paragraphs } from "@/lib/report/format";
import { BulletList, Prose, ReportSection } from "../report-section";

export function ExecutiveSummarySection({ summary }: { summary: string }) {
  return (
    <ReportSection title="Executive Summary" icon={FileText}>
      <Card className="border-l-4 border-l-primary print:shadow-none">
        <CardContent>
          <Prose paragraphs={paragraphs(summary)} className="text-base" />
        </CardContent>
      </Card>
    </ReportSection>
  );
}

export function CurrentStateSection({ state }: { state: ReportData["currentState"] }) {
  const views = [
    { title: "Top-down vision", icon: Eye, text: state.topDownVision },
    { title: "Bottom-up capabilities", icon: Layers, text: state.bottomUpCapabilities },
  ];
  return (
    <ReportSection title="Current State Assessment" icon={ClipboardList}>
      <div className="grid gap-4 md:grid-cols-2 print:grid-cols-2">
        {views.map(({ title, icon: Icon, text }) => (
          <Card key={title} className="gap-3 print:break-inside-avoid print:shadow-none">
            <CardHeader>
              <h3 className="flex items-center gap-2 font-semibold">
                <Icon className="size-4 text-primary" aria-hidden="true" />
                {title}
              </h3>
            </CardHeader>
            <CardContent>
              <Prose paragraphs={paragraphs(text)} className="text-sm" />
            </CardContent>
          </Card>
        ))}
      </div>
      <Card className="gap-3 print:break-inside-avoid print:shadow-none">
        <CardHeader>
          <h3 className="flex items-center gap-2 font-semibold">
            <TriangleAlert className="size-4 text-primary" aria-hidden="true" />
            Key challenges
          </h3>
        </CardHeader>
        <CardContent>
          <BulletList items={state.keyChallenges} />
        </CardContent>
      </Card>
    </ReportSection>
  );
}
