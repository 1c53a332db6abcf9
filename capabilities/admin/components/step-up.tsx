"use client";

import { useEffect, useState, type FormEvent } from "react";

import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/platform/ui/alert-dialog";
import { Button } from "@/platform/ui/button";
import { ApiError, apiFetch } from "@/platform/http/api-client";
import { CodeField } from "@/capabilities/accounts";

/**
 * Step-up for the protected admin actions (exports, users' roles and addresses, admins,
 * webhook secrets, HubSpot): the server answers 403 `step_up_required` when the session has
 * not proven its second factor in the last ten minutes; the dialog asks for a code, and the
 * action runs again once it is accepted.
 */

type Ask = () => Promise<boolean>;
let ask: Ask | null = null;

const needsStepUp = (error: unknown) =>
  error instanceof ApiError && error.code === "step_up_required";

/** Runs `call`; when it needs a step-up, asks for a code and runs it once more. */
export async function withStepUp<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!needsStepUp(error) || !ask || !(await ask())) throw error;
    return call();
  }
}

/** The dialog that asks; mounted once in the admin dashboard. */
export function StepUpDialog() {
  const [pending, setPending] = useState<((proven: boolean) => void) | null>(null);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    ask = () => new Promise<boolean>((resolve) => setPending(() => resolve));
    return () => {
      ask = null;
    };
  }, []);

  function close(proven: boolean) {
    pending?.(proven);
    setPending(null);
    setCode("");
    setError(null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await apiFetch("/api/auth/step-up", { method: "POST", json: { code } });
      close(true);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : "Something went wrong.");
      setCode("");
    } finally {
      setBusy(false);
    }
  }

  return (
    <AlertDialog open={pending !== null} onOpenChange={(open) => !open && !busy && close(false)}>
      <AlertDialogContent>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <AlertDialogHeader>
            <AlertDialogTitle>Confirm it is you</AlertDialogTitle>
            <AlertDialogDescription>
              This action is protected. Enter the code from your authenticator app, or a recovery
              code.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <CodeField id="step-up-code" value={code} onChange={setCode} error={error} />
          <AlertDialogFooter>
            <AlertDialogCancel type="button" disabled={busy}>
              Cancel
            </AlertDialogCancel>
            <Button type="submit" disabled={busy || !code.trim()} aria-busy={busy || undefined}>
              {busy ? "Checking..." : "Confirm"}
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
