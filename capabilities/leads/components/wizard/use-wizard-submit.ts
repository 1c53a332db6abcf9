import { useRouter } from "next/navigation";
import { useRef, useState, type FormEvent } from "react";
import { toast } from "@/platform/ui/use-toast";
import type { DraftForm } from "./draft-form";
import { clearDraft, saveLastResult } from "./draft-storage";
import { loadApiClient, loadSchemas, loadServerDraft } from "./lazy-modules";
import type { GoTo } from "./use-wizard-history";
import { steps } from "./wizard-steps";

/**
 * On a phone the toasts sit at the top of the screen: once the toast is shown (the toaster
 * loads with the first one), the field is scrolled clear of it if they overlap.
 */
function keepClearOfToasts(field: Element, until = performance.now() + 1500) {
  const toasts = document.querySelector("[data-slot=toast-viewport]");
  if (!toasts?.childElementCount) {
    if (performance.now() < until) requestAnimationFrame(() => keepClearOfToasts(field, until));
    return;
  }
  const cover = toasts.getBoundingClientRect();
  const area = field.getBoundingClientRect();
  const overlaps =
    cover.bottom > area.top &&
    cover.top < area.bottom &&
    cover.right > area.left &&
    cover.left < area.right;
  if (!overlaps) return;
  const atTop = cover.top < window.innerHeight / 2;
  const by = atTop ? area.top - cover.bottom - 12 : area.bottom - cover.top + 12;
  window.scrollTo({ top: window.scrollY + by, behavior: "auto" });
}

const validationToast = () =>
  toast({
    title: "Validation Error",
    description: "Please fill out all required fields before continuing.",
    variant: "destructive",
  });

interface WizardSubmitOptions {
  form: DraftForm;
  step: number;
  goTo: GoTo;
  consent: boolean;
  honeypot: string;
}

/** The form's submit: Continue checks and saves the step, Complete submits the assessment. */
export function useWizardSubmit({ form, step, goTo, consent, honeypot }: WizardSubmitOptions) {
  const router = useRouter();
  const [submitting, setSubmitting] = useState(false);
  const [saving, setSaving] = useState(false);
  const [unsaved, setUnsaved] = useState(false);
  /** A Continue or Complete under way: a second press waits for it, never repeats it. */
  const busy = useRef(false);

  /** Shows the messages, then takes the executive to the first field that has one. */
  const showErrors = (errors: Record<string, string>) => {
    form.setErrors(errors);
    requestAnimationFrame(() => {
      const first = document.querySelector<HTMLElement>(
        "form [aria-invalid='true'], form fieldset[aria-invalid='true'] input",
      );
      if (!first) return;
      // The whole field: its label or legend, the control and the message.
      const field =
        first.closest("fieldset") ??
        (first as HTMLInputElement).labels?.[0]?.parentElement ??
        first;
      field.scrollIntoView({ block: "center", behavior: "auto" });
      first.focus({ preventScroll: true });
      keepClearOfToasts(field);
    });
  };

  /** Saves the step to the server's draft; a refusal keeps the executive on the step. */
  const saveAndContinue = async () => {
    const { saveSteps } = await loadServerDraft();
    // Continue waits for the save: a second press must not act on the same step again.
    setSaving(true);
    const result = await saveSteps(form.values(), step, consent, honeypot).finally(() =>
      setSaving(false),
    );
    if (!result.saved && "fields" in result) {
      // The server's messages, on the step of their fields (a step saved late may hold them).
      const { stepOf } = await loadSchemas();
      const target = Math.min(...Object.keys(result.fields).map(stepOf));
      if (Number.isFinite(target) && target !== step) await goTo(target);
      showErrors(result.fields);
      validationToast();
      return;
    }
    setUnsaved(!result.saved);
    await goTo(step + 1);
  };

  const checkStep = async (index: number) => {
    const { stepErrors } = await loadSchemas();
    form.clearErrors();
    const errors = stepErrors(form.values(), index);
    if (Object.keys(errors).length === 0) return true;
    showErrors(errors);
    validationToast();
    return false;
  };

  const submit = async () => {
    if (!(await checkStep(step))) return;
    const { assessmentInputSchema, stepOf } = await loadSchemas();
    const parsed = assessmentInputSchema.safeParse(form.values());
    if (!parsed.success) {
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
      await goTo(Math.min(...Object.keys(errors).map(stepOf)));
      showErrors(errors);
      validationToast();
      return;
    }
    setSubmitting(true);
    let api: typeof import("@/platform/http/api-client") | undefined;
    try {
      api = await loadApiClient();
      const drafts = await loadServerDraft();
      const draft = drafts.loadServerDraft();
      const send = (withDraft: boolean) =>
        api!.apiFetch<{ assessmentId: string }>("/api/assessments", {
          method: "POST",
          json: withDraft && draft ? { ...parsed.data, draftId: draft.draftId } : parsed.data,
          headers: withDraft && draft ? { "X-Resume-Token": draft.resumeToken } : {},
        });
      // A draft the server no longer knows is submitted whole, as the spec's API takes it.
      const { assessmentId } = await send(true).catch((error: unknown) => {
        if (draft && error instanceof api!.ApiError && error.status === 404) return send(false);
        throw error;
      });
      saveLastResult(assessmentId, parsed.data.companyName);
      clearDraft();
      drafts.storeServerDraft(null);
      toast({
        title: "Assessment Complete!",
        description: "Your AI readiness score is ready.",
        variant: "success",
      });
      router.push(`/summary/${assessmentId}`);
    } catch (error) {
      setSubmitting(false);
      const apiError = api && error instanceof api.ApiError ? error : undefined;
      if (apiError && Object.keys(apiError.fields).length > 0) {
        await goTo(Math.min(...Object.keys(apiError.fields).map(stepOf)));
        showErrors(apiError.fields);
      }
      toast({
        title: "Error",
        description: apiError ? apiError.message : "Failed to submit assessment",
        variant: "destructive",
      });
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    const act =
      step === steps.length - 1
        ? submit()
        : checkStep(step).then((valid) => (valid ? saveAndContinue() : undefined));
    void act.finally(() => {
      busy.current = false;
    });
  };

  return { onSubmit, submitting, saving, unsaved };
}
