import { Building2, Route, Users } from "lucide-react";
import Link from "next/link";
import type { ReactNode } from "react";

import { Badge } from "@/platform/ui/badge";
import { Button } from "@/platform/ui/button";
import { Card, CardContent, CardFooter, CardHeader } from "@/platform/ui/card";
import { TeamInviteDisclosure } from "@/capabilities/team/components";
import {
  companySizeLabel,
  formatRelativeTime,
  industryLabel,
  paymentBadge,
  roadmapBadge,
} from "@/capabilities/accounts/format";
import type { MyReport } from "@/capabilities/accounts/queries";

/** One assessment of My Reports; `actions` go under its links (retake, re-invite). */
export function ReportCard({
  report,
  now,
  actions,
}: {
  report: MyReport;
  now: Date;
  actions?: ReactNode;
}) {
  const payment = paymentBadge(report.paymentStatus);
  const created = new Date(report.createdAt);
  return (
    <Card className="w-full gap-4">
      <CardHeader className="gap-1">
        <h3 className="text-lg leading-snug font-semibold">{report.companyName}</h3>
        <p className="text-sm text-muted-foreground">{report.executiveName}</p>
        <p className="text-xs text-muted-foreground">
          Created{" "}
          <time dateTime={created.toISOString()} title={created.toUTCString()}>
            {formatRelativeTime(created, now)}
          </time>
        </p>
      </CardHeader>
      <CardContent className="grid flex-1 gap-4">
        <div className="flex flex-wrap gap-2">
          <Badge variant={payment.variant}>{payment.label}</Badge>
          <Badge variant={report.roadmapGenerated ? "secondary" : "outline"}>
            Roadmap: {roadmapBadge(report.roadmapGenerated)}
          </Badge>
        </div>
        {report.aiReadinessScore !== null ? (
          <p className="flex items-baseline gap-1.5">
            <span className="text-3xl font-bold text-primary">{report.aiReadinessScore}</span>
            <span className="text-sm text-muted-foreground">/100 AI readiness score</span>
          </p>
        ) : null}
        <dl className="grid gap-1.5 text-sm">
          <div>
            <dt className="sr-only">Industry</dt>
            <dd className="flex items-center gap-2">
              <Building2 className="size-4 text-muted-foreground" aria-hidden="true" />
              {industryLabel(report.companyIndustry)}
            </dd>
          </div>
          <div>
            <dt className="sr-only">Company size</dt>
            <dd className="flex items-center gap-2">
              <Users className="size-4 text-muted-foreground" aria-hidden="true" />
              {companySizeLabel(report.companyEmployees)}
            </dd>
          </div>
        </dl>
        <TeamInviteDisclosure assessmentId={report.id} companyName={report.companyName} />
      </CardContent>
      <CardFooter className="flex-col gap-2">
        <Button asChild className="w-full">
          <Link href={`/results/${report.id}`}>
            View Full Report
            <span className="sr-only"> for {report.companyName}</span>
          </Link>
        </Button>
        <Button asChild variant="outline" className="w-full">
          <Link href={`/roadmap/${report.id}`}>
            <Route aria-hidden="true" />
            View Your Roadmap
            <span className="sr-only"> for {report.companyName}</span>
          </Link>
        </Button>
        {actions}
      </CardFooter>
    </Card>
  );
}
