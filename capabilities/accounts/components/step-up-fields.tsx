"use client";

import { Button } from "@/platform/ui/button";
import { CodeField } from "./authenticator-parts";
import type { useStepUp } from "./use-step-up";

/** A step-up's answers: the passkey (when the account has one), or a code typed in. */
export function StepUpFields({ id, stepUp }: { id: string; stepUp: ReturnType<typeof useStepUp> }) {
  return (
    <>
      {stepUp.hasPasskey && (
        <Button
          type="button"
          variant="outline"
          onClick={stepUp.proveWithPasskey}
          disabled={stepUp.busy}
        >
          Use a passkey
        </Button>
      )}
      <CodeField id={id} value={stepUp.code} onChange={stepUp.setCode} error={stepUp.error} />
    </>
  );
}
