"use client";

import { ArrowLeft, ArrowRight, Loader2, RotateCcw } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useEffectEvent, useRef, useState } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { toast } from "@/components/ui/use-toast";
import { DraftFormProvider, useNewDraftForm } from "./draft-form";
import {
  clearDraft,
  hasAnswers,
  knownAnswers,
  loadDraft,
  saveDraft,
  saveLastResult,
} from "./draft-storage";
import { emptyDraft } from "./form-types";
import { trackVisit, type VisitPath } from "@/components/funnel/track-visit";
import { consentWording } from "@/lib/consent/wording";
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

/** Saving to the server's draft: from the first Continue on. */
const loadServerDraft = () => import("./server-draft");

/** What the visitor will need once they press Continue, fetched when they first touch the form. */
const prepareNextSteps = () => {
  void loadSchemas();
  void loadApiClient();
  void loadServerDraft();
  preloadSteps();
};

/**
 * The wizard's entry in the browser's history: its step, and whether the entry below it is the
 * previous step (pushed by Continue), so Previous can go back to it instead of adding one.
 */
type WizardHistory = { wizardStep: number; wizardBack?: boolean };

const historyState = (): Partial<WizardHistory> =>
  (window.history.state as Partial<WizardHistory> | null) ?? {};

/** A view of a step, in the anonymous daily counts (once per step and tab session). */
const countView = (index: number) => trackVisit(`/assessment/step-${index + 1}` as VisitPath);

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

export function AssessmentWizard() {
  const router = useRouter();
  const form = useNewDraftForm(emptyDraft);
  const [step, setStep] = useState(0);
  const [restoredAt, setRestoredAt] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [consent, setConsent] = useState(false);
  const [honeypot, setHoneypot] = useState("");
  const [unsaved, setUnsaved] = useState(false);
  const [saving, setSaving] = useState(false);
  const [linkExpired, setLinkExpired] = useState(false);
  /** A retake (lib/progress): the last answers, opened on step 1 to be reviewed. */
  const [retake, setRetake] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const stepChanged = useRef(false);
  const stepRef = useRef(0);
  /** A Continue or Complete under way: a second press waits for it, never repeats it. */
  const busy = useRef(false);

  useEffect(() => {
    const open = (index: number) =>
      loadStep(index)
        .then(
          () => {
            stepRef.current = index;
            setStep(index);
            // A refresh (or a second tab) opens this step again.
            if (hasAnswers(form.values())) saveDraft(index, form.values());
          },
          () => {
            stepRef.current = 0;
          },
        )
        .finally(() => {
          // The entry the wizard opens on: browser Back from the next step comes back to it.
          // A reload keeps the entry's history, and with it the step Continue came from.
          const here = historyState();
          const entry: WizardHistory = {
            wizardStep: stepRef.current,
            wizardBack: here.wizardStep === stepRef.current && here.wizardBack === true,
          };
          window.history.replaceState(entry, "");
          // Counted once the step it opens on is known: a resumed draft never showed step 1.
          countView(stepRef.current);
        });
    const restoreLocal = () => {
      // The draft lives in localStorage, which only exists after hydration.
      const draft = loadDraft();
      if (!draft || !hasAnswers(draft.values)) return void open(0);
      stepRef.current = draft.step;
      form.reset(draft.values);
      setRestoredAt(draft.savedAt);
      void open(draft.step);
      // The consent answer stays with the server's draft, once there is one.
      void loadServerDraft().then((d) => setConsent(d.loadServerDraft()?.consent ?? false));
    };
    const fromLink = new URL(window.location.href).searchParams.has("draft");
    const retaking = new URL(window.location.href).searchParams.get("retake") === "1";
    if (fromLink) {
      // A "Continue your assessment" link: the saved answers, at the step after the last saved.
      void loadServerDraft().then(async ({ draftFromLink, resumeDraft }) => {
        const linked = draftFromLink();
        const found = linked?.resumeToken ? await resumeDraft(linked) : null;
        if (!found) {
          setLinkExpired(true);
          restoreLocal();
          return;
        }
        form.reset(knownAnswers(found.answers));
        setConsent(found.marketingConsent);
        if (retaking) {
          setRetake(true);
          return void open(0);
        }
        setRestoredAt(new Date().toISOString());
        void open(Math.min(found.stepReached, steps.length - 1));
      });
    } else {
      restoreLocal();
    }
    return form.onValues((values) => saveDraft(stepRef.current, values));
  }, [form]);

  useEffect(() => {
    if (!stepChanged.current) return;
    window.scrollTo({ top: 0, behavior: "auto" });
    headingRef.current?.focus();
  }, [step]);

  /**
   * Shows step `next`. `history`: "push" adds an entry (Continue: browser Back returns to this
   * step), "replace" rewrites the current one, "none" follows the browser (Back, Forward).
   */
  const goTo = async (next: number, history: "push" | "replace" | "none" = "push") => {
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
    if (history === "push" && next !== stepRef.current) {
      const entry: WizardHistory = { wizardStep: next, wizardBack: next === stepRef.current + 1 };
      window.history.pushState(entry, "");
    } else if (history === "replace") {
      window.history.replaceState({ wizardStep: next } satisfies WizardHistory, "");
    }
    stepChanged.current = true;
    stepRef.current = next;
    setStep(next);
    countView(next);
    saveDraft(next, form.values());
  };

  const followHistory = useEffectEvent((target: number) => void goTo(target, "none"));
  useEffect(() => {
    // Each step is a history entry: the browser's Back goes to the previous step. One listener
    // for the wizard's life: Next.js's own listener re-renders the page during the same event,
    // and a listener swapped then would miss it (the DOM skips both the old and the new one).
    const onPop = (event: PopStateEvent) => {
      const target = (event.state as { wizardStep?: unknown } | null)?.wizardStep;
      if (typeof target === "number" && target >= 0 && target < steps.length) {
        followHistory(target);
      }
    };
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, []);

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

  /** Previous: back to the entry Continue came from, or this entry rewritten to the step before. */
  const previous = () => {
    const here = historyState();
    if (here.wizardStep === step && here.wizardBack) window.history.back();
    else void goTo(step - 1, "replace");
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

  const startOver = () => {
    clearDraft();
    void loadServerDraft().then(({ storeServerDraft }) => storeServerDraft(null));
    setConsent(false);
    form.reset(emptyDraft);
    setRestoredAt(null);
    void goTo(0, "replace");
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

  const { title, intro } = steps[step];
  const Body = loadedStep(step);
  const last = step === steps.length - 1;

  return (
    <DraftFormProvider form={form}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (busy.current) return;
          busy.current = true;
          const act = last
            ? submit()
            : checkStep(step).then((valid) => (valid ? saveAndContinue() : undefined));
          void act.finally(() => {
            busy.current = false;
          });
        }}
        onFocus={prepareNextSteps}
        onPointerDown={prepareNextSteps}
        className="grid gap-8"
      >
        <WizardProgress current={step + 1} total={steps.length} title={title} />
        {linkExpired && (
          <p
            role="alert"
            className="rounded-lg border border-destructive/40 bg-destructive/10 px-4 py-3 text-sm"
          >
            This link has expired or was already used. Start again below, or use the most recent
            link we e-mailed you.
          </p>
        )}
        {unsaved && (
          <p role="status" className="text-sm text-muted-foreground">
            Not saved yet: your answers are kept on this device and saved when you continue.
          </p>
        )}
        {retake && (
          <p
            role="status"
            className="rounded-lg border border-border bg-secondary/60 px-4 py-3 text-sm"
          >
            Your last answers are filled in. Change what has moved since, then complete the
            assessment to see your progress.
          </p>
        )}
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
          {step === 0 && (
            <>
              <label className="flex items-start gap-3 rounded-lg border border-border p-4 text-sm">
                <input
                  type="checkbox"
                  name="marketingConsent"
                  checked={consent}
                  onChange={(event) => setConsent(event.target.checked)}
                  className="mt-0.5 size-5 shrink-0 accent-primary"
                />
                <span>{consentWording}</span>
              </label>
              {consent && (
                <p className="-mt-2 text-sm text-muted-foreground">
                  Unless you have confirmed before, we will e-mail you a link to confirm it.
                </p>
              )}
              {/* A field people never see: a value means a bot filled the form. */}
              <div aria-hidden="true" className="sr-only">
                <label>
                  Website
                  <input
                    type="text"
                    name="website"
                    tabIndex={-1}
                    autoComplete="off"
                    value={honeypot}
                    onChange={(event) => setHoneypot(event.target.value)}
                  />
                </label>
              </div>
            </>
          )}
        </section>
        <div className="flex items-center justify-between gap-3">
          {step > 0 ? (
            <button
              type="button"
              className={buttonVariants({ variant: "outline", size: "lg" })}
              onClick={previous}
              disabled={submitting}
            >
              <ArrowLeft aria-hidden="true" />
              Previous
            </button>
          ) : (
            <span />
          )}
          <button
            type="submit"
            className={buttonVariants({ size: "lg" })}
            disabled={submitting || saving}
          >
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
