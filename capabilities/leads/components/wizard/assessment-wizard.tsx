"use client";

import { useState } from "react";
import { ConsentField } from "./consent-field";
import { DraftFormProvider, useNewDraftForm } from "./draft-form";
import { emptyDraft } from "./form-types";
import { prepareNextSteps } from "./lazy-modules";
import { useDraftRestore } from "./use-draft-restore";
import { useWizardHistory } from "./use-wizard-history";
import { useWizardSubmit } from "./use-wizard-submit";
import type { WizardLooks } from "./wizard-looks";
import { WizardNav } from "./wizard-nav";
import { WizardNotices } from "./wizard-notices";
import { WizardProgress } from "./wizard-progress";
import { loadedStep, steps } from "./wizard-steps";

/** The assessment's five steps. `looks`: the button classes, from wizardLooks() on the server. */
export function AssessmentWizard({ looks }: { looks: WizardLooks }) {
  const form = useNewDraftForm(emptyDraft);
  const [consent, setConsent] = useState(false);
  const [honeypot, setHoneypot] = useState("");
  const { step, stepRef, headingRef, open, goTo, previous } = useWizardHistory(form);
  const { restoredAt, linkExpired, retake, startOver } = useDraftRestore({
    form,
    stepRef,
    open,
    goTo,
    setConsent,
  });
  const { onSubmit, submitting, saving, unsaved } = useWizardSubmit({
    form,
    step,
    goTo,
    consent,
    honeypot,
  });

  const { title, intro } = steps[step];
  const Body = loadedStep(step);

  return (
    <DraftFormProvider form={form}>
      <form
        noValidate
        onSubmit={onSubmit}
        onFocus={prepareNextSteps}
        onPointerDown={prepareNextSteps}
        className="grid gap-8"
      >
        <WizardProgress current={step + 1} total={steps.length} title={title} />
        <WizardNotices
          linkExpired={linkExpired}
          unsaved={unsaved}
          retake={retake}
          restoredAt={restoredAt}
          onStartOver={startOver}
          looks={looks}
        />
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
            <ConsentField
              consent={consent}
              onConsentChange={setConsent}
              honeypot={honeypot}
              onHoneypotChange={setHoneypot}
            />
          )}
        </section>
        <WizardNav
          canGoBack={step > 0}
          last={step === steps.length - 1}
          submitting={submitting}
          saving={saving}
          onPrevious={previous}
          looks={looks}
        />
      </form>
    </DraftFormProvider>
  );
}
