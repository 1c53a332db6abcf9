"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { useForm, type UseFormRegisterReturn } from "react-hook-form";
import { z } from "zod";

import { Button } from "@/platform/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/platform/ui/dialog";
import { Input } from "@/platform/ui/input";
import { Label } from "@/platform/ui/label";
import { toast } from "@/platform/ui/use-toast";
import { COUPON_CODE_PATTERN } from "@/capabilities/payments";
import { ApiError } from "@/platform/http/api-client";
import { adminFetch, isAuthFailure } from "./admin-session";
import { FormAlert } from "./form-alert";

/** The form's view of a coupon: text inputs, turned into the API's payload on submit. */
const couponFormSchema = z.object({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(COUPON_CODE_PATTERN, "Coupon code must be 3-64 characters: letters, digits, - or _."),
  description: z.string().trim().max(500, "Description must be at most 500 characters."),
  maxUses: z
    .string()
    .trim()
    .refine(
      (v) => v === "" || (/^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 1_000_000),
      "Maximum uses must be a whole number of at least 1.",
    ),
  expiresOn: z
    .string()
    .refine(
      (v) => v === "" || endOfDay(v).getTime() > Date.now(),
      "The expiry date must be today or later.",
    ),
});
type CouponForm = z.input<typeof couponFormSchema>;
type CouponValues = z.output<typeof couponFormSchema>;

/** A coupon "expiring on" a day stays valid through that day, in the admin's time zone. */
function endOfDay(day: string): Date {
  return new Date(`${day}T23:59:59.999`);
}

export function couponPayload(values: CouponValues) {
  return {
    code: values.code,
    description: values.description || null,
    maxUses: values.maxUses ? Number(values.maxUses) : null,
    expiresAt: values.expiresOn ? endOfDay(values.expiresOn).toISOString() : null,
  };
}

const fieldNames = {
  code: "code",
  description: "description",
  maxUses: "maxUses",
  expiresAt: "expiresOn",
} as const;

/** Create Coupon: code, description, maximum uses and expiry date (the last three optional). */
export function CouponFormDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: () => void;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<CouponForm, unknown, CouponValues>({
    resolver: zodResolver(couponFormSchema),
    defaultValues: { code: "", description: "", maxUses: "", expiresOn: "" },
  });
  const { errors, isSubmitting } = form.formState;

  function changeOpen(next: boolean) {
    if (!next) {
      form.reset();
      setFailure(null);
    }
    onOpenChange(next);
  }

  async function onSubmit(values: CouponValues) {
    setFailure(null);
    try {
      await adminFetch("/api/admin/coupons", { method: "POST", json: couponPayload(values) });
      toast({
        title: "Coupon created",
        description: `${values.code} is ready to use.`,
        variant: "success",
      });
      changeOpen(false);
      onCreated();
    } catch (error) {
      if (isAuthFailure(error)) return;
      if (error instanceof ApiError) {
        for (const [field, name] of Object.entries(fieldNames)) {
          const message = error.fields[field];
          if (message) form.setError(name, { type: "server", message });
        }
      }
      setFailure(
        error instanceof ApiError && error.message ? error.message : "Failed to create coupon.",
      );
    }
  }

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Create Coupon</DialogTitle>
          <DialogDescription>
            A coupon unlocks the full report without payment. Leave the limits empty for no limit.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4">
          {failure ? <FormAlert>{failure}</FormAlert> : null}
          <TextField
            label="Code"
            hint="Letters, digits, - or _; stored in capitals."
            registration={form.register("code")}
            error={errors.code?.message}
            autoCapitalize="characters"
          />
          <TextField
            label="Description (optional)"
            registration={form.register("description")}
            error={errors.description?.message}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Maximum uses (optional)"
              registration={form.register("maxUses")}
              error={errors.maxUses?.message}
              inputMode="numeric"
            />
            <TextField
              label="Expiry date (optional)"
              type="date"
              registration={form.register("expiresOn")}
              error={errors.expiresOn?.message}
            />
          </div>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
              {isSubmitting ? "Creating..." : "Create Coupon"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function TextField({
  label,
  hint,
  registration,
  error,
  type = "text",
  inputMode,
  autoCapitalize,
}: {
  label: string;
  hint?: string;
  registration: UseFormRegisterReturn;
  error?: string;
  type?: "text" | "date";
  inputMode?: "numeric";
  autoCapitalize?: string;
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(" ");
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        type={type}
        inputMode={inputMode}
        autoCapitalize={autoCapitalize}
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className="h-10"
        {...registration}
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}
