import { FilePlus2, Home, UserCog } from "lucide-react";
import Link from "next/link";

import { LogoutButton } from "@/platform/layout/logout-button";
import { Button } from "@/platform/ui/button";
import { CompanyReports } from "@/capabilities/accounts/components/company-reports";
import type { CompanyReports as Group } from "@/capabilities/accounts/my-reports";

/** My Reports: the account's assessments by company, as cards, or the empty state. */
export function MyReports({
  email,
  companies,
  now,
}: {
  email: string;
  companies: Group[];
  now: Date;
}) {
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-10 sm:px-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-3xl font-bold tracking-tight">My Reports</h1>
          <p className="text-muted-foreground">
            Signed in as <span className="font-medium text-foreground">{email}</span>
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button asChild>
            <Link href="/assessment">
              <FilePlus2 aria-hidden="true" />
              Take New Assessment
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link href="/">
              <Home aria-hidden="true" />
              Return Home
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link href="/account">
              <UserCog aria-hidden="true" />
              Account
            </Link>
          </Button>
          <LogoutButton />
        </div>
      </header>

      {companies.length === 0 ? (
        <EmptyState />
      ) : (
        companies.map((group) => (
          <CompanyReports key={group.reports[0]!.id} group={group} now={now} />
        ))
      )}
    </div>
  );
}

function EmptyState() {
  return (
    <section
      aria-labelledby="no-reports"
      className="grid justify-items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-16 text-center"
    >
      <h2 id="no-reports" className="text-xl font-semibold">
        No Reports Yet
      </h2>
      <p className="max-w-md text-muted-foreground">
        Take the free 15-minute assessment and your readiness score, roadmap and report will appear
        here.
      </p>
      <Button asChild size="lg" className="mt-2">
        <Link href="/assessment">Start Your First Assessment</Link>
      </Button>
    </section>
  );
}
