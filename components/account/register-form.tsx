"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";

import { Button } from "@/components/ui/button";
import { accountToasts } from "@/lib/account/messages";
import { registerSchema } from "@/lib/account/schemas";
import { apiFetch } from "@/lib/api-client";
import { reportFailure } from "./feedback";
import { FormField } from "./form-field";

type RegisterForm = z.input<typeof registerSchema>;
type RegisterValues = z.output<typeof registerSchema>;
export type RegisterAnswer = { assessmentLinked?: boolean; message: string };

export const PASSWORD_HINT =
  "At least 8 characters, with a lowercase letter, an uppercase letter and a number.";

/**
 * E-mail and password for a new account (optionally saving an assessment to it). The parent
 * decides what success looks like; failures toast 'Registration Failed' with `fallback`.
 */
export function RegisterForm({
  assessmentId,
  submitLabel,
  fallback,
  onRegistered,
}: {
  assessmentId?: string;
  submitLabel: string;
  fallback: string;
  onRegistered: (answer: RegisterAnswer) => void;
}) {
  const form = useForm<RegisterForm, unknown, RegisterValues>({
    resolver: zodResolver(registerSchema),
    defaultValues: { email: "", password: "" },
  });
  const { errors, isSubmitting, isSubmitSuccessful } = form.formState;
  const busy = isSubmitting || isSubmitSuccessful;

  async function onSubmit(values: RegisterValues) {
    try {
      const answer = await apiFetch<RegisterAnswer>("/api/auth/register", {
        method: "POST",
        json: { ...values, ...(assessmentId ? { assessmentId } : {}) },
      });
      onRegistered(answer);
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
