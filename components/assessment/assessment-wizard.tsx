"use client";

import { ArrowLeft, ArrowRight, Loader2, RotateCcw } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { toast } from "@/components/ui/use-toast";
import { DraftFormProvider, useNewDraftForm } from "./draft-form";
import { clearDraft, hasAnswers, loadDraft, saveDraft, saveLastResult } from "./draft-storage";
import { emptyDraft } from "./form-types";
import { WizardProgress } from "./wizard-progress";
import { loadedStep, loadStep, preloadSteps, steps } from "./wizard-steps";

/**
 * The answers' schema brings zod (about 30 kB gzip), needed only once Continue is pressed: it
 * is fetched when the visitor first touches the form, not with the page. Zod runs jitless
 * here: its JIT probe (`new Function`) would only be refused by the CSP and reported.
 */
const loadSchemas = () =>
  import("zod").then(({ config }) => {
    config({ jitless: true });
    return import("@/lib/assessment/schemas");
  });

/** The API client is needed only to submit: not part of the first load either. */
const loadApiClient = () => import("@/lib/api-client");

/** What the visitor will need once they press Continue, fetched when they first touch the form. */
const prepareNextSteps = () => {
  void loadSchemas();
  void loadApiClient();
  preloadSteps();
};

const validationToast = () =>
  toast({
    title: "Validation Error",
    description: "Please fill out all required fields before continuing.",
    variant: "destructive",
  });

export function AssessmentWizard() {
  const router = useRouter();
  const form = useNewDraftForm(emptyDraft);
  const [step, setStep] = useState(0);
  const [restoredAt, setRestoredAt] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const stepChanged = useRef(false);
  const stepRef = useRef(0);

  useEffect(() => {
    // The draft lives in localStorage, which only exists after hydration.
    const draft = loadDraft();
    if (draft && hasAnswers(draft.values)) {
      stepRef.current = draft.step;
      form.reset(draft.values);
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setRestoredAt(draft.savedAt);
      void loadStep(draft.step).then(
        () => setStep(draft.step),
        () => {
          stepRef.current = 0;
        },
      );
    }
    return form.onValues((values) => saveDraft(stepRef.current, values));
  }, [form]);

  useEffect(() => {
    if (!stepChanged.current) return;
    window.scrollTo({ top: 0, behavior: "auto" });
    headingRef.current?.focus();
  }, [step]);

  const goTo = async (next: number) => {
    try {
      await loadStep(next);
    } catch {
      toast({
        title: "Error",
        description: "This step could not be loaded. Check your connection and try again.",
        variant: "destructive",
      });
      return;
    }
    stepChanged.current = true;
    stepRef.current = next;
    setStep(next);
    saveDraft(next, form.values());
  };

  const showErrors = (errors: Record<string, string>) => form.setErrors(errors);

  const checkStep = async (index: number) => {
    const { stepErrors } = await loadSchemas();
    form.clearErrors();
    const errors = stepErrors(form.values(), index);
    if (Object.keys(errors).length === 0) return true;
    showErrors(errors);
    validationToast();
    return false;
  };

  const startOver = () => {
    clearDraft();
    form.reset(emptyDraft);
    setRestoredAt(null);
    void goTo(0);
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
    let api: typeof import("@/lib/api-client") | undefined;
    try {
      api = await loadApiClient();
      const { assessmentId } = await api.apiFetch<{ assessmentId: string }>("/api/assessments", {
        method: "POST",
        json: parsed.data,
      });
      saveLastResult(assessmentId, parsed.data.companyName);
      clearDraft();
      toast({
        title: "Assessment Complete!",
        description: "Your AI readiness score is being calculated.",
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

  const { title, intro } = steps[step];
  const Body = loadedStep(step);
  const last = step === steps.length - 1;

  return (
    <DraftFormProvider form={form}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (last) void submit();
          else
            void checkStep(step).then((valid) => {
              if (valid) void goTo(step + 1);
            });
        }}
        onFocus={prepareNextSteps}
        onPointerDown={prepareNextSteps}
        className="grid gap-8"
      >
        <WizardProgress current={step + 1} total={steps.length} title={title} />
        {restoredAt && (
          <div
            role="status"
            className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-border bg-secondary/60 px-4 py-3 text-sm"
          >
            <span>Welcome back: we restored the answers you had started.</span>
            <button
              type="button"
              className={buttonVariants({ variant: "outline", size: "sm" })}
              onClick={startOver}
            >
              <RotateCcw aria-hidden="true" />
              Start over
            </button>
          </div>
        )}
        <section
          aria-labelledby="step-title"
          className="grid gap-6 rounded-xl border border-border bg-card p-5 shadow-sm sm:p-8"
        >
          <header className="grid gap-1">
            <h2
              id="step-title"
              ref={headingRef}
              tabIndex={-1}
              className="text-xl font-semibold tracking-tight outline-none sm:text-2xl"
            >
              {title}
            </h2>
            <p className="text-muted-foreground">{intro}</p>
          </header>
          {/* eslint-disable-next-line react-hooks/static-components -- a module-level component per step, the same on every render */}
          {Body && <Body />}
        </section>
        <div className="flex items-center justify-between gap-3">
          {step > 0 ? (
            <button
              type="button"
              className={buttonVariants({ variant: "outline", size: "lg" })}
              onClick={() => void goTo(step - 1)}
              disabled={submitting}
            >
              <ArrowLeft aria-hidden="true" />
              Previous
            </button>
          ) : (
            <span />
          )}
          <button type="submit" className={buttonVariants({ size: "lg" })} disabled={submitting}>
            {last ? (
              submitting ? (
                <>
                  <Loader2 className="animate-spin" aria-hidden="true" />
                  Submitting...
                </>
              ) : (
                "Complete Assessment"
              )
            ) : (
              <>
                Continue
                <ArrowRight aria-hidden="true" />
              </>
            )}
          </button>
        </div>
      </form>
    </DraftFormProvider>
  );
}
