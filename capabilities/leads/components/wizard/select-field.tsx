"use client";

import { ChevronDown } from "lucide-react";
import type { Option } from "@/model/assessment/option";
import { joinClasses, selectClass } from "@/platform/ui/control-styles";
import { useDraftField } from "./draft-form";
import { describedBy, FieldShell } from "@/platform/ui/field-shell";
import type { DraftField } from "./form-types";

interface SelectFieldProps {
  name: DraftField;
  label: string;
  options: readonly Option[];
  required?: boolean;
  placeholder?: string;
  onValueChange?: (value: string) => void;
}

/** A native select: the platform's own picker, keyboard and screen-reader support. */
export function SelectField({
  name,
  label,
  options,
  required,
  placeholder = "Select...",
  onValueChange,
}: SelectFieldProps) {
  const { value, error, onChange } = useDraftField(name);
  const current = String(value ?? "");
  return (
    <FieldShell id={name} label={label} required={required} error={error}>
      <div className="relative">
        <select
          id={name}
          name={name}
          value={current}
          onChange={(event) => {
            onChange(event.target.value);
            onValueChange?.(event.target.value);
          }}
          className={joinClasses(selectClass, !current && "text-muted-foreground")}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy(name, undefined, error)}
        >
          <option value="" disabled>
            {placeholder}
          </option>
          {options.map((option) => (
            <option key={option.value} value={option.value} className="text-foreground">
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground opacity-50"
        />
      </div>
    </FieldShell>
  );
}
