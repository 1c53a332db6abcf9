import { CalendarDays, FileText, Home, Mail, PhoneCall } from "lucide-react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { ContactLinks } from "@/lib/config/contact";

const steps = [
  { icon: Mail, text: "Your roadmap arrives by e-mail within 10 minutes." },
  {
    icon: FileText,
    text: "Unlock the full report: benchmarks, a three-phase plan and matched AI tools.",
  },
  { icon: PhoneCall, text: "Talk it through with Emma, our AI strategist, by phone." },
  { icon: CalendarDays, text: "Book a free consultation with a senior AI strategist." },
];

export function WhatsNext({
  assessmentId,
  contact,
}: {
  assessmentId: string;
  contact: ContactLinks;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">What&apos;s Next</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-6">
        <ol className="grid gap-3">
          {steps.map(({ icon: Icon, text }, index) => (
            <li key={text} className="flex items-start gap-3 text-sm">
              <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-secondary font-semibold text-secondary-foreground">
                {index + 1}
              </span>
              <span className="flex items-center gap-2 pt-1">
                <Icon className="size-4 shrink-0 text-primary" aria-hidden="true" />
                {text}
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
            <a href={contact.bookingUrl} target="_blank" rel="noopener noreferrer">
              <CalendarDays aria-hidden="true" />
              Schedule Free Consultation
            </a>
          </Button>
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
