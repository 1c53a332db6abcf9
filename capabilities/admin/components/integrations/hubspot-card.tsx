"use client";

import { useState } from "react";
import useSWR from "swr";

import {
  adminFetch,
  isAuthFailure,
  messageOf,
} from "@/capabilities/admin/components/admin-session";
import { FormAlert } from "@/capabilities/admin/components/form-alert";
import { formatDateTime } from "@/capabilities/admin/components/format";
import { Badge } from "@/platform/ui/badge";
import { Button } from "@/platform/ui/button";
import {
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from "@/platform/ui/card";
import { Skeleton } from "@/platform/ui/skeleton";
import { fetchJson, type ApiError } from "@/platform/http/api-client";
import type { HubSpotConnectionJson, HubSpotTestJson } from "@/capabilities/crm";
import { HubSpotConnectForm } from "./hubspot-connect-form";
import { HubSpotDisconnectDialog } from "./hubspot-disconnect-dialog";

const PATH = "/api/admin/integrations/hubspot";

type Answer = { connection: HubSpotConnectionJson };

function StatusBadge({ connection }: { connection: HubSpotConnectionJson }) {
  if (!connection.connected) return <Badge variant="outline">Not connected</Badge>;
  if (connection.needsAttention) return <Badge variant="destructive">Needs attention</Badge>;
  return <Badge variant="success">Connected</Badge>;
}

function Details({ connection }: { connection: HubSpotConnectionJson }) {
  const rows: [string, React.ReactNode][] = [
    ["HubSpot account", connection.portalId ?? "Unknown"],
    ["Connected since", formatDateTime(connection.connectedAt)],
    ["Last sync", connection.lastSyncAt ? formatDateTime(connection.lastSyncAt) : "Not yet"],
    [
      "Last error",
      connection.lastError ? (
        <>
          <span className="break-words">{connection.lastError}</span>
          {connection.lastErrorAt ? (
            <span className="block text-muted-foreground">
              {formatDateTime(connection.lastErrorAt)}
            </span>
          ) : null}
        </>
      ) : (
        "None"
      ),
    ],
  ];
  return (
    <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-medium">{term}</dt>
          <dd className="mb-2 min-w-0 sm:mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The HubSpot card of the Integrations tab: connect with a private-app token, then the
 * connection's state (account, last sync, last error, "needs attention" when HubSpot refused
 * the token), "Test connection", a token replacement and Disconnect.
 */
export function HubSpotCard() {
  const status = useSWR<Answer, ApiError>(PATH, fetchJson);
  const [replacing, setReplacing] = useState(false);
  const [testing, setTesting] = useState(false);
  const [testResult, setTestResult] = useState<{ ok: boolean; message: string } | null>(null);

  const show = (connection: HubSpotConnectionJson) => {
    setReplacing(false);
    setTestResult(null);
    void status.mutate({ connection }, { revalidate: false });
  };

  async function test() {
    setTesting(true);
    setTestResult(null);
    try {
      const result = await adminFetch<HubSpotTestJson>(`${PATH}/test`, { method: "POST" });
      setTestResult({
        ok: result.ok,
        message: result.ok ? "HubSpot accepted the token." : (result.message ?? "Test failed."),
      });
      void status.mutate({ connection: result.connection }, { revalidate: false });
    } catch (error) {
      if (!isAuthFailure(error)) {
        setTestResult({ ok: false, message: messageOf(error, "The test could not be run.") });
      }
    } finally {
      setTesting(false);
    }
  }

  const connection = status.data?.connection;
  return (
    <Card role="region" aria-labelledby="hubspot-card-title" className="min-w-0">
      <CardHeader>
        <CardTitle id="hubspot-card-title" role="heading" aria-level={3}>
          HubSpot
        </CardTitle>
        <CardDescription>
          Each lead event updates the executive&apos;s contact and company in HubSpot, with the
          readiness and lead scores.
        </CardDescription>
        {connection ? (
          <CardAction>
            <StatusBadge connection={connection} />
          </CardAction>
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-4">
        {status.error && !connection ? (
          <FormAlert>
            {messageOf(status.error, "The HubSpot connection could not be loaded.")}
          </FormAlert>
        ) : null}
        {!connection && !status.error ? (
          <div className="grid gap-2" aria-busy="true" aria-label="Loading HubSpot connection">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-10 w-full" />
          </div>
        ) : null}
        {connection?.needsAttention ? (
          <FormAlert>
            HubSpot refused the access token, so the sync is paused. Replace the token, or test the
            connection again once the private app is fixed.
          </FormAlert>
        ) : null}
        {connection?.connected ? <Details connection={connection} /> : null}
        {testResult ? (
          <FormAlert tone={testResult.ok ? "success" : "error"}>{testResult.message}</FormAlert>
        ) : null}
        {connection && (!connection.connected || replacing || connection.needsAttention) ? (
          <HubSpotConnectForm
            replacing={connection.connected}
            onConnected={show}
            onCancel={replacing ? () => setReplacing(false) : undefined}
          />
        ) : null}
      </CardContent>
      {connection?.connected ? (
        <CardFooter className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            className="min-h-10"
            disabled={testing}
            aria-busy={testing || undefined}
            onClick={test}
          >
            {testing ? "Testing..." : "Test connection"}
          </Button>
          {!replacing && !connection.needsAttention ? (
            <Button variant="outline" className="min-h-10" onClick={() => setReplacing(true)}>
              Replace token
            </Button>
          ) : null}
          <HubSpotDisconnectDialog onDisconnected={show} />
        </CardFooter>
      ) : null}
    </Card>
  );
}
