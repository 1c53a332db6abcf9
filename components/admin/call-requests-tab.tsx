"use client";

import { useState } from "react";
import useSWR from "swr";

import { Badge } from "@/components/ui/badge";
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { ApiError } from "@/lib/api-client";
import { formatDateTime } from "./format";
import { Pager } from "./pager";
import { AdminTable, ScrollRegion } from "./scroll-region";
import { TabError, TabHeading, TabLoading } from "./tab-state";
import type { CallRequestList, CallRequestRow } from "./types";

const PAGE_SIZE = 25;

const statusBadges: Record<
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
      {list.error ? <TabError>Failed to fetch call requests: {list.error.message}</TabError> : null}
      {!list.data ? (
        list.error ? null : (
          <TabLoading text="Loading call requests..." />
        )
      ) : (
        <>
          <ScrollRegion label="Call requests table" className="bg-card">
            <AdminTable aria-labelledby="calls-heading">
              <TableHeader>
                <TableRow>
                  <TableHead>Company</TableHead>
                  <TableHead>Executive</TableHead>
                  <TableHead>Phone</TableHead>
                  <TableHead>Status</TableHead>
                  <TableHead>Attempts</TableHead>
                  <TableHead>Last Error</TableHead>
                  <TableHead>Created</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {list.data.callRequests.length === 0 ? (
                  <TableRow>
                    <TableCell colSpan={7} className="py-10 text-center text-muted-foreground">
                      No call requests yet.
                    </TableCell>
                  </TableRow>
                ) : (
                  list.data.callRequests.map((call) => {
                    const badge = statusBadges[call.status] ?? {
                      label: call.status,
                      variant: "outline" as const,
                    };
                    return (
                      <TableRow key={call.id}>
                        <TableCell className="font-medium">{call.companyName}</TableCell>
                        <TableCell>{call.executiveName}</TableCell>
                        <TableCell>
                          <a
                            href={`tel:${call.phoneNumber}`}
                            className="rounded-sm text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
                          >
                            {call.phoneNumber}
                          </a>
                        </TableCell>
                        <TableCell>
                          <Badge variant={badge.variant}>{badge.label}</Badge>
                        </TableCell>
                        <TableCell className="tabular-nums">{call.attempts}</TableCell>
                        <TableCell className="max-w-xs min-w-40 whitespace-normal text-muted-foreground">
                          {call.lastError || "–"}
                        </TableCell>
                        <TableCell>{formatDateTime(call.createdAt)}</TableCell>
                      </TableRow>
                    );
                  })
                )}
              </TableBody>
            </AdminTable>
          </ScrollRegion>
          <Pager
            label="Call request pages"
            page={list.data.page}
            pageSize={list.data.pageSize}
            total={list.data.total}
            onPage={setPage}
          />
        </>
      )}
    </section>
  );
}
