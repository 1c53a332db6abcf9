"use client";

import { RefreshCw } from "lucide-react";
import { useState } from "react";
import useSWR from "swr";

import {
  adminFetch,
  isAuthFailure,
  messageOf,
} from "@/capabilities/admin/components/admin-session";
import { formatDateTime } from "@/capabilities/admin/components/format";
import { AdminTable, ScrollRegion } from "@/capabilities/admin/components/scroll-region";
import { TabError, TabLoading } from "@/capabilities/admin/components/tab-state";
import { Badge } from "@/platform/ui/badge";
import { Button } from "@/platform/ui/button";
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/platform/ui/table";
import { toast } from "@/platform/ui/use-toast";
import type { ApiError } from "@/platform/http/api-client";
import type { AdminDeliveryAttempt } from "@/capabilities/crm";

/** How often an open log refreshes itself: retries and new events show up without a click. */
export const LOG_REFRESH_MS = 5_000;

/** The endpoint's latest attempts: event, attempt, status, latency, time, response; Redeliver. */
export function DeliveryLog({ webhookId, label }: { webhookId: string; label: string }) {
  const log = useSWR<{ attempts: AdminDeliveryAttempt[] }, ApiError>(
    `/api/admin/webhooks/${webhookId}/deliveries`,
    { refreshInterval: LOG_REFRESH_MS },
  );
  const [pending, setPending] = useState<string | null>(null);

  async function redeliver(attempt: AdminDeliveryAttempt) {
    setPending(attempt.id);
    try {
      const { attempt: result } = await adminFetch<{ attempt: { statusCode: number | null } }>(
        `/api/admin/webhooks/${webhookId}/deliveries/${attempt.deliveryId}/redeliver`,
        { method: "POST" },
      );
      toast({
        title: "Redelivered",
        description: `${attempt.eventType}: ${result.statusCode ?? "no response"}`,
        variant: result.statusCode && result.statusCode < 300 ? "success" : "destructive",
      });
      await log.mutate();
    } catch (error) {
      if (!isAuthFailure(error)) {
        toast({
          variant: "destructive",
          title: "Failed to redeliver",
          description: messageOf(error, "Please try again."),
        });
      }
    } finally {
      setPending(null);
    }
  }

  if (log.error) return <TabError>Failed to fetch the delivery log: {log.error.message}</TabError>;
  if (!log.data) return <TabLoading text="Loading deliveries..." />;
  return (
    <div className="grid min-w-0 gap-2">
      <div className="flex items-center justify-between gap-2">
        <h4 className="text-sm font-medium">Delivery log</h4>
        <Button type="button" variant="ghost" size="sm" onClick={() => void log.mutate()}>
          <RefreshCw aria-hidden="true" />
          Refresh
        </Button>
      </div>
      <ScrollRegion label={`Delivery log of ${label}`} className="bg-card">
        <AdminTable>
          <TableHeader>
            <TableRow>
              <TableHead>Time</TableHead>
              <TableHead>Event</TableHead>
              <TableHead>Attempt</TableHead>
              <TableHead>Status</TableHead>
              <TableHead>Latency</TableHead>
              <TableHead>Response</TableHead>
              <TableHead>Actions</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {log.data.attempts.length === 0 ? (
              <TableRow>
                <TableCell colSpan={7} className="py-6 text-center text-muted-foreground">
                  No deliveries yet.
                </TableCell>
              </TableRow>
            ) : (
              log.data.attempts.map((attempt) => (
                <TableRow key={attempt.id}>
                  <TableCell className="whitespace-nowrap">
                    {formatDateTime(attempt.createdAt)}
                  </TableCell>
                  <TableCell className="font-mono text-xs">{attempt.eventType}</TableCell>
                  <TableCell className="tabular-nums">{attempt.attempt || "–"}</TableCell>
                  <TableCell>
                    <Badge variant={attempt.success ? "success" : "destructive"}>
                      {attempt.statusCode ?? "No response"}
                    </Badge>
                  </TableCell>
                  <TableCell className="tabular-nums">{attempt.latencyMs} ms</TableCell>
                  <TableCell className="max-w-xs min-w-48 font-mono text-xs break-all whitespace-normal">
                    {attempt.response || <span className="text-muted-foreground">Empty</span>}
                  </TableCell>
                  <TableCell>
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      disabled={pending === attempt.id}
                      aria-busy={pending === attempt.id || undefined}
                      onClick={() => void redeliver(attempt)}
                    >
                      Redeliver
                      <span className="sr-only">
                        {" "}
                        {attempt.eventType} of {formatDateTime(attempt.createdAt)}
                      </span>
                    </Button>
                  </TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </AdminTable>
      </ScrollRegion>
    </div>
  );
}
