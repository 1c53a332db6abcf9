import { useCallback, useEffect, useEffectEvent, useRef, useState } from "react";
import { toast } from "@/platform/ui/use-toast";
import { trackVisit, type VisitPath } from "@/capabilities/leads/components/funnel/track-visit";
import type { DraftForm } from "./draft-form";
import { hasAnswers, saveDraft } from "./draft-storage";
import { loadStep, steps } from "./wizard-steps";

/**
 * The wizard's entry in the browser's history: its step, and whether the entry below it is the
 * previous step (pushed by Continue), so Previous can go back to it instead of adding one.
 */
type WizardHistory = { wizardStep: number; wizardBack?: boolean };

const historyState = (): Partial<WizardHistory> =>
  (window.history.state as Partial<WizardHistory> | null) ?? {};

/** A view of a step, in the anonymous daily counts (once per step and tab session). */
const countView = (index: number) => trackVisit(`/assessment/step-${index + 1}` as VisitPath);

/** The step shown, kept in line with the browser's history: each step is an entry. */
export function useWizardHistory(form: DraftForm) {
  const [step, setStep] = useState(0);
  /** The step as of now, for callbacks that outlive a render. */
  const stepRef = useRef(0);
  const stepChanged = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  /** Opens the wizard on step `index`; one that cannot be loaded leaves it on step 1. */
  const open = useCallback(
    (index: number) =>
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
        }),
    [form],
  );

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

  /** Previous: back to the entry Continue came from, or this entry rewritten to the step before. */
  const previous = () => {
    const here = historyState();
    if (here.wizardStep === step && here.wizardBack) window.history.back();
    else void goTo(step - 1, "replace");
  };

  return { step, stepRef, headingRef, open, goTo, previous };
}

export type GoTo = ReturnType<typeof useWizardHistory>["goTo"];
