"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";

import { FormField } from "@/platform/ui/form-field";
import { Button } from "@/platform/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/platform/ui/dialog";
import { resetRequestSchema } from "@/capabilities/accounts";
import { ApiError, apiFetch } from "@/platform/http/api-client";
import { FormAlert } from "./form-alert";
import { RESET_FALLBACK, RESET_SENT } from "./login-schema";

type Values = z.output<typeof resetRequestSchema>;

/** 'Forgot your password?': the Reset Password dialog of the admin sign-in screen. */
export function ResetPasswordDialog() {
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: "error" | "success"; text: string } | null>(null);
  const form = useForm<z.input<typeof resetRequestSchema>, unknown, Values>({
    resolver: zodResolver(resetRequestSchema),
    defaultValues: { email: "" },
  });
  const { errors, isSubmitting } = form.formState;

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (!next) {
      form.reset();
      setOutcome(null);
    }
  }

  async function onSubmit(values: Values) {
    setOutcome(null);
    try {
      await apiFetch("/api/auth/reset-password", { method: "POST", json: values });
      setOutcome({ tone: "success", text: RESET_SENT });
    } catch (error) {
      if (error instanceof ApiError && error.fields.email) {
        form.setError("email", { type: "server", message: error.fields.email });
      }
      setOutcome({
        tone: "error",
        text: error instanceof ApiError && error.message ? error.message : RESET_FALLBACK,
      });
    }
  }

  const sent = outcome?.tone === "success";
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button type="button" variant="link" className="h-auto px-0">
          Forgot your password?
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Reset Password</DialogTitle>
          <DialogDescription>
            Enter the e-mail address of your account and we will send you a reset link.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
          {outcome ? <FormAlert tone={outcome.tone}>{outcome.text}</FormAlert> : null}
          {sent ? null : (
            <FormField
              label="Email"
              autoComplete="email"
              registration={form.register("email")}
              error={errors.email}
            />
          )}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {sent ? "Close" : "Cancel"}
              </Button>
            </DialogClose>
            {sent ? null : (
              <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
                {isSubmitting ? "Sending..." : "Send Reset Link"}
              </Button>
            )}
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
