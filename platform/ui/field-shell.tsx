import type { ReactNode } from "react";
import { joinClasses } from "./control-styles";

interface FieldShellProps {
  id: string;
  label: string;
  hint?: string;
  required?: boolean;
  error?: string;
  /** Groups of radios or checkboxes are a fieldset with a legend. */
  group?: boolean;
  className?: string;
  children: ReactNode;
}

export const hintId = (id: string) => `${id}-hint`;
export const errorId = (id: string) => `${id}-error`;

/** Accessible ids for a control: its hint and error messages. */
export function describedBy(id: string, hint?: string, error?: string): string | undefined {
  return [hint && hintId(id), error && errorId(id)].filter(Boolean).join(" ") || undefined;
}

function LabelText({ label, required }: { label: string; required?: boolean }) {
  return (
    <>
      {label}
      {required && (
        <span className="ml-0.5 text-destructive" aria-hidden="true">
          *
        </span>
      )}
    </>
  );
}

export function FieldShell({
  id,
  label,
  hint,
  required,
  error,
  group,
  className,
  children,
}: FieldShellProps) {
  const Wrapper = group ? "fieldset" : "div";
  return (
    <Wrapper
      className={joinClasses("grid gap-2", className)}
      {...(group ? { "aria-describedby": describedBy(id, hint, error) } : {})}
    >
      {group ? (
        <legend className="mb-2 text-sm font-medium">
          <LabelText label={label} required={required} />
        </legend>
      ) : (
        <label htmlFor={id} className="text-sm font-medium">
          <LabelText label={label} required={required} />
        </label>
      )}
      {hint && (
        <p id={hintId(id)} className="-mt-1 text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={errorId(id)} className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </Wrapper>
  );
}
