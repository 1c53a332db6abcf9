"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";

import { FormField } from "@/platform/ui/form-field";
import { Button } from "@/platform/ui/button";
import { toast } from "@/platform/ui/use-toast";
import {
  accountToasts,
  homeFor,
  SecondFactorStep,
  type SecondFactorChallenge,
  type SignedInAnswer,
} from "@/capabilities/accounts";
import { ApiError, apiFetch } from "@/platform/http/api-client";
import { FormAlert } from "./form-alert";
import {
  adminLoginSchema,
  LOGIN_FALLBACK,
  LOGIN_REDIRECT_DELAY_MS,
  type AdminLoginInput,
  type AdminLoginValues,
} from "./login-schema";

type LoginAnswer = SignedInAnswer | ({ mfaRequired: true } & SecondFactorChallenge);

/**
 * The admin sign-in form: password, then the authenticator code (or, the first time, setting
 * the app up). Success: 'Welcome Admin!' and, 100 ms later, /admin (a user goes to My Reports,
 * a temporary password to the change-password page). The session is the httpOnly cookie the
 * sign-in endpoints set; nothing is stored in the browser.
 */
export function AdminLoginForm() {
  const router = useRouter();
  const [failure, setFailure] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);
  const [challenge, setChallenge] = useState<SecondFactorChallenge | null>(null);
  const form = useForm<AdminLoginInput, unknown, AdminLoginValues>({
    resolver: zodResolver(adminLoginSchema),
    defaultValues: { email: "", password: "" },
  });
  const { errors, isSubmitting } = form.formState;

  async function signedIn({ user }: SignedInAnswer) {
    toast({
      title: user.role === "admin" ? accountToasts.welcomeAdmin : accountToasts.welcomeBack,
      description: user.mustChangePassword
        ? "Please choose a new password to continue."
        : "You are now signed in.",
      variant: "success",
    });
    setLeaving(true);
    await new Promise((resolve) => setTimeout(resolve, LOGIN_REDIRECT_DELAY_MS));
    router.replace(homeFor(user));
    router.refresh();
  }

  async function onSubmit(values: AdminLoginValues) {
    setFailure(null);
    try {
      const answer = await apiFetch<LoginAnswer>("/api/auth/login", {
        method: "POST",
        json: values,
      });
      if ("mfaRequired" in answer) setChallenge(answer);
      else await signedIn(answer);
    } catch (error) {
      if (error instanceof ApiError) {
        for (const field of ["email", "password"] as const) {
          const message = error.fields[field];
          if (message) form.setError(field, { type: "server", message });
        }
      }
      setFailure(error instanceof ApiError && error.message ? error.message : LOGIN_FALLBACK);
    }
  }

  const busy = isSubmitting || leaving;
  if (challenge) {
    return (
      <SecondFactorStep
        challenge={challenge}
        onSignedIn={signedIn}
        onRestart={() => setChallenge(null)}
      />
    );
  }
  return (
    <form
      noValidate
      aria-label="Admin sign in"
      onSubmit={form.handleSubmit(onSubmit)}
      className="grid gap-5"
    >
      {failure ? <FormAlert>{failure}</FormAlert> : null}
      <FormField
        label="Email"
        autoComplete="email"
        registration={form.register("email")}
        error={errors.email}
      />
      <FormField
        label="Password"
        type="password"
        autoComplete="current-password"
        registration={form.register("password")}
        error={errors.password}
      />
      <Button type="submit" size="lg" disabled={busy} aria-busy={busy || undefined}>
        {busy ? "Signing in..." : "Sign In"}
      </Button>
    </form>
  );
}
