"use client";

import { useController, useFormContext } from "react-hook-form";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import type { Option } from "@/lib/assessment/options";
import { describedBy, FieldShell } from "./field-shell";
import type { AssessmentDraft, DraftField } from "./form-types";

interface SelectFieldProps {
  name: DraftField;
  label: string;
  options: readonly Option[];
  required?: boolean;
  placeholder?: string;
  onValueChange?: (value: string) => void;
}

export function SelectField({
  name,
  label,
  options,
  required,
  placeholder = "Select...",
  onValueChange,
}: SelectFieldProps) {
  const { control } = useFormContext<AssessmentDraft>();
  const {
    field: { value, onChange, onBlur, ref },
    fieldState,
  } = useController({ name, control });
  const error = fieldState.error?.message;
  return (
    <FieldShell id={name} label={label} required={required} error={error}>
      <Select
        value={String(value ?? "")}
        onValueChange={(next) => {
          onChange(next);
          onValueChange?.(next);
        }}
      >
        <SelectTrigger
          id={name}
          ref={ref}
          onBlur={onBlur}
          className="w-full"
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy(name, undefined, error)}
        >
          <SelectValue placeholder={placeholder} />
        </SelectTrigger>
        <SelectContent>
          {options.map((option) => (
            <SelectItem key={option.value} value={option.value}>
              {option.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </FieldShell>
  );
}
