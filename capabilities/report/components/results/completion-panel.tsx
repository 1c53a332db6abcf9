import { BarChart3, CheckCircle2, FileText, Mail, Phone, Route } from "@/platform/ui/icons";
import Link from "next/link";
import { Button } from "@/platform/ui/button";
import type { ContactLinks } from "@/platform/config/contact";
import type { BookingLink } from "@/capabilities/leads";
import { ScheduleConsultation } from "@/capabilities/leads/components";

interface CompletionPanelProps {
  assessmentId: string;
  executiveName: string;
  /** The address of step 1, where the roadmap goes (null: none on record). */
  email: string | null;
  contact: ContactLinks;
  /** The consultation: the provider's scheduler in a dialog, or a plain link. */
  booking: BookingLink;
}

export function CompletionPanel({
  assessmentId,
  executiveName,
  email,
  contact,
  booking,
}: CompletionPanelProps) {
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-8 px-4 py-14 text-center sm:px-6">
      <CheckCircle2 className="mx-auto size-14 text-success" aria-hidden="true" />
      <div className="grid gap-3">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
          Thank you, {executiveName}
        </h1>
        <p className="flex flex-wrap items-center justify-center gap-x-2 text-muted-foreground">
          <Mail className="size-4" aria-hidden="true" />
          {email ? (
            <span>
              We&apos;re sending your AI roadmap to{" "}
              <strong className="font-medium break-all text-foreground">{email}</strong>: expect it
              within 10 minutes.
            </span>
          ) : (
            <span>Your AI roadmap will arrive by e-mail within 10 minutes.</span>
          )}
        </p>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <Button asChild size="lg">
          <Link href={`/results/${assessmentId}`}>
            <BarChart3 aria-hidden="true" />
            View Results
          </Link>
        </Button>
        <Button asChild size="lg" variant="secondary">
          <Link href={`/roadmap/${assessmentId}`}>
            <Route aria-hidden="true" />
            View Your Roadmap
          </Link>
        </Button>
        <Button asChild size="lg" variant="secondary">
          <Link href={`/report/${assessmentId}`}>
            <FileText aria-hidden="true" />
            Generate Full Report
          </Link>
        </Button>
        <ScheduleConsultation booking={booking} size="lg" variant="outline" />
        <Button asChild size="lg" variant="outline">
          <a href={contact.phoneHref}>
            <Phone aria-hidden="true" />
            Click to Call
          </a>
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">
        Or call Emma, our AI strategist, at {contact.phoneDisplay}.
      </p>
    </div>
  );
}
