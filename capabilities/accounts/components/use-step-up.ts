"use client";

import { useEffect, useState, type FormEvent } from "react";

import { apiFetch } from "@/platform/http/api-client";
import { passkeyProblem, signWithPasskey } from "./passkey-ceremony";

/**
 * A step-up's state, for whatever asks it (the admin's dialog, the account page): a code of the
 * authenticator app or a recovery code (POST /api/auth/step-up), or one of the account's
 * passkeys (POST /api/auth/step-up/passkey). `active`: the question is on screen, so whether
 * the account has a passkey is worth asking.
 */
export function useStepUp(active: boolean, onProven: () => void) {
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [hasPasskey, setHasPasskey] = useState(false);

  useEffect(() => {
    if (!active) return;
    let current = true;
    apiFetch<{ passkeys: unknown[] }>("/api/user/passkeys").then(
      ({ passkeys }) => current && setHasPasskey(passkeys.length > 0),
      () => current && setHasPasskey(false),
    );
    return () => {
      current = false;
    };
  }, [active]);

  async function prove(step: () => Promise<unknown>) {
    setBusy(true);
    setError(null);
    try {
      await step();
      setCode("");
      onProven();
    } catch (failure) {
      setError(passkeyProblem(failure));
      setCode("");
    } finally {
      setBusy(false);
    }
  }

  return {
    code,
    setCode,
    error,
    busy,
    hasPasskey,
    reset: () => {
      setCode("");
      setError(null);
    },
    submitCode: (event: FormEvent) => {
      event.preventDefault();
      return prove(() => apiFetch("/api/auth/step-up", { method: "POST", json: { code } }));
    },
    proveWithPasskey: () =>
      prove(() =>
        signWithPasskey("/api/auth/step-up/passkey/options", "/api/auth/step-up/passkey"),
      ),
  };
}
