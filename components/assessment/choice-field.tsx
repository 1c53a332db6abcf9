"use client";

import { useController, useFormContext } from "react-hook-form";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import type { Option } from "@/lib/assessment/options";
import { cn } from "@/lib/utils";
import { FieldShell } from "./field-shell";
import type { AssessmentDraft, DraftField } from "./form-types";

interface ChoiceFieldProps {
  name: DraftField;
  label: string;
  options: readonly Option[];
  hint?: string;
  required?: boolean;
  columns?: 1 | 2 | 3;
}

const gridColumns = { 1: "", 2: "sm:grid-cols-2", 3: "sm:grid-cols-3" };

/** One answer from a few options, shown as selectable cards. */
export function ChoiceField({
  name,
  label,
  options,
  hint,
  required,
  columns = 1,
}: ChoiceFieldProps) {
  const { control } = useFormContext<AssessmentDraft>();
  const { field, fieldState } = useController({ name, control });
  const error = fieldState.error?.message;
  return (
    <FieldShell id={name} label={label} hint={hint} required={required} error={error} group>
      <RadioGroup
        value={String(field.value ?? "")}
        onValueChange={field.onChange}
        aria-label={label}
        aria-invalid={error ? true : undefined}
        className={cn("grid gap-2", gridColumns[columns])}
      >
        {options.map((option) => {
          const id = `${name}-${option.value}`;
          return (
            <label
              key={option.value}
              htmlFor={id}
              className="flex cursor-pointer items-start gap-3 rounded-lg border border-input bg-card p-3 transition-colors hover:border-primary/50 has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-secondary"
            >
              <RadioGroupItem id={id} value={option.value} className="mt-0.5" />
              <span className="grid gap-0.5">
                <span className="text-sm font-medium">{option.label}</span>
                {option.description && (
                  <span className="text-sm text-muted-foreground">{option.description}</span>
                )}
              </span>
            </label>
          );
        })}
      </RadioGroup>
    </FieldShell>
  );
}
