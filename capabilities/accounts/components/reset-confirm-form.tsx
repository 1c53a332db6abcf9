"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";

import { Button } from "@/platform/ui/button";
import { accountToasts } from "@/capabilities/accounts/messages";
import { resetConfirmFormSchema } from "@/capabilities/accounts/schemas";
import { apiFetch } from "@/platform/http/api-client";
import { reportFailure } from "./feedback";
import { FormField } from "@/platform/ui/form-field";
import { PASSWORD_HINT } from "./register-form";

type Values = z.output<typeof resetConfirmFormSchema>;

/** The new password twice; the token comes from the e-mail's link. */
export function ResetConfirmForm({ token, onDone }: { token: string; onDone: () => void }) {
  const form = useForm<z.input<typeof resetConfirmFormSchema>, unknown, Values>({
    resolver: zodResolver(resetConfirmFormSchema),
    defaultValues: { newPassword: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;

  async function onSubmit({ newPassword }: Values) {
    try {
      await apiFetch("/api/auth/reset-password-confirm", {
        method: "POST",
        json: { token, newPassword },
      });
      onDone();
    } catch (error) {
      reportFailure(error, {
        title: accountToasts.error,
        fallback: accountToasts.resetConfirmFallback,
        network: accountToasts.networkFailure,
        setError: form.setError,
      });
    }
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-5">
      <FormField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={PASSWORD_HINT}
        registration={form.register("newPassword")}
        error={errors.newPassword}
      />
      <FormField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        registration={form.register("confirmPassword")}
        error={errors.confirmPassword}
      />
      <Button type="submit" size="lg" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
        {isSubmitting ? "Resetting..." : "Reset Password"}
      </Button>
    </form>
  );
}
