"use client";

import { useId, useState } from "react";

import { FormAlert } from "@/capabilities/admin/components/form-alert";
import {
  adminFetch,
  isAuthFailure,
  messageOf,
} from "@/capabilities/admin/components/admin-session";
import { Button } from "@/platform/ui/button";
import { Checkbox } from "@/platform/ui/checkbox";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/platform/ui/dialog";
import { Input } from "@/platform/ui/input";
import { Label } from "@/platform/ui/label";
import { ApiError } from "@/platform/http/api-client";
import { LEAD_EVENT_TYPES, type LeadEventType } from "@/capabilities/leads";
import type { AdminWebhook } from "@/capabilities/crm";
import { createWebhookSchema } from "@/capabilities/crm";
import { eventLabels } from "./event-labels";

type Fields = "url" | "events" | "description";

/**
 * Add or edit an endpoint: URL, the events it receives, a description. Checked with the API's
 * own schema; the server's answer (e.g. a refused address) is shown on its field.
 */
export function WebhookFormDialog({
  open,
  webhook,
  onOpenChange,
  onSaved,
}: {
  open: boolean;
  /** The endpoint edited, or null to add one. */
  webhook: AdminWebhook | null;
  onOpenChange: (open: boolean) => void;
  onSaved: (result: { webhook: AdminWebhook; secret?: string }) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        {open ? (
          <WebhookForm webhook={webhook} onSaved={onSaved} key={webhook?.id ?? "new"} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function WebhookForm({
  webhook,
  onSaved,
}: {
  webhook: AdminWebhook | null;
  onSaved: (result: { webhook: AdminWebhook; secret?: string }) => void;
}) {
  const id = useId();
  const [url, setUrl] = useState(webhook?.url ?? "");
  const [description, setDescription] = useState(webhook?.description ?? "");
  const [events, setEvents] = useState<LeadEventType[]>(
    (webhook?.events as LeadEventType[] | undefined) ?? ["assessment.completed"],
  );
  const [errors, setErrors] = useState<Partial<Record<Fields, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  function toggle(type: LeadEventType, checked: boolean) {
    setEvents((current) =>
      checked ? [...current, type] : current.filter((existing) => existing !== type),
    );
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setFailure(null);
    const parsed = createWebhookSchema.safeParse({ url, events, description });
    if (!parsed.success) {
      const found: Partial<Record<Fields, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Fields] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const result = await adminFetch<{ webhook: AdminWebhook; secret?: string }>(
        webhook ? `/api/admin/webhooks/${webhook.id}` : "/api/admin/webhooks",
        { method: webhook ? "PATCH" : "POST", json: parsed.data },
      );
      onSaved(result);
    } catch (error) {
      if (isAuthFailure(error)) return;
      if (error instanceof ApiError) {
        const fields = error.fields as Partial<Record<string, string>>;
        setErrors({ url: fields.url, events: fields.events, description: fields.description });
      }
      setFailure(messageOf(error, "Failed to save the endpoint."));
    } finally {
      setSaving(false);
    }
  }

  const describe = (field: Fields) => (errors[field] ? `${id}-${field}-error` : undefined);
  const fieldError = (field: Fields) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="text-sm font-medium text-destructive">
        {errors[field]}
      </p>
    ) : null;

  return (
    <>
      <DialogHeader>
        <DialogTitle>{webhook ? "Edit endpoint" : "Add endpoint"}</DialogTitle>
        <DialogDescription>
          Lead events are POSTed to this URL as signed JSON. It must be a public https address.
        </DialogDescription>
      </DialogHeader>
      <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4">
        {failure ? <FormAlert>{failure}</FormAlert> : null}
        <div className="grid gap-2">
          <Label htmlFor={`${id}-url`}>Endpoint URL</Label>
          <Input
            id={`${id}-url`}
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://crm.example.com/hooks/leads"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            aria-invalid={errors.url ? true : undefined}
            aria-describedby={describe("url")}
            className="h-10"
          />
          {fieldError("url")}
        </div>
        <fieldset className="grid gap-2" aria-describedby={describe("events")}>
          <legend className="mb-2 text-sm font-medium">Events</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {LEAD_EVENT_TYPES.map((type) => (
              <div key={type} className="flex min-h-8 items-center gap-2">
                <Checkbox
                  id={`${id}-${type}`}
                  checked={events.includes(type)}
                  onCheckedChange={(checked) => toggle(type, checked === true)}
                />
                <Label htmlFor={`${id}-${type}`} className="font-normal">
                  {eventLabels[type]}
                </Label>
              </div>
            ))}
          </div>
          {fieldError("events")}
        </fieldset>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-description`}>Description (optional)</Label>
          <Input
            id={`${id}-description`}
            autoComplete="off"
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={describe("description")}
            className="h-10"
          />
          {fieldError("description")}
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline">
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" disabled={saving} aria-busy={saving || undefined}>
            {saving ? "Saving..." : webhook ? "Save changes" : "Add endpoint"}
          </Button>
        </DialogFooter>
      </form>
    </>
  );
}
