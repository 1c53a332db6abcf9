"use client";

import { createContext, useContext, useState, useSyncExternalStore, type ReactNode } from "react";
import type { AssessmentDraft, DraftField } from "./form-types";

/**
 * The wizard's answers and their messages, in a store of a few lines instead of a form
 * library: the first load of /assessment carries only what step 1 needs. Messages stay until
 * the next check, as the visitor last saw them.
 */
export interface DraftForm {
  values(): AssessmentDraft;
  errors(): Partial<Record<DraftField, string>>;
  setValue<K extends DraftField>(name: K, value: AssessmentDraft[K]): void;
  reset(values: AssessmentDraft): void;
  setErrors(errors: Record<string, string>): void;
  clearErrors(): void;
  /** Called on every change of values or messages. */
  subscribe(listener: () => void): () => void;
  /** Called with the values after each change of them. */
  onValues(listener: (values: AssessmentDraft) => void): () => void;
}

export function createDraftForm(initial: AssessmentDraft): DraftForm {
  let values = initial;
  let errors: Partial<Record<DraftField, string>> = {};
  const listeners = new Set<() => void>();
  const valueListeners = new Set<(values: AssessmentDraft) => void>();
  const emit = (valuesChanged: boolean) => {
    for (const listener of listeners) listener();
    if (valuesChanged) for (const listener of valueListeners) listener(values);
  };
  const listen = <T,>(set: Set<T>, listener: T) => {
    set.add(listener);
    return () => void set.delete(listener);
  };
  return {
    values: () => values,
    errors: () => errors,
    setValue(name, value) {
      values = { ...values, [name]: value };
      emit(true);
    },
    reset(next) {
      values = next;
      errors = {};
      emit(true);
    },
    setErrors(next) {
      errors = { ...errors, ...next };
      emit(false);
    },
    clearErrors() {
      errors = {};
      emit(false);
    },
    subscribe: (listener) => listen(listeners, listener),
    onValues: (listener) => listen(valueListeners, listener),
  };
}

const DraftFormContext = createContext<DraftForm | null>(null);

export function useNewDraftForm(initial: AssessmentDraft): DraftForm {
  const [form] = useState(() => createDraftForm(initial));
  return form;
}

export function DraftFormProvider({ form, children }: { form: DraftForm; children: ReactNode }) {
  return <DraftFormContext.Provider value={form}>{children}</DraftFormContext.Provider>;
}

export function useDraftForm(): DraftForm {
  const form = useContext(DraftFormContext);
  if (!form) throw new Error("useDraftForm needs a DraftFormProvider");
  return form;
}

/** One answer, re-rendered when it changes. */
export function useAnswer<K extends DraftField>(name: K): AssessmentDraft[K] {
  const form = useDraftForm();
  const read = () => form.values()[name];
  return useSyncExternalStore(form.subscribe, read, read);
}

/** One answer with its message and a setter, for a field of the wizard. */
export function useDraftField<K extends DraftField>(name: K) {
  const form = useDraftForm();
  const value = useAnswer(name);
  const readError = () => form.errors()[name];
  const error = useSyncExternalStore(form.subscribe, readError, readError);
  return { value, error, onChange: (next: AssessmentDraft[K]) => form.setValue(name, next) };
}
