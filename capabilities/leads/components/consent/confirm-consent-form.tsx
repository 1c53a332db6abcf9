"use client";

import { useState } from "react";
import { buttonVariants } from "@/platform/ui/button-variants";
import { apiFetch, ApiError } from "@/platform/http/api-client";

/** The confirmation page's button: opening the e-mailed link changes nothing, pressing this does. */
export function ConfirmConsentForm({ token, email }: { token: string; email: string }) {
  const [confirmed, setConfirmed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await apiFetch(`/api/consent/confirm?${new URLSearchParams({ token })}`, { method: "POST" });
      setConfirmed(true);
    } catch (thrown) {
      setError(
        thrown instanceof ApiError ? thrown.message : "That did not work. Please try again.",
      );
    } finally {
      setBusy(false);
    }
  };

  if (confirmed)
    return (
      <p role="status" className="text-lg font-medium">
        Confirmed: {email} will get AI insights and reminders. Every e-mail has an unsubscribe link.
      </p>
    );
  return (
    <div className="grid gap-4">
      <p>
        Send AI insights and reminders about your assessment to <strong>{email}</strong>?
      </p>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div>
        <button
          type="button"
          className={buttonVariants({ size: "lg" })}
          disabled={busy}
          onClick={() => void confirm()}
        >
          Yes, confirm
        </button>
      </div>
    </div>
  );
}
