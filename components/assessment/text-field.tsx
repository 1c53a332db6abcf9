"use client";

import { useController, useFormContext } from "react-hook-form";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { describedBy, FieldShell } from "./field-shell";
import type { AssessmentDraft, DraftField } from "./form-types";

interface TextFieldProps {
  name: DraftField;
  label: string;
  hint?: string;
  required?: boolean;
  multiline?: boolean;
  type?: "text" | "email";
  autoComplete?: string;
  placeholder?: string;
}

export function TextField({
  name,
  label,
  hint,
  required,
  multiline,
  type = "text",
  autoComplete,
  placeholder,
}: TextFieldProps) {
  const { control } = useFormContext<AssessmentDraft>();
  const { field, fieldState } = useController({ name, control });
  const error = fieldState.error?.message;
  const props = {
    id: name,
    name,
    value: String(field.value ?? ""),
    onChange: field.onChange,
    onBlur: field.onBlur,
    ref: field.ref,
    placeholder,
    "aria-invalid": error ? true : undefined,
    "aria-required": required || undefined,
    "aria-describedby": describedBy(name, hint, error),
  };
  return (
    <FieldShell id={name} label={label} hint={hint} required={required} error={error}>
      {multiline ? (
        <Textarea rows={3} {...props} />
      ) : (
        <Input type={type} autoComplete={autoComplete} {...props} />
      )}
    </FieldShell>
  );
}
