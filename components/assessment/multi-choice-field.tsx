"use client";

import { useController, useFormContext } from "react-hook-form";
import { Checkbox } from "@/components/ui/checkbox";
import { toggleChoice } from "@/lib/assessment/multi-select";
import type { Option } from "@/lib/assessment/options";
import { cn } from "@/lib/utils";
import { FieldShell } from "./field-shell";
import type { AssessmentDraft, DraftField } from "./form-types";

interface MultiChoiceFieldProps {
  name: DraftField;
  label: string;
  options: readonly Option[];
  hint?: string;
  required?: boolean;
  columns?: 1 | 2 | 3;
}

const gridColumns = { 1: "", 2: "sm:grid-cols-2", 3: "sm:grid-cols-2 lg:grid-cols-3" };

/** Several answers; 'none' options stand alone (lib/assessment/multi-select.ts). */
export function MultiChoiceField({
  name,
  label,
  options,
  hint = "Select all that apply.",
  required,
  columns = 2,
}: MultiChoiceFieldProps) {
  const { control } = useFormContext<AssessmentDraft>();
  const { field, fieldState } = useController({ name, control });
  const error = fieldState.error?.message;
  const selected = Array.isArray(field.value) ? (field.value as string[]) : [];
  return (
    <FieldShell id={name} label={label} hint={hint} required={required} error={error} group>
      <div className={cn("grid gap-2", gridColumns[columns])}>
        {options.map((option) => {
          const id = `${name}-${option.value}`;
          return (
            <label
              key={option.value}
              htmlFor={id}
              className="flex cursor-pointer items-start gap-3 rounded-lg border border-input bg-card p-3 transition-colors hover:border-primary/50 has-[[data-state=checked]]:border-primary has-[[data-state=checked]]:bg-secondary"
            >
              <Checkbox
                id={id}
                checked={selected.includes(option.value)}
                onCheckedChange={(checked) =>
                  field.onChange(toggleChoice(selected, option.value, checked === true))
                }
                aria-invalid={error ? true : undefined}
                className="mt-0.5"
              />
              <span className="text-sm font-medium">{option.label}</span>
            </label>
          );
        })}
      </div>
    </FieldShell>
  );
}
