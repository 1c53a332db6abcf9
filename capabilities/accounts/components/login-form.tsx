"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";

import { Button } from "@/platform/ui/button";
import { toast } from "@/platform/ui/use-toast";
import { homeFor } from "@/capabilities/accounts/destinations";
import { accountToasts } from "@/capabilities/accounts/messages";
import { loginSchema } from "@/capabilities/accounts/schemas";
import { apiFetch } from "@/platform/http/api-client";
import { reportFailure } from "./feedback";
import { FormField } from "@/platform/ui/form-field";
import {
  SecondFactorStep,
  type SecondFactorChallenge,
  type SignedInAnswer,
} from "./second-factor-step";

type LoginForm = z.input<typeof loginSchema>;
type LoginAnswer = SignedInAnswer | ({ mfaRequired: true } & SecondFactorChallenge);

/**
 * E-mail and password, then the second factor when the account has one; on success a welcome
 * toast and the person's home page.
 */
export function LoginForm() {
  const router = useRouter();
  const [challenge, setChallenge] = useState<SecondFactorChallenge | null>(null);
  const form = useForm<LoginForm, unknown, z.output<typeof loginSchema>>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: "", password: "" },
  });
  const { errors, isSubmitting } = form.formState;

  function signedIn({ user }: SignedInAnswer) {
    toast({
      title: user.role === "admin" ? accountToasts.welcomeAdmin : accountToasts.welcomeBack,
      description: user.mustChangePassword
        ? "Please choose a new password to continue."
        : "You are now signed in.",
    });
    router.push(homeFor(user));
    router.refresh();
  }

  async function onSubmit(values: z.output<typeof loginSchema>) {
    try {
      const answer = await apiFetch<LoginAnswer>("/api/auth/login", {
        method: "POST",
        json: values,
      });
      if ("mfaRequired" in answer) setChallenge(answer);
      else signedIn(answer);
    } catch (error) {
      reportFailure(error, {
        title: accountToasts.loginFailed,
        fallback: "Invalid username or password.",
        setError: form.setError,
      });
    }
  }

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
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-5">
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
      <Button type="submit" size="lg" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
        {isSubmitting ? "Signing in..." : "Login"}
      </Button>
    </form>
  );
}
