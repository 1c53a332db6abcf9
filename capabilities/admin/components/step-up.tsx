"use client";

import { useEffect, useState } from "react";

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
import { ApiError } from "@/platform/http/api-client";
import { StepUpFields, useStepUp } from "@/capabilities/accounts";

/**
 * Step-up for the protected admin actions (exports, users' roles and addresses, admins,
 * webhook secrets, HubSpot): the server answers 403 `step_up_required` when the session has
 * not proven its second factor in the last ten minutes; the dialog asks for a passkey or a
 * code, and the action runs again once it is accepted.
 */

type Ask = () => Promise<boolean>;
let ask: Ask | null = null;

const needsStepUp = (error: unknown) =>
  error instanceof ApiError && error.code === "step_up_required";

/** Runs `call`; when it needs a step-up, asks for a second factor and runs it once more. */
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

  useEffect(() => {
    ask = () => new Promise<boolean>((resolve) => setPending(() => resolve));
    return () => {
      ask = null;
    };
  }, []);

  const stepUp = useStepUp(pending !== null, () => close(true));
  const { busy } = stepUp;

  function close(proven: boolean) {
    pending?.(proven);
    setPending(null);
    stepUp.reset();
  }

  return (
    <AlertDialog open={pending !== null} onOpenChange={(open) => !open && !busy && close(false)}>
      <AlertDialogContent>
        <form noValidate onSubmit={stepUp.submitCode} className="grid gap-4">
          <AlertDialogHeader>
            <AlertDialogTitle>Confirm it is you</AlertDialogTitle>
            <AlertDialogDescription>
              This action is protected.{" "}
              {stepUp.hasPasskey
                ? "Use your passkey, or enter the code from your authenticator app or a recovery code."
                : "Enter the code from your authenticator app, or a recovery code."}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <StepUpFields id="step-up-code" stepUp={stepUp} />
          <AlertDialogFooter>
            <AlertDialogCancel type="button" disabled={busy}>
              Cancel
            </AlertDialogCancel>
            <Button
              type="submit"
              disabled={busy || !stepUp.code.trim()}
              aria-busy={busy || undefined}
            >
              {busy ? "Checking..." : "Confirm"}
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
