"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import useSWR from "swr";
import type { z } from "zod";

import { privacyRequestSchema } from "@/capabilities/privacy";
import { ApiError } from "@/platform/http/api-client";
import { Badge } from "@/platform/ui/badge";
import { Button } from "@/platform/ui/button";
import { FormField } from "@/platform/ui/form-field";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/platform/ui/table";
import { toast } from "@/platform/ui/use-toast";
import { adminFetch, isAuthFailure } from "./admin-session";
import { formatDate, formatDateTime } from "./format";
import { TabHeading } from "./tab-state";

/** GET /api/admin/privacy, as JSON (capabilities/privacy/admin-overview.ts). */
export interface PrivacyOverviewJson {
  requests: {
    id: string;
    channel: string;
    addressHint: string;
    receivedAt: string;
    dueAt: string;
    outcome: string | null;
    completedAt: string | null;
  }[];
  holds: {
    id: string;
    companyName: string;
    executiveName: string;
    legalHoldAt: string;
    legalHoldReason: string | null;
  }[];
  retention: {
    months: number;
    cutoff: string;
    expired: number;
    purges: { at: string; deleted: number }[];
  };
  crmDeletions: {
    eventId: string;
    executiveEmail: string | null;
    reason: string;
    occurredAt: string;
  }[];
}

const CHANNELS: Record<string, string> = {
  link: "Privacy page",
  account: "Their account",
  officer: "To the officer",
};
const OUTCOMES: Record<string, string> = {
  downloaded: "Data downloaded",
  deleted: "Data deleted",
  kept: "Kept: legal hold",
};

const DAY_MS = 86_400_000;

/** "12 days left", "Due today", "Overdue by 3 days". */
export function clockOf(dueAt: string, now = Date.now()): { text: string; late: boolean } {
  const days = Math.ceil((Date.parse(dueAt) - now) / DAY_MS);
  if (days > 0) return { text: `${days} day${days === 1 ? "" : "s"} left`, late: false };
  if (days === 0) return { text: "Due today", late: true };
  return { text: `Overdue by ${-days} day${days === -1 ? "" : "s"}`, late: true };
}

type RequestValues = z.output<typeof privacyRequestSchema>;

/** A request written to the officer: recorded, and the address gets its link. */
function RecordRequestForm({ onRecorded }: { onRecorded: () => void }) {
  const form = useForm<z.input<typeof privacyRequestSchema>, unknown, RequestValues>({
    resolver: zodResolver(privacyRequestSchema),
    defaultValues: { email: "" },
  });
  const { errors, isSubmitting } = form.formState;

  async function onSubmit(values: RequestValues) {
    try {
      const { message, held } = await adminFetch<{ message: string; held: boolean }>(
        "/api/admin/privacy/requests",
        { method: "POST", json: values },
      );
      toast({ title: message, variant: held ? "success" : "default" });
      form.reset();
      onRecorded();
    } catch (error) {
      if (isAuthFailure(error)) return;
      if (error instanceof ApiError && error.fields.email) {
        form.setError("email", { type: "server", message: error.fields.email });
        return;
      }
      toast({ variant: "destructive", title: "The request was not recorded" });
    }
  }

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(onSubmit)}
      className="flex flex-wrap items-end gap-3"
      aria-label="Record a request"
    >
      <div className="min-w-64 flex-1">
        <FormField
          label="A request received by e-mail or letter: the person's address"
          autoComplete="off"
          registration={form.register("email")}
          error={errors.email}
        />
      </div>
      <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
        {isSubmitting ? "Recording..." : "Record and send the link"}
      </Button>
    </form>
  );
}

async function act(path: string, failure: string, done: () => void) {
  try {
    const { message } = await adminFetch<{ message: string }>(path, { method: "DELETE" });
    toast({ title: message, variant: "success" });
    done();
  } catch (error) {
    if (isAuthFailure(error)) return;
    toast({
      variant: "destructive",
      title: failure,
      description: error instanceof ApiError ? error.message : undefined,
    });
  }
}

function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h3 id={id} className="text-lg font-semibold">
        {title}
      </h3>
      {children}
    </section>
  );
}

/**
 * The privacy officer's desk: requests with their 30-day clock, legal holds, the retention
 * purge, and HubSpot contacts that wait to be deleted by hand.
 */
export function PrivacyTab() {
  const { data, error, mutate } = useSWR<PrivacyOverviewJson, ApiError>("/api/admin/privacy");
  const refresh = () => void mutate();

  return (
    <section aria-labelledby="privacy-heading" className="grid gap-8">
      <TabHeading
        id="privacy-heading"
        title="Privacy"
        description="Requests to see or delete data are answered within 30 days (PIPEDA, Law 25)."
      />
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error.message || "The privacy overview could not be loaded."}
        </p>
      ) : null}

      <Section id="privacy-requests" title="Requests">
        <RecordRequestForm onRecorded={refresh} />
        {data && data.requests.length === 0 ? (
          <p className="text-sm text-muted-foreground">No requests in the last year.</p>
        ) : (
          <Table aria-labelledby="privacy-requests">
            <TableHeader>
              <TableRow>
                <TableHead>Received</TableHead>
                <TableHead>Address</TableHead>
                <TableHead>From</TableHead>
                <TableHead>Answer</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {data?.requests.map((request) => {
                const clock = clockOf(request.dueAt);
                return (
                  <TableRow key={request.id}>
                    <TableCell data-label="Received">
                      {formatDateTime(request.receivedAt)}
                    </TableCell>
                    <TableCell data-label="Address">{request.addressHint}</TableCell>
                    <TableCell data-label="From">
                      {CHANNELS[request.channel] ?? request.channel}
                    </TableCell>
                    <TableCell data-label="Answer">
                      {request.completedAt ? (
                        <span>
                          {OUTCOMES[request.outcome ?? ""] ?? request.outcome},{" "}
                          {formatDate(request.completedAt)}
                        </span>
                      ) : (
                        <Badge variant={clock.late ? "destructive" : "outline"}>
                          Open: {clock.text}
                        </Badge>
                      )}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        )}
      </Section>

      <Section id="privacy-holds" title="Legal holds">
        <p className="text-sm text-muted-foreground">
          A lead on hold is kept through retention purges, erasure requests and deletes. Put a lead
          on hold from its Actions menu on the Assessment Data tab.
        </p>
        {data && data.holds.length === 0 ? (
          <p className="text-sm text-muted-foreground">No lead is on hold.</p>
        ) : (
          <Table aria-labelledby="privacy-holds">
            <TableHeader>
              <TableRow>
                <TableHead>Company</TableHead>
                <TableHead>Executive</TableHead>
                <TableHead>Since</TableHead>
                <TableHead>Reason</TableHead>
                <TableHead>
                  <span className="sr-only">Actions</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {data?.holds.map((hold) => (
                <TableRow key={hold.id}>
                  <TableCell data-label="Company" className="font-medium">
                    {hold.companyName}
                  </TableCell>
                  <TableCell data-label="Executive">{hold.executiveName}</TableCell>
                  <TableCell data-label="Since">{formatDate(hold.legalHoldAt)}</TableCell>
                  <TableCell data-label="Reason" className="whitespace-normal">
                    {hold.legalHoldReason}
                  </TableCell>
                  <TableCell>
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      onClick={() =>
                        void act(
                          `/api/admin/assessments/${hold.id}/hold`,
                          "The hold was not lifted",
                          refresh,
                        )
                      }
                    >
                      Lift hold<span className="sr-only"> on {hold.companyName}</span>
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Section>

      <Section id="privacy-retention" title="Retention">
        {data ? (
          <>
            <p className="text-sm">
              Leads with no account and no payment are deleted {data.retention.months} months after
              they were taken: now, those taken before {formatDate(data.retention.cutoff)}. The next
              hourly purge deletes{" "}
              <strong className="tabular-nums">{data.retention.expired}</strong>{" "}
              {data.retention.expired === 1 ? "lead" : "leads"}. The funnel keeps their anonymous
              counts.
            </p>
            {data.retention.purges.length ? (
              <ul className="grid gap-1 text-sm text-muted-foreground">
                {data.retention.purges.map((purge) => (
                  <li key={purge.at}>
                    {formatDateTime(purge.at)}: {purge.deleted} deleted
                  </li>
                ))}
              </ul>
            ) : null}
          </>
        ) : null}
      </Section>

      <Section id="privacy-crm" title="HubSpot contacts to delete by hand">
        {data && data.crmDeletions.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            None: HubSpot deleted every contact of a deleted lead.
          </p>
        ) : (
          <ul className="grid gap-3">
            {data?.crmDeletions.map((item) => (
              <li
                key={item.eventId}
                className="flex flex-wrap items-start justify-between gap-3 rounded-md border p-3"
              >
                <div className="grid gap-1 text-sm">
                  <span className="font-medium">{item.executiveEmail ?? "Address cleared"}</span>
                  <span className="text-muted-foreground">
                    Deleted {formatDateTime(item.occurredAt)}. {item.reason}
                  </span>
                </div>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  onClick={() =>
                    void act(
                      `/api/admin/privacy/crm-deletions/${item.eventId}`,
                      "Not marked as deleted",
                      refresh,
                    )
                  }
                >
                  Deleted in HubSpot
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </section>
  );
}
