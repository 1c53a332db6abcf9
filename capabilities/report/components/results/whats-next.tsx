import { CalendarDays, FileText, Home, Mail, PhoneCall, Route } from "@/platform/ui/icons";
import Link from "next/link";
import type { ReactNode } from "react";
import { Button } from "@/platform/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/platform/ui/card";
import type { BookingLink } from "@/capabilities/leads";
import { ScheduleConsultation } from "@/capabilities/leads/components";

/** The four steps; the report's step says it is unlocked once it is, with a way in. */
function steps(assessmentId: string, unlocked: boolean) {
  const report: ReactNode = unlocked ? (
    <>
      Your full report is unlocked: benchmarks, a three-phase plan and matched AI tools.{" "}
      <Link
        href={`/report/${assessmentId}`}
        className="font-medium text-primary underline underline-offset-4"
      >
        Read your full report
      </Link>
    </>
  ) : (
    "Unlock the full report: benchmarks, a three-phase plan and matched AI tools."
  );
  return [
    { key: "roadmap", icon: Mail, text: "Your roadmap arrives by e-mail within 10 minutes." },
    { key: "report", icon: FileText, text: report },
    {
      key: "call",
      icon: PhoneCall,
      text: "Talk it through with Emma, our AI strategist, by phone.",
    },
    {
      key: "consultation",
      icon: CalendarDays,
      text: "Book a free consultation with a senior AI strategist.",
    },
  ];
}

export function WhatsNext({
  assessmentId,
  booking,
  unlocked,
}: {
  assessmentId: string;
  /** The consultation: the provider's scheduler in a dialog, or a plain link. */
  booking: BookingLink;
  /** The full report is paid for or unlocked with a coupon. */
  unlocked: boolean;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">What&apos;s Next</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6">
        <ol className="grid gap-3">
          {steps(assessmentId, unlocked).map(({ key, icon: Icon, text }, index) => (
            <li key={key} className="next-step">
              <span className="step-number">{index + 1}</span>
              <span className="next-step-text">
                <Icon className="next-step-icon" aria-hidden="true" />
                <span>{text}</span>
              </span>
            </li>
          ))}
        </ol>
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          <Button asChild size="lg">
            <Link href={`/report/${assessmentId}`}>
              <FileText aria-hidden="true" />
              See Your Full Report
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link href={`/roadmap/${assessmentId}`}>
              <Route aria-hidden="true" />
              View Your Roadmap
            </Link>
          </Button>
          <ScheduleConsultation booking={booking} size="lg" variant="outline" />
          <Button asChild size="lg" variant="ghost">
            <Link href="/">
              <Home aria-hidden="true" />
              Return Home
            </Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
