"use client";

import { useState } from "react";

import {
  adminFetch,
  isAuthFailure,
  messageOf,
} from "@/capabilities/admin/components/admin-session";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/platform/ui/alert-dialog";
import { Button } from "@/platform/ui/button";
import { buttonVariants } from "@/platform/ui/button-variants";
import { toast } from "@/platform/ui/use-toast";
import type { HubSpotConnectionJson } from "@/capabilities/crm";

/** Disconnect, after a confirmation: the token is forgotten, HubSpot keeps what it has. */
export function HubSpotDisconnectDialog({
  onDisconnected,
}: {
  onDisconnected: (connection: HubSpotConnectionJson) => void;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function confirm(event: React.MouseEvent) {
    event.preventDefault(); // closes when the answer comes, not on the click
    setBusy(true);
    try {
      const { connection } = await adminFetch<{ connection: HubSpotConnectionJson }>(
        "/api/admin/integrations/hubspot",
        { method: "DELETE" },
      );
      toast({ title: "HubSpot disconnected", variant: "success" });
      setOpen(false);
      onDisconnected(connection);
    } catch (error) {
      if (!isAuthFailure(error)) {
        toast({
          variant: "destructive",
          title: `Failed to disconnect HubSpot: ${messageOf(error, "Please try again.")}`,
        });
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <AlertDialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button variant="outline" className="min-h-10 text-destructive">
          Disconnect
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Disconnect HubSpot?</AlertDialogTitle>
          <AlertDialogDescription>
            New lead events will no longer reach HubSpot and the access token is deleted here.
            Contacts and companies already in HubSpot stay there.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>Cancel</AlertDialogCancel>
          <AlertDialogAction
            onClick={confirm}
            disabled={busy}
            aria-busy={busy || undefined}
            className={buttonVariants({ variant: "destructive" })}
          >
            {busy ? "Disconnecting..." : "Disconnect"}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
