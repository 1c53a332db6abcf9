"use client";

import { useId } from "react";
import type { FieldError, UseFormRegisterReturn } from "react-hook-form";

import { Input } from "@/platform/ui/input";
import { Label } from "@/platform/ui/label";
import { PasswordInput } from "./password-input";

interface FormFieldProps {
  label: string;
  registration: UseFormRegisterReturn;
  error?: FieldError;
  type?: "email" | "password";
  autoComplete: string;
  hint?: string;
}

/**
 * A labelled e-mail or password input wired to react-hook-form, with its hint and error
 * message tied to it by aria-describedby.
 */
export function FormField({
  label,
  registration,
  error,
  type = "email",
  autoComplete,
  hint,
}: FormFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ");
  const common = {
    id,
    autoComplete,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy || undefined,
    ...registration,
  };

  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {type === "password" ? (
        <PasswordInput {...common} />
      ) : (
        <Input {...common} type="email" inputMode="email" spellCheck={false} className="h-10" />
      )}
      {hint ? (
        <p id={hintId} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error?.message ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {error.message}
        </p>
      ) : null}
    </div>
  );
}
