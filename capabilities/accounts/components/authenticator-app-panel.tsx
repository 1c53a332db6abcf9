"use client";

import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";

import { Button } from "@/platform/ui/button";
import { ApiError, apiFetch } from "@/platform/http/api-client";
import { AppQrCode, CodeField, RecoveryCodesList } from "./authenticator-parts";

interface Enrolment {
  challenge: string;
  secret: string;
  qrSvg: string;
}

const messageOf = (failure: unknown) =>
  failure instanceof ApiError ? failure.message : "Something went wrong. Please try again.";

/**
 * Two-step sign-in on the account page: off, it sets an authenticator app up (QR code, first
 * code, the recovery codes once); on, it says so and, for a user, turns it off with a code.
 */
export function AuthenticatorAppPanel({
  enabledSince,
  recoveryCodesLeft,
  removable,
}: {
  /** "26 Nov 2026", or null when the account has no app. */
  enabledSince: string | null;
  recoveryCodesLeft: number;
  removable: boolean;
}) {
  const router = useRouter();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(work: () => Promise<void>) {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (failure) {
      setError(messageOf(failure));
      setCode("");
    } finally {
      setBusy(false);
    }
  }

  const start = () =>
    run(async () =>
      setEnrolment(await apiFetch<Enrolment>("/api/user/second-factor", { method: "POST" })),
    );

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    return run(async () => {
      const answer = await apiFetch<{ recoveryCodes: string[] }>(
        "/api/user/second-factor/confirm",
        { method: "POST", json: { challenge: enrolment!.challenge, code } },
      );
      setCodes(answer.recoveryCodes);
    });
  };

  const remove = (event: FormEvent) => {
    event.preventDefault();
    return run(async () => {
      await apiFetch("/api/user/second-factor", { method: "DELETE", json: { code } });
      router.refresh();
    });
  };

  if (codes) {
    return (
      <div className="grid gap-4">
        <RecoveryCodesList codes={codes} Heading="h3" />
        <Button
          onClick={() => {
            setCodes(null);
            setEnrolment(null);
            router.refresh();
          }}
        >
          Done
        </Button>
      </div>
    );
  }
  if (enabledSince) {
    return (
      <form noValidate onSubmit={remove} className="grid gap-4">
        <p>
          <strong>On</strong> since {enabledSince}: signing in asks for a code from your
          authenticator app. {recoveryCodesLeft} recovery{" "}
          {recoveryCodesLeft === 1 ? "code is" : "codes are"} left.
        </p>
        {removable && (
          <>
            <CodeField id="remove-app-code" value={code} onChange={setCode} error={error} />
            <Button type="submit" variant="outline" disabled={busy || !code.trim()}>
              Turn off two-step sign-in
            </Button>
          </>
        )}
      </form>
    );
  }
  if (enrolment) {
    return (
      <form noValidate onSubmit={confirm} className="grid gap-4">
        <p className="text-sm text-muted-foreground">
          Scan this code with an authenticator app, then enter the code it shows.
        </p>
        <AppQrCode secret={enrolment.secret} qrSvg={enrolment.qrSvg} />
        <CodeField id="enrol-app-code" value={code} onChange={setCode} error={error} />
        <Button type="submit" disabled={busy || !code.trim()} aria-busy={busy || undefined}>
          Turn on two-step sign-in
        </Button>
      </form>
    );
  }
  return (
    <div className="grid gap-4">
      <p>
        <strong>Off</strong>: your password alone signs you in. With an authenticator app, a stolen
        password is not enough.
      </p>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <Button onClick={start} disabled={busy}>
        Set up an authenticator app
      </Button>
    </div>
  );
}
