"use client";

import { useState } from "react";
import useSWR from "swr";

import { Badge } from "@/platform/ui/badge";
import { TableCell, TableRow } from "@/platform/ui/table";
import type { ApiError } from "@/platform/http/api-client";
import { formatDateTime } from "./format";
import { PagedTable } from "./paged-table";
import { TabHeading } from "./tab-state";
import type { CallRequestList, CallRequestRow } from "./types";

const PAGE_SIZE = 25;

/** A call request's status as a badge (here and beside the admin report). */
export const callStatusBadges: Record<
  CallRequestRow["status"],
  { label: string; variant: "outline" | "secondary" | "success" | "destructive" }
> = {
  queued: { label: "Queued", variant: "outline" },
  sent: { label: "Sent", variant: "secondary" },
  completed: { label: "Completed", variant: "success" },
  failed: { label: "Failed", variant: "destructive" },
};

/** The call-back queue, newest first. */
export function CallRequestsTab() {
  const [page, setPage] = useState(1);
  const list = useSWR<CallRequestList, ApiError>(
    `/api/admin/call-requests?page=${page}&pageSize=${PAGE_SIZE}`,
    { keepPreviousData: true },
  );

  return (
    <section aria-labelledby="calls-heading" className="grid gap-4">
      <TabHeading
        id="calls-heading"
        title="Call Requests"
        description="Executives who asked the AI voice agent to call them back."
      />
      <PagedTable
        list={list}
        rowsOf={(data) => data.callRequests}
        headingId="calls-heading"
        name="call requests"
        columns={["Company", "Executive", "Phone", "Status", "Attempts", "Last Error", "Created"]}
        empty="No call requests yet."
        onPage={setPage}
        renderRow={(call) => {
          const badge = callStatusBadges[call.status] ?? {
            label: call.status,
            variant: "outline" as const,
          };
          return (
            <TableRow key={call.id}>
              <TableCell data-label="Company" className="font-medium">
                {call.companyName}
              </TableCell>
              <TableCell data-label="Executive">{call.executiveName}</TableCell>
              <TableCell data-label="Phone">
                <a
                  href={`tel:${call.phoneNumber}`}
                  className="rounded-sm text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  {call.phoneNumber}
                </a>
              </TableCell>
              <TableCell data-label="Status">
                <Badge variant={badge.variant}>{badge.label}</Badge>
              </TableCell>
              <TableCell data-label="Attempts" className="tabular-nums">
                {call.attempts}
              </TableCell>
              <TableCell
                data-label="Last Error"
                className="max-w-xs min-w-40 whitespace-normal text-muted-foreground"
              >
                {call.lastError || "–"}
              </TableCell>
              <TableCell data-label="Created">{formatDateTime(call.createdAt)}</TableCell>
            </TableRow>
          );
        }}
      />
    </section>
  );
}
