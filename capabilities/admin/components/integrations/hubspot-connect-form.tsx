"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";

import { FormAlert } from "@/capabilities/admin/components/form-alert";
import {
  adminFetch,
  isAuthFailure,
  messageOf,
} from "@/capabilities/admin/components/admin-session";
import { Button } from "@/platform/ui/button";
import { Input } from "@/platform/ui/input";
import { Label } from "@/platform/ui/label";
import { toast } from "@/platform/ui/use-toast";
import { ApiError } from "@/platform/http/api-client";
import {
  connectHubSpotSchema,
  HUBSPOT_SCOPES,
  type ConnectHubSpotInput,
  type HubSpotConnectionJson,
} from "@/capabilities/crm";

/**
 * The private-app token form: connects, or replaces the token of, the HubSpot connection. The
 * field is a password field and is emptied once sent: the token is never shown again.
 */
export function HubSpotConnectForm({
  replacing,
  onConnected,
  onCancel,
}: {
  replacing: boolean;
  onConnected: (connection: HubSpotConnectionJson) => void;
  onCancel?: () => void;
}) {
  const id = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ConnectHubSpotInput>({
    resolver: zodResolver(connectHubSpotSchema),
    defaultValues: { accessToken: "" },
  });
  const fieldError = form.formState.errors.accessToken?.message;

  async function submit(values: ConnectHubSpotInput) {
    setFailure(null);
    try {
      const { connection } = await adminFetch<{ connection: HubSpotConnectionJson }>(
        "/api/admin/integrations/hubspot",
        { method: "PUT", json: values },
      );
      form.reset({ accessToken: "" });
      toast({
        title: replacing ? "HubSpot token replaced" : "HubSpot connected",
        description: "New lead events now sync to HubSpot.",
        variant: "success",
      });
      onConnected(connection);
    } catch (error) {
      if (isAuthFailure(error)) return;
      const field = error instanceof ApiError ? error.fields.accessToken : undefined;
      if (field) form.setError("accessToken", { message: field });
      else setFailure(messageOf(error, "HubSpot could not be connected. Please try again."));
    }
  }

  const submitting = form.formState.isSubmitting;
  return (
    <form noValidate onSubmit={form.handleSubmit(submit)} className="grid gap-3">
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-token`}>
          {replacing ? "New private app access token" : "Private app access token"}
        </Label>
        <Input
          id={`${id}-token`}
          type="password"
          autoComplete="off"
          spellCheck={false}
          placeholder="pat-na1-..."
          className="h-10 font-mono"
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={`${id}-help ${id}-scopes${fieldError ? ` ${id}-error` : ""}`}
          {...form.register("accessToken")}
        />
        {fieldError ? (
          <p id={`${id}-error`} className="text-sm text-destructive">
            {fieldError}
          </p>
        ) : null}
        <p id={`${id}-help`} className="text-sm text-muted-foreground">
          In HubSpot, create a private app (Settings, Integrations, Private apps) with the scopes
          below, and paste its access token. It is stored encrypted and never shown again.
        </p>
        <details className="text-sm text-muted-foreground">
          <summary className="min-h-6 cursor-pointer">Scopes the private app needs</summary>
          <ul id={`${id}-scopes`} className="mt-1 grid gap-0.5 font-mono text-xs break-all">
            {HUBSPOT_SCOPES.map((scope) => (
              <li key={scope}>{scope}</li>
            ))}
          </ul>
        </details>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={submitting} className="min-h-10">
          {submitting ? "Connecting..." : replacing ? "Replace token" : "Connect HubSpot"}
        </Button>
        {onCancel ? (
          <Button type="button" variant="outline" className="min-h-10" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
