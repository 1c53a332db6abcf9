"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { CheckCircle2, Loader2, Phone } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";

import { Button } from "@/platform/ui/button";
import { DialogClose } from "@/platform/ui/dialog";
import { Input } from "@/platform/ui/input";
import { Label } from "@/platform/ui/label";
import { ApiError, apiFetch } from "@/platform/http/api-client";
import {
  CALL_REQUEST_FAILED,
  callRequestFormSchema,
  type CallRequestAnswer,
} from "@/capabilities/voice/schemas";

/** Spec section 9: the dialog closes itself 10 s after a successful request. */
export const AUTO_CLOSE_MS = 10_000;

type FormInput = z.input<typeof callRequestFormSchema>;
type FormOutput = z.output<typeof callRequestFormSchema>;

/**
 * The inside of the call-request dialog: the phone field, then the success state. It lives
 * only while the dialog is open, so closing the dialog resets it.
 */
export function CallRequestForm({
  assessmentId,
  onDone,
}: {
  assessmentId: string;
  /** Called AUTO_CLOSE_MS after success: the dialog closes. */
  onDone: () => void;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  const [success, setSuccess] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(callRequestFormSchema),
    defaultValues: { phone_number: "" },
    reValidateMode: "onSubmit",
  });
  const { errors, isSubmitting } = form.formState;
  const error = errors.phone_number?.message ?? serverError;

  useEffect(() => {
    if (success === null) return;
    const timer = setTimeout(onDone, AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [success, onDone]);

  async function onSubmit(values: FormOutput) {
    setServerError(null);
    try {
      const answer = await apiFetch<CallRequestAnswer>("/api/call-request", {
        method: "POST",
        json: { phone_number: values.phone_number, assessment_id: assessmentId },
      });
      setSuccess(answer.message);
    } catch (failure) {
      setServerError(
        failure instanceof ApiError && failure.message ? failure.message : CALL_REQUEST_FAILED,
      );
    }
  }

  if (success !== null) {
    return (
      <div role="status" className="grid justify-items-center gap-3 py-4 text-center">
        <CheckCircle2 className="size-10 text-success" aria-hidden="true" />
        <p className="text-lg font-semibold">Call request received</p>
        <p className="text-sm text-muted-foreground">{success}</p>
        <p className="text-xs text-muted-foreground">This window closes in 10 seconds.</p>
        <DialogClose asChild>
          <Button variant="outline">Close</Button>
        </DialogClose>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
      <div className="grid gap-2">
        <Label htmlFor={id}>Phone number</Label>
        <Input
          id={id}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="+1 604 555 0123"
          className="h-10"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          {...form.register("phone_number", {
            onChange: () => {
              form.clearErrors("phone_number");
              setServerError(null);
            },
          })}
        />
        {error && (
          <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        )}
      </div>
      <Button type="submit" size="lg" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
        {isSubmitting ? (
          <Loader2 className="animate-spin" aria-hidden="true" />
        ) : (
          <Phone aria-hidden="true" />
        )}
        {isSubmitting ? "Submitting..." : "Request Call"}
      </Button>
    </form>
  );
}
