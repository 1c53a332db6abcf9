"use client";

import type { Option } from "@/model/assessment/option";
import { choiceCardClass, choiceInputClass, joinClasses } from "@/platform/ui/control-styles";
import { useDraftField } from "./draft-form";
import { FieldShell } from "@/platform/ui/field-shell";
import type { DraftField } from "./form-types";

interface ChoiceFieldProps {
  name: DraftField;
  label: string;
  options: readonly Option[];
  hint?: string;
  required?: boolean;
  columns?: 1 | 2 | 3;
}

const gridColumns = { 1: "", 2: "sm:grid-cols-2", 3: "sm:grid-cols-3" };

/** One answer from a few options, shown as selectable cards around native radios. */
export function ChoiceField({
  name,
  label,
  options,
  hint,
  required,
  columns = 1,
}: ChoiceFieldProps) {
  const { value, error, onChange } = useDraftField(name);
  return (
    <FieldShell id={name} label={label} hint={hint} required={required} error={error} group>
      <div
        role="radiogroup"
        aria-label={label}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        className={joinClasses("grid gap-2", gridColumns[columns])}
      >
        {options.map((option) => {
          const id = `${name}-${option.value}`;
          return (
            <label key={option.value} htmlFor={id} className={choiceCardClass}>
              <input
                type="radio"
                id={id}
                name={name}
                value={option.value}
                checked={value === option.value}
                onChange={() => onChange(option.value)}
                className={choiceInputClass}
              />
              <span className="grid gap-0.5">
                <span className="text-sm font-medium">{option.label}</span>
                {option.description && (
                  <span className="text-sm text-muted-foreground">{option.description}</span>
                )}
              </span>
            </label>
          );
        })}
      </div>
    </FieldShell>
  );
}
