"use client";

import {
  choiceCardClass,
  choiceInputClass,
  joinClasses,
  textareaClass,
} from "@/platform/ui/control-styles";
import { FieldShell, describedBy } from "@/platform/ui/field-shell";
import { toggleChoice } from "@/model/assessment/multi-select";
import type { SurveyQuestion } from "@/capabilities/team/questions";

export type SurveyValue = string | number | string[] | undefined;

interface FieldProps {
  question: SurveyQuestion;
  value: SurveyValue;
  error?: string;
  onChange: (value: SurveyValue) => void;
}

/** One survey question, drawn like the wizard's fields (native controls, the same cards). */
export function SurveyField(props: FieldProps) {
  switch (props.question.kind) {
    case "scale":
      return <ScaleField {...props} />;
    case "text":
      return <FrictionField {...props} />;
    default:
      return <ChoicesField {...props} />;
  }
}

function ScaleField({ question, value, error, onChange }: FieldProps) {
  const id = question.field;
  const current = typeof value === "number" ? value : 5;
  return (
    <FieldShell id={id} label={question.question} required error={error}>
      <div className="flex items-center gap-4">
        <input
          id={id}
          type="range"
          min={1}
          max={10}
          step={1}
          value={current}
          onChange={(event) => onChange(Number(event.target.value))}
          aria-valuetext={`${current} out of 10`}
          aria-describedby={describedBy(id, undefined, error)}
          className="h-11 flex-1 cursor-pointer accent-primary"
        />
        <output htmlFor={id} className="w-14 text-right text-lg font-semibold tabular-nums">
          {current}/10
        </output>
      </div>
      <div className="flex justify-between text-sm text-muted-foreground">
        <span>Not confident</span>
        <span>Very confident</span>
      </div>
    </FieldShell>
  );
}

function FrictionField({ question, value, error, onChange }: FieldProps) {
  const id = question.field;
  return (
    <FieldShell id={id} label={question.question} hint={question.hint} error={error}>
      <textarea
        id={id}
        value={typeof value === "string" ? value : ""}
        onChange={(event) => onChange(event.target.value)}
        maxLength={2000}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, question.hint, error)}
        className={textareaClass}
      />
    </FieldShell>
  );
}

function ChoicesField({ question, value, error, onChange }: FieldProps) {
  const id = question.field;
  const multiple = question.kind === "multiple";
  const selected = Array.isArray(value) ? value : [];
  const hint = question.hint ?? (multiple ? "Select all that apply." : undefined);
  return (
    <FieldShell id={id} label={question.question} hint={hint} required error={error} group>
      <div
        {...(multiple
          ? {}
          : { role: "radiogroup", "aria-label": question.question, "aria-required": true })}
        aria-invalid={!multiple && error ? true : undefined}
        className={joinClasses(
          "grid gap-2",
          (question.options?.length ?? 0) > 4 && "sm:grid-cols-2",
        )}
      >
        {question.options?.map((option) => {
          const optionId = `${id}-${option.value}`;
          return (
            <label key={option.value} htmlFor={optionId} className={choiceCardClass}>
              <input
                type={multiple ? "checkbox" : "radio"}
                id={optionId}
                name={id}
                value={option.value}
                checked={multiple ? selected.includes(option.value) : value === option.value}
                onChange={(event) =>
                  onChange(
                    multiple
                      ? toggleChoice(selected, option.value, event.target.checked)
                      : option.value,
                  )
                }
                aria-invalid={multiple && error ? true : undefined}
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
