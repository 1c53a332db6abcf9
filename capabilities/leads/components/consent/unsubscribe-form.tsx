"use client";

import { useState } from "react";
import { buttonVariants } from "@/platform/ui/button-variants";
import { apiFetch, ApiError } from "@/platform/http/api-client";

/**
 * The unsubscribe page's button: opening the link changes nothing (mail scanners open links),
 * pressing it does, at once. Afterwards the executive can change their mind, through a
 * confirmation link sent to the address (the unsubscribe link alone never subscribes).
 */
export function UnsubscribeForm({ token, email }: { token: string; email: string }) {
  const [state, setState] = useState<"asking" | "unsubscribed" | "confirmation-sent">("asking");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const change = async (resubscribe: boolean) => {
    setBusy(true);
    setError(null);
    try {
      const query = new URLSearchParams({
        token,
        page: "1",
        ...(resubscribe ? { resubscribe: "1" } : {}),
      });
      await apiFetch(`/api/unsubscribe?${query}`, { method: "POST" });
      setState(resubscribe ? "confirmation-sent" : "unsubscribed");
    } catch (thrown) {
      setError(
        thrown instanceof ApiError ? thrown.message : "That did not work. Please try again.",
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="grid gap-4">
      {state === "unsubscribed" ? (
        <p role="status" className="text-lg font-medium">
          You are unsubscribed. {email} will get no more insights or reminders from us.
        </p>
      ) : state === "confirmation-sent" ? (
        <p role="status" className="text-lg font-medium">
          We sent a confirmation link to {email}. Open it to subscribe again; until then nothing
          changes.
        </p>
      ) : (
        <p>
          Stop insights and reminders to <strong>{email}</strong>? E-mails you ask for (your
          roadmap, your report, password links) keep coming.
        </p>
      )}
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div>
        {state === "unsubscribed" ? (
          <button
            type="button"
            className={buttonVariants({ variant: "outline", size: "lg" })}
            disabled={busy}
            onClick={() => void change(true)}
          >
            Subscribe again
          </button>
        ) : state === "asking" ? (
          <button
            type="button"
            className={buttonVariants({ size: "lg" })}
            disabled={busy}
            onClick={() => void change(false)}
          >
            Unsubscribe
          </button>
        ) : null}
      </div>
    </div>
  );
}
