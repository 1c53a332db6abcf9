"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";

import { Button } from "@/platform/ui/button";
import { toast } from "@/platform/ui/use-toast";
import { REDIRECT_DELAY_MS } from "@/capabilities/accounts/destinations";
import { accountMessages, accountToasts } from "@/capabilities/accounts/messages";
import { apiFetch } from "@/platform/http/api-client";
import { AccountCard } from "@/platform/ui/account-card";
import { reportFailure } from "./feedback";
import { RegisterForm } from "./register-form";

/**
 * 'Save Your Report': register with the assessment id (or, when already signed in, save it to
 * that account), then the results page after 1.5 s. Skip keeps the query string.
 */
export function SaveAccountPanel({
  assessmentId,
  companyName,
  email,
  query,
  signedInAs,
}: {
  assessmentId: string;
  companyName: string;
  /** The address of the assessment's step 1, the register form's default. */
  email: string | null;
  query: string;
  signedInAs: string | null;
}) {
  const router = useRouter();
  const results = `/results/${assessmentId}`;
  const skipHref = query ? `${results}?${query}` : results;

  function goToResults(saved: boolean) {
    setTimeout(() => {
      router.push(saved ? `${results}?saved=true` : results);
      router.refresh();
    }, REDIRECT_DELAY_MS);
  }

  /** Signed in now: registration saved the report to a new account; this says whether. */
  async function onRegistered() {
    const saved = await apiFetch("/api/user/link-assessment", {
      method: "POST",
      json: { assessmentId },
    }).then(
      () => true,
      () => false,
    );
    const description = saved
      ? accountMessages.assessmentSaved
      : accountMessages.assessmentNotSaved;
    toast({ title: accountToasts.accountCreated, description });
    goToResults(saved);
  }

  return (
    <AccountCard
      title="Save Your Report"
      description={`Create an account in 30 seconds to keep the report for ${companyName} and find it any time in My Reports.`}
      footer={
        <Button asChild variant="ghost" className="w-full">
          <Link href={skipHref}>Skip for Now</Link>
        </Button>
      }
    >
      {signedInAs ? (
        <SaveToAccount assessmentId={assessmentId} email={signedInAs} onSaved={goToResults} />
      ) : (
        <RegisterForm
          assessmentId={assessmentId}
          defaultEmail={email ?? ""}
          submitLabel="Create Account & Save Report"
          fallback={accountToasts.registrationFallbackSave}
          onRegistered={onRegistered}
        />
      )}
    </AccountCard>
  );
}

/** Someone already signed in saves the report to their account in one click. */
function SaveToAccount({
  assessmentId,
  email,
  onSaved,
}: {
  assessmentId: string;
  email: string;
  onSaved: (saved: boolean) => void;
}) {
  const [state, setState] = useState<"idle" | "saving" | "saved">("idle");

  async function save() {
    setState("saving");
    try {
      const { message } = await apiFetch<{ message: string }>("/api/user/link-assessment", {
        method: "POST",
        json: { assessmentId },
      });
      setState("saved");
      toast({ title: "Report Saved", description: message });
      onSaved(true);
    } catch (error) {
      setState("idle");
      reportFailure(error, { title: "Could Not Save Report", fallback: "Please try again." });
    }
  }

  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        You are signed in as <span className="font-medium text-foreground">{email}</span>.
      </p>
      <Button
        type="button"
        size="lg"
        onClick={save}
        disabled={state !== "idle"}
        aria-busy={state === "saving" || undefined}
      >
        {state === "saving" ? "Saving..." : "Save Report to My Account"}
      </Button>
    </div>
  );
}
