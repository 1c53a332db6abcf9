"use client";

import { useState, type FormEvent } from "react";

import { Button } from "@/platform/ui/button";
import { inputClass } from "@/platform/ui/control-styles";
import { ApiError, apiFetch } from "@/platform/http/api-client";

/**
 * A visitor without an account asks for their data: the e-mailed link (7 days) downloads or
 * deletes what is held about the address. The answer is the same whether or not anything is.
 */
export function PrivacyRequestForm() {
  const [email, setEmail] = useState("");
  const [answer, setAnswer] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { message } = await apiFetch<{ message: string }>("/api/privacy/requests", {
        method: "POST",
        json: { email },
      });
      setAnswer(message);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : "Something went wrong.");
    } finally {
      setBusy(false);
    }
  }

  if (answer) return <p role="status">{answer}</p>;
  return (
    <form noValidate onSubmit={submit} className="grid max-w-md gap-3">
      <label htmlFor="privacy-email" className="text-sm font-medium text-foreground">
        Your e-mail address
      </label>
      <input
        id="privacy-email"
        type="email"
        autoComplete="email"
        className={inputClass}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "privacy-email-error" : undefined}
      />
      {error && (
        <p id="privacy-email-error" role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <Button type="submit" disabled={busy || !email.trim()}>
        E-mail me a link to my data
      </Button>
    </form>
  );
}
