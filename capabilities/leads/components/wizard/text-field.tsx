"use client";

import { inputClass, textareaClass } from "@/platform/ui/control-styles";
import { useDraftField } from "./draft-form";
import { describedBy, FieldShell } from "@/platform/ui/field-shell";
import type { DraftField } from "./form-types";

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
  const { value, error, onChange } = useDraftField(name);
  const props = {
    id: name,
    name,
    value: String(value ?? ""),
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
    placeholder,
    "aria-invalid": error ? true : undefined,
    "aria-required": required || undefined,
    "aria-describedby": describedBy(name, hint, error),
  };
  return (
    <FieldShell id={name} label={label} hint={hint} required={required} error={error}>
      {multiline ? (
        <textarea rows={3} className={textareaClass} {...props} />
      ) : (
        <input type={type} autoComplete={autoComplete} className={inputClass} {...props} />
      )}
    </FieldShell>
  );
}
