"use client";

import { Plus } from "lucide-react";
import { useState } from "react";
import useSWR from "swr";

import {
  adminFetch,
  isAuthFailure,
  messageOf,
} from "@/capabilities/admin/components/admin-session";
import { TabError, TabHeading, TabLoading } from "@/capabilities/admin/components/tab-state";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/platform/ui/alert-dialog";
import { buttonVariants } from "@/platform/ui/button";
import { Button } from "@/platform/ui/button";
import { toast } from "@/platform/ui/use-toast";
import type { ApiError } from "@/platform/http/api-client";
import type { AdminWebhook } from "@/capabilities/crm";
import { HubSpotCard } from "./hubspot-card";
import { SecretDialog } from "./secret-dialog";
import { WebhookCard, type WebhookAction } from "./webhook-card";
import { WebhookFormDialog } from "./webhook-form-dialog";

/** The Integrations tab: the webhook endpoints that receive lead events. */
export function IntegrationsTab() {
  const list = useSWR<{ webhooks: AdminWebhook[] }, ApiError>("/api/admin/webhooks");
  const [editing, setEditing] = useState<AdminWebhook | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [shown, setShown] = useState<{ secret: string; url: string } | null>(null);
  const [deleting, setDeleting] = useState<AdminWebhook | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  function failed(title: string, error: unknown) {
    if (isAuthFailure(error)) return;
    toast({ variant: "destructive", title, description: messageOf(error, "Please try again.") });
  }

  async function patch(webhook: AdminWebhook, json: object, done: string) {
    const result = await adminFetch<{ webhook: AdminWebhook; secret?: string }>(
      `/api/admin/webhooks/${webhook.id}`,
      { method: "PATCH", json },
    );
    toast({ title: done, description: webhook.url, variant: "success" });
    if (result.secret) setShown({ secret: result.secret, url: webhook.url });
    await list.mutate();
  }

  async function act(webhook: AdminWebhook, action: WebhookAction) {
    if (action === "edit") {
      setEditing(webhook);
      setFormOpen(true);
      return;
    }
    if (action === "delete") return setDeleting(webhook);
    setBusy(webhook.id);
    try {
      if (action === "pause") await patch(webhook, { status: "paused" }, "Endpoint paused");
      if (action === "resume") await patch(webhook, { status: "active" }, "Endpoint resumed");
      if (action === "rotate") await patch(webhook, { rotateSecret: true }, "Secret rotated");
      if (action === "test") {
        const { attempt } = await adminFetch<{
          attempt: { statusCode: number | null; success: boolean; response: string };
        }>(`/api/admin/webhooks/${webhook.id}/test`, { method: "POST" });
        toast({
          title: attempt.success ? "Test event delivered" : "Test event failed",
          description: `${attempt.statusCode ?? "No response"}: ${attempt.response.slice(0, 120)}`,
          variant: attempt.success ? "success" : "destructive",
        });
      }
    } catch (error) {
      failed("Failed to update the endpoint", error);
    } finally {
      setBusy(null);
    }
  }

  async function confirmDelete(event: React.MouseEvent) {
    event.preventDefault();
    if (!deleting) return;
    try {
      await adminFetch(`/api/admin/webhooks/${deleting.id}`, { method: "DELETE" });
      toast({ title: "Endpoint deleted", description: deleting.url, variant: "success" });
      setDeleting(null);
      await list.mutate();
    } catch (error) {
      failed("Failed to delete the endpoint", error);
    }
  }

  return (
    <div className="grid min-w-0 gap-8">
      <HubSpotCard />
      <section aria-labelledby="integrations-heading" className="grid min-w-0 gap-4">
        <TabHeading
          id="integrations-heading"
          title="Webhooks"
          description="Signed lead events sent to your CRM or automation tools as they happen."
        >
          <Button
            type="button"
            onClick={() => {
              setEditing(null);
              setFormOpen(true);
            }}
          >
            <Plus aria-hidden="true" />
            Add endpoint
          </Button>
        </TabHeading>

        {list.error ? (
          <TabError>Failed to fetch webhook endpoints: {list.error.message}</TabError>
        ) : !list.data ? (
          <TabLoading text="Loading webhook endpoints..." />
        ) : list.data.webhooks.length === 0 ? (
          <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">
            No endpoints yet. Add one to send lead events to another system.
          </p>
        ) : (
          <ul className="grid min-w-0 gap-3" aria-label="Webhook endpoints">
            {list.data.webhooks.map((webhook) => (
              <li key={webhook.id} className="min-w-0">
                <WebhookCard
                  webhook={webhook}
                  busy={busy === webhook.id}
                  onAction={(action) => void act(webhook, action)}
                />
              </li>
            ))}
          </ul>
        )}

        <WebhookFormDialog
          open={formOpen}
          webhook={editing}
          onOpenChange={setFormOpen}
          onSaved={(result) => {
            setFormOpen(false);
            toast({
              title: editing ? "Endpoint saved" : "Endpoint added",
              description: result.webhook.url,
              variant: "success",
            });
            if (result.secret) setShown({ secret: result.secret, url: result.webhook.url });
            void list.mutate();
          }}
        />
        <SecretDialog
          secret={shown?.secret ?? null}
          url={shown?.url ?? ""}
          onClose={() => setShown(null)}
        />
        <AlertDialog open={deleting !== null} onOpenChange={(open) => !open && setDeleting(null)}>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>Delete this endpoint?</AlertDialogTitle>
              <AlertDialogDescription>
                <span className="break-all">{deleting?.url}</span> will receive no more events, and
                its delivery log is deleted. This cannot be undone.
              </AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>Cancel</AlertDialogCancel>
              <AlertDialogAction
                className={buttonVariants({ variant: "destructive" })}
                onClick={(event) => void confirmDelete(event)}
              >
                Delete
              </AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </section>
    </div>
  );
}
