"use client";

import { useState } from "react";

import { formatDateTime } from "@/capabilities/admin/components/format";
import { Badge } from "@/platform/ui/badge";
import { Button } from "@/platform/ui/button";
import { Card, CardContent, CardHeader } from "@/platform/ui/card";
import type { LeadEventType } from "@/capabilities/leads";
import type { AdminWebhook } from "@/capabilities/crm";
import { DeliveryLog } from "./delivery-log";
import { eventLabels } from "./event-labels";

export type WebhookAction = "edit" | "pause" | "resume" | "rotate" | "test" | "delete";

/** What the status badge says of an endpoint. */
export function webhookState(webhook: AdminWebhook) {
  if (webhook.status === "active") return { label: "Active", variant: "success" } as const;
  if (webhook.pausedReason === "failing")
    return { label: "Paused: failing for 24 h", variant: "destructive" } as const;
  return { label: "Paused", variant: "secondary" } as const;
}

/** One endpoint: its URL, events and state, its actions, and its delivery log on demand. */
export function WebhookCard({
  webhook,
  busy,
  onAction,
}: {
  webhook: AdminWebhook;
  busy: boolean;
  onAction: (action: WebhookAction) => void;
}) {
  const [showLog, setShowLog] = useState(false);
  const state = webhookState(webhook);
  const label = webhook.description || webhook.url;
  const action = (name: WebhookAction, text: string, variant: "outline" | "ghost" = "outline") => (
    <Button
      type="button"
      variant={variant}
      size="sm"
      disabled={busy}
      aria-busy={busy || undefined}
      onClick={() => onAction(name)}
    >
      {text}
      <span className="sr-only"> {label}</span>
    </Button>
  );

  return (
    <Card className="min-w-0 gap-3 py-4">
      <CardHeader className="grid gap-1 px-4">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-mono text-sm font-medium break-all">{webhook.url}</h3>
          <Badge variant={state.variant}>{state.label}</Badge>
        </div>
        {webhook.description ? (
          <p className="text-sm text-muted-foreground">{webhook.description}</p>
        ) : null}
      </CardHeader>
      <CardContent className="grid min-w-0 gap-3 px-4">
        <ul aria-label="Events" className="flex flex-wrap gap-1.5">
          {webhook.events.map((type) => (
            <li key={type}>
              <Badge variant="outline">{eventLabels[type as LeadEventType] ?? type}</Badge>
            </li>
          ))}
        </ul>
        {webhook.previousSecretExpiresAt ? (
          <p className="text-xs text-muted-foreground">
            The previous secret also signs until {formatDateTime(webhook.previousSecretExpiresAt)}.
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          {action("test", "Send test event")}
          <Button
            type="button"
            variant="outline"
            size="sm"
            aria-expanded={showLog}
            onClick={() => setShowLog((shown) => !shown)}
          >
            {showLog ? "Hide deliveries" : "Deliveries"}
            <span className="sr-only"> {label}</span>
          </Button>
          {action("edit", "Edit")}
          {webhook.status === "active" ? action("pause", "Pause") : action("resume", "Resume")}
          {action("rotate", "Rotate secret")}
          {action("delete", "Delete", "ghost")}
        </div>
        {showLog ? <DeliveryLog webhookId={webhook.id} label={label} /> : null}
      </CardContent>
    </Card>
  );
}
