import { useEffect, useState, type RefObject } from "react";
import type { DraftForm } from "./draft-form";
import { clearDraft, hasAnswers, knownAnswers, loadDraft, saveDraft } from "./draft-storage";
import { emptyDraft } from "./form-types";
import { loadServerDraft } from "./lazy-modules";
import type { GoTo } from "./use-wizard-history";
import { steps } from "./wizard-steps";

interface DraftRestoreOptions {
  form: DraftForm;
  /** The step shown; the answers are saved with it. */
  stepRef: RefObject<number>;
  /** Opens the wizard on a step (useWizardHistory). */
  open: (index: number) => Promise<void>;
  goTo: GoTo;
  setConsent: (consent: boolean) => void;
}

/**
 * Opens the wizard on the answers the visitor had started (this browser's draft, or the
 * server's from a "Continue your assessment" link), and keeps them saved as they change.
 */
export function useDraftRestore({ form, stepRef, open, goTo, setConsent }: DraftRestoreOptions) {
  const [restoredAt, setRestoredAt] = useState<string | null>(null);
  const [linkExpired, setLinkExpired] = useState(false);
  /** A retake (lib/progress): the last answers, opened on step 1 to be reviewed. */
  const [retake, setRetake] = useState(false);

  useEffect(() => {
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
  }, [form, stepRef, open, setConsent]);

  const startOver = () => {
    clearDraft();
    void loadServerDraft().then(({ storeServerDraft }) => storeServerDraft(null));
    setConsent(false);
    form.reset(emptyDraft);
    setRestoredAt(null);
    void goTo(0, "replace");
  };

  return { restoredAt, linkExpired, retake, startOver };
}
