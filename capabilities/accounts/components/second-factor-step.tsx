"use client";

import { useEffect, useState, type FormEvent } from "react";

import { Button } from "@/platform/ui/button";
import { ApiError, apiFetch } from "@/platform/http/api-client";
import { AppQrCode, CodeField, RecoveryCodesList } from "./authenticator-parts";
import { makePasskey, passkeyProblem, signWithPasskey } from "./passkey-ceremony";

/** What the login answers to an account with a second factor. */
export interface SecondFactorChallenge {
  challenge: string;
  enrolment: boolean;
  /** The account has a passkey: it may answer instead of a code. */
  passkey?: boolean;
}

export interface SignedInAnswer {
  user: { role: "user" | "admin"; mustChangePassword?: boolean };
  recoveryCodes?: string[];
}

interface Enrolment {
  secret: string;
  qrSvg: string;
}

/**
 * The second step of signing in: a passkey, a code from the authenticator app or a recovery
 * code. An admin's first sign-in sets a second factor up here (a passkey, or the app's QR code
 * and secret confirmed by a first code) and shows the ten recovery codes once before going
 * on. `onRestart` goes back to the password when the challenge has expired or died.
 */
export function SecondFactorStep({
  challenge,
  onSignedIn,
  onRestart,
}: {
  challenge: SecondFactorChallenge;
  onSignedIn: (answer: SignedInAnswer) => void | Promise<void>;
  onRestart: () => void;
}) {
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [saved, setSaved] = useState<SignedInAnswer | null>(null);

  useEffect(() => {
    if (!challenge.enrolment) return;
    apiFetch<Enrolment>("/api/auth/mfa/enrolment", {
      method: "POST",
      json: { challenge: challenge.challenge },
    }).then(setEnrolment, (failure: unknown) =>
      setError(failure instanceof ApiError ? failure.message : "Something went wrong."),
    );
  }, [challenge]);

  async function signInWith(step: () => Promise<SignedInAnswer>) {
    setError(null);
    setBusy(true);
    try {
      const answer = await step();
      if (answer.recoveryCodes) setSaved(answer);
      else await onSignedIn(answer);
    } catch (failure) {
      setError(passkeyProblem(failure));
      setCode("");
    } finally {
      setBusy(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    return signInWith(() =>
      apiFetch<SignedInAnswer>("/api/auth/mfa", {
        method: "POST",
        json: { challenge: challenge.challenge, code },
      }),
    );
  }

  const body = { challenge: challenge.challenge };
  const signInWithPasskey = () =>
    signInWith(() =>
      challenge.enrolment
        ? makePasskey<SignedInAnswer>(
            "/api/auth/mfa/enrolment/passkey/options",
            "/api/auth/mfa/enrolment/passkey",
            body,
          )
        : signWithPasskey<SignedInAnswer>(
            "/api/auth/mfa/passkey/options",
            "/api/auth/mfa/passkey",
            body,
          ),
    );

  if (saved?.recoveryCodes) {
    return (
      <div className="grid gap-4">
        <RecoveryCodesList codes={saved.recoveryCodes} />
        <Button size="lg" onClick={() => onSignedIn(saved)}>
          I have saved them, continue
        </Button>
      </div>
    );
  }

  const expired = error !== null && /expired/i.test(error);
  const passkeyButton = (label: string) => (
    <Button
      type="button"
      size="lg"
      variant="outline"
      onClick={signInWithPasskey}
      disabled={busy || expired}
    >
      {label}
    </Button>
  );
  return (
    <form noValidate onSubmit={submit} className="grid gap-5">
      {challenge.enrolment ? (
        <div className="grid gap-3">
          <h2 className="text-lg font-semibold">Set up your second factor</h2>
          <p className="text-sm text-muted-foreground">
            An admin account signs in with a second factor. Create a passkey on this device or a
            security key, or set up an authenticator app below.
          </p>
          {passkeyButton("Create a passkey")}
          <h3 className="font-semibold">Or use an authenticator app</h3>
          <p className="text-sm text-muted-foreground">
            Scan this code with an authenticator app (1Password, Google Authenticator, Microsoft
            Authenticator), then enter the code it shows.
          </p>
          {enrolment && <AppQrCode {...enrolment} />}
        </div>
      ) : challenge.passkey ? (
        <div className="grid gap-3">
          {passkeyButton("Use a passkey")}
          <p className="text-sm text-muted-foreground">
            Or enter the 6-digit code from your authenticator app, or one of your recovery codes.
          </p>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">
          Enter the 6-digit code from your authenticator app, or one of your recovery codes.
        </p>
      )}
      <CodeField id="second-factor-code" value={code} onChange={setCode} error={error} />
      {expired ? (
        <Button type="button" size="lg" onClick={onRestart}>
          Sign in again
        </Button>
      ) : (
        <Button
          type="submit"
          size="lg"
          disabled={busy || !code.trim()}
          aria-busy={busy || undefined}
        >
          {busy ? "Checking..." : "Verify"}
        </Button>
      )}
    </form>
  );
}
