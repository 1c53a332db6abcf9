"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";

import { Button } from "@/platform/ui/button";
import { toast } from "@/platform/ui/use-toast";
import { accountToasts } from "@/capabilities/accounts/messages";
import { registerSchema } from "@/capabilities/accounts/schemas";
import { apiFetch } from "@/platform/http/api-client";
import { reportFailure } from "./feedback";
import { FormField } from "@/platform/ui/form-field";

type RegisterForm = z.input<typeof registerSchema>;
type RegisterValues = z.output<typeof registerSchema>;

export const PASSWORD_HINT =
  "At least 8 characters, with a lowercase letter, an uppercase letter and a number.";

/**
 * E-mail and password for a new account (optionally saving an assessment to it), then the
 * sign-in with them: registration answers alike for new and known addresses, so signing in
 * is how the form learns it worked. The parent decides what success looks like; when the
 * sign-in fails (the address already had an account, with another password) the server's
 * registration message says to check the e-mail. Failures toast 'Registration Failed'.
 */
export function RegisterForm({
  assessmentId,
  defaultEmail = "",
  submitLabel,
  fallback,
  onRegistered,
}: {
  assessmentId?: string;
  /** Prefills the e-mail (save-account: the address of the assessment's step 1). */
  defaultEmail?: string;
  submitLabel: string;
  fallback: string;
  onRegistered: () => void | Promise<void>;
}) {
  const form = useForm<RegisterForm, unknown, RegisterValues>({
    resolver: zodResolver(registerSchema),
    defaultValues: { email: defaultEmail, password: "" },
  });
  const { errors, isSubmitting, isSubmitSuccessful } = form.formState;
  const busy = isSubmitting || isSubmitSuccessful;

  async function onSubmit(values: RegisterValues) {
    try {
      const { message } = await apiFetch<{ message: string }>("/api/auth/register", {
        method: "POST",
        json: { ...values, ...(assessmentId ? { assessmentId } : {}) },
      });
      const signedIn = await apiFetch("/api/auth/login", {
        method: "POST",
        json: { email: values.email, password: values.password },
      }).then(
        () => true,
        () => false,
      );
      if (signedIn) return await onRegistered();
      toast({ title: accountToasts.checkEmail, description: message });
    } catch (error) {
      reportFailure(error, {
        title: accountToasts.registrationFailed,
        fallback,
        setError: form.setError,
      });
      throw error; // keeps isSubmitSuccessful false
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) =>
        void form
          .handleSubmit(onSubmit)(event)
          .catch(() => undefined)
      }
      className="grid gap-5"
    >
      <FormField
        label="Email"
        autoComplete="email"
        registration={form.register("email")}
        error={errors.email}
      />
      <FormField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint={PASSWORD_HINT}
        registration={form.register("password")}
        error={errors.password}
      />
      <Button type="submit" size="lg" disabled={busy} aria-busy={busy || undefined}>
        {isSubmitting ? "Creating account..." : submitLabel}
      </Button>
    </form>
  );
}
