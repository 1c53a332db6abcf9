"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";

import { Button } from "@/platform/ui/button";
import { ApiError, apiFetch } from "@/platform/http/api-client";
import { RecoveryCodesList } from "./authenticator-parts";
import { makePasskey, passkeyProblem } from "./passkey-ceremony";
import { StepUpFields } from "./step-up-fields";
import { useStepUp } from "./use-step-up";

export interface PasskeyRow {
  id: string;
  name: string;
  /** "26 Nov 2026". */
  added: string;
  /** "26 Nov 2026", or null when never used. */
  lastUsed: string | null;
}

const needsStepUp = (failure: unknown) =>
  failure instanceof ApiError && failure.code === "step_up_required";

/**
 * The account's passkeys: listed with when each was added and last used, added (the browser's
 * passkey prompt), and removed. Adding one beside another factor, and removing one, need a
 * second factor from the last ten minutes: the panel then asks for it in place and goes on.
 */
export function PasskeysPanel({ passkeys }: { passkeys: PasskeyRow[] }) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [retry, setRetry] = useState<(() => Promise<void>) | null>(null);
  const stepUp = useStepUp(retry !== null, () => {
    const again = retry;
    setRetry(null);
    if (again) void run(again);
  });

  async function run(work: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (failure) {
      if (needsStepUp(failure)) setRetry(() => work);
      else setError(passkeyProblem(failure));
    } finally {
      setBusy(false);
    }
  }

  const add = () =>
    run(async () => {
      const answer = await makePasskey<{ recoveryCodes?: string[] }>(
        "/api/user/passkeys/options",
        "/api/user/passkeys",
        {},
        { name: defaultName() },
      );
      if (answer.recoveryCodes) setCodes(answer.recoveryCodes);
      router.refresh();
    });

  const remove = (id: string) =>
    run(async () => {
      await apiFetch(`/api/user/passkeys/${id}`, { method: "DELETE" });
      router.refresh();
    });

  if (codes) {
    return (
      <div className="grid gap-4">
        <RecoveryCodesList codes={codes} Heading="h3" />
        <Button onClick={() => setCodes(null)}>Done</Button>
      </div>
    );
  }

  if (retry) {
    return (
      <form noValidate onSubmit={stepUp.submitCode} className="grid gap-4">
        <h3 className="font-semibold">Confirm it is you</h3>
        <p className="text-sm text-muted-foreground">
          Changing your passkeys needs a second factor from the last ten minutes.
        </p>
        <StepUpFields id="passkey-step-up-code" stepUp={stepUp} />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={stepUp.busy || !stepUp.code.trim()}>
            Confirm
          </Button>
          <Button type="button" variant="ghost" onClick={() => setRetry(null)}>
            Cancel
          </Button>
        </div>
      </form>
    );
  }

  return (
    <div className="grid gap-4">
      {passkeys.length === 0 ? (
        <p>
          No passkeys yet. A passkey on this device or a security key confirms it is you without a
          code.
        </p>
      ) : (
        <ul aria-label="Your passkeys" className="grid gap-2">
          {passkeys.map((passkey) => (
            <li
              key={passkey.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded border p-3"
            >
              <span>
                <strong>{passkey.name}</strong>
                <span className="block text-sm text-muted-foreground">
                  Added {passkey.added}
                  {passkey.lastUsed ? `, last used ${passkey.lastUsed}` : ", not used yet"}
                </span>
              </span>
              <Button
                variant="outline"
                size="sm"
                onClick={() => remove(passkey.id)}
                disabled={busy}
                aria-label={`Remove ${passkey.name}`}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <Button onClick={add} disabled={busy} aria-busy={busy || undefined}>
        Add a passkey
      </Button>
    </div>
  );
}

/** "Passkey on Mac", from the browser's platform, for telling passkeys apart; "Passkey" else. */
function defaultName(): string {
  const platform =
    (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform ||
    "";
  return platform ? `Passkey on ${platform}` : "Passkey";
}
