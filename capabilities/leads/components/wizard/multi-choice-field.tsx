"use client";

import { toggleChoice } from "@/model/assessment/multi-select";
import type { Option } from "@/model/assessment/option";
import { choiceCardClass, choiceInputClass, joinClasses } from "@/platform/ui/control-styles";
import { useDraftField } from "./draft-form";
import { FieldShell } from "@/platform/ui/field-shell";
import type { DraftField } from "./form-types";

interface MultiChoiceFieldProps {
  name: DraftField;
  label: string;
  options: readonly Option[];
  hint?: string;
  required?: boolean;
  columns?: 1 | 2 | 3;
}

const gridColumns = { 1: "", 2: "sm:grid-cols-2", 3: "sm:grid-cols-2 lg:grid-cols-3" };

/** Several answers as native checkboxes; 'none' options stand alone (model/assessment/multi-select.ts). */
export function MultiChoiceField({
  name,
  label,
  options,
  hint = "Select all that apply.",
  required,
  columns = 2,
}: MultiChoiceFieldProps) {
  const { value, error, onChange } = useDraftField(name);
  const selected = Array.isArray(value) ? value : [];
  return (
    <FieldShell id={name} label={label} hint={hint} required={required} error={error} group>
      <div className={joinClasses("grid gap-2", gridColumns[columns])}>
        {options.map((option) => {
          const id = `${name}-${option.value}`;
          return (
            <label key={option.value} htmlFor={id} className={choiceCardClass}>
              <input
                type="checkbox"
                id={id}
                name={name}
                value={option.value}
                checked={selected.includes(option.value)}
                onChange={(event) =>
                  onChange(toggleChoice(selected, option.value, event.target.checked))
                }
                aria-invalid={error ? true : undefined}
                className={choiceInputClass}
              />
              <span className="text-sm font-medium">{option.label}</span>
            </label>
          );
        })}
      </div>
    </FieldShell>
  );
}
