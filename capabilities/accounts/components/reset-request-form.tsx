"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";

import { Button } from "@/platform/ui/button";
import { toast } from "@/platform/ui/use-toast";
import { accountMessages, accountToasts } from "@/capabilities/accounts/messages";
import { resetRequestSchema } from "@/capabilities/accounts/schemas";
import { apiFetch } from "@/platform/http/api-client";
import { reportFailure } from "./feedback";
import { FormField } from "@/platform/ui/form-field";

type Values = z.output<typeof resetRequestSchema>;

/** Asks for a reset link; the same answer whether or not the address has an account. */
export function ResetRequestForm() {
  const form = useForm<z.input<typeof resetRequestSchema>, unknown, Values>({
    resolver: zodResolver(resetRequestSchema),
    defaultValues: { email: "" },
  });
  const { errors, isSubmitting } = form.formState;

  async function onSubmit(values: Values) {
    try {
      const { message } = await apiFetch<{ message?: string }>("/api/auth/reset-password", {
        method: "POST",
        json: values,
      });
      toast({
        title: accountToasts.resetEmailSent,
        description: message || accountMessages.resetRequested,
      });
      form.reset();
    } catch (error) {
      reportFailure(error, {
        title: accountToasts.error,
        fallback: accountToasts.resetRequestFallback,
        network: accountToasts.networkFailure,
        setError: form.setError,
      });
    }
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-5">
      <FormField
        label="Email"
        autoComplete="email"
        registration={form.register("email")}
        error={errors.email}
      />
      <Button type="submit" size="lg" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
        {isSubmitting ? "Sending..." : "Send Reset Link"}
      </Button>
    </form>
  );
}
