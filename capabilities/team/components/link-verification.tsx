"use client";

import { MailCheck } from "lucide-react";
import { useState } from "react";
import { sizedInputClass } from "@/platform/ui/control-styles";
import { FieldShell, describedBy } from "@/platform/ui/field-shell";
import { buttonVariants } from "@/platform/ui/button-variants";
import { ApiError, apiFetch } from "@/platform/http/api-client";

export interface Verification {
  email: string;
  code: string;
}

interface LinkVerificationProps {
  token: string;
  value: Verification;
  errors: { email?: string; code?: string };
  onChange: (value: Verification) => void;
}

/**
 * A team link's first step: the leader's address and the one-time code sent to it, so that each
 * leader answers once and the executive cannot answer for the team.
 */
export function LinkVerification({ token, value, errors, onChange }: LinkVerificationProps) {
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function sendCode() {
    setSending(true);
    setFailure(null);
    try {
      const res = await apiFetch<{ message: string }>(`/api/team/${token}/code`, {
        method: "POST",
        json: { email: value.email },
      });
      setSent(res.message);
    } catch (error) {
      setSent(null);
      setFailure(
        error instanceof ApiError
          ? (error.fields.email ?? error.message)
          : "The code could not be sent.",
      );
    } finally {
      setSending(false);
    }
  }

  const emailError = failure ?? errors.email;
  return (
    <fieldset className="grid gap-4 rounded-lg border p-4">
      <legend className="px-1 text-base font-semibold">Confirm your e-mail</legend>
      <p className="text-sm text-muted-foreground">
        So that each leader answers once, we send a 6-digit code to your address. It is used only to
        count your answer and is not kept with it.
      </p>
      <FieldShell id="verification-email" label="Your work e-mail" required error={emailError}>
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            id="verification-email"
            type="email"
            autoComplete="email"
            className={sizedInputClass("h-11 w-full")}
            value={value.email}
            aria-invalid={Boolean(emailError)}
            aria-describedby={describedBy("verification-email", undefined, emailError)}
            onChange={(event) => onChange({ ...value, email: event.target.value })}
          />
          <button
            type="button"
            onClick={sendCode}
            disabled={sending || !value.email.trim()}
            className={buttonVariants({ variant: "outline", size: null, className: "h-11 px-4" })}
          >
            {sending ? "Sending..." : sent ? "Send a new code" : "Send me a code"}
          </button>
        </div>
      </FieldShell>
      {sent && (
        <p role="status" className="flex items-start gap-2 text-sm">
          <MailCheck className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
          {sent}
        </p>
      )}
      <FieldShell id="verification-code" label="Code from the e-mail" required error={errors.code}>
        <input
          id="verification-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          className={sizedInputClass("h-11 w-40 tracking-widest")}
          value={value.code}
          aria-invalid={Boolean(errors.code)}
          aria-describedby={describedBy("verification-code", undefined, errors.code)}
          onChange={(event) => onChange({ ...value, code: event.target.value })}
        />
      </FieldShell>
    </fieldset>
  );
}
