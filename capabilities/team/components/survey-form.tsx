"use client";

import { CheckCircle2, Lock } from "lucide-react";
import { useState, type FormEvent } from "react";
import { buttonVariants } from "@/platform/ui/button-variants";
import { ApiError, apiFetch } from "@/platform/http/api-client";
import type { SurveyQuestion } from "@/capabilities/team/questions";
import { DeclineInvitation } from "./decline-invitation";
import { LinkVerification, type Verification } from "./link-verification";
import { SurveyField, type SurveyValue } from "./survey-fields";

export interface SurveyFormProps {
  token: string;
  companyName: string;
  executiveName: string;
  /** A team link asks for the leader's address and a code first. */
  kind: "invitation" | "link";
  answered: boolean;
  questions: readonly SurveyQuestion[];
}

type Answers = Record<string, SurveyValue>;

/**
 * The fields' messages of a 400, keyed by field: the server names them `answers.<field>` and
 * `verification.<field>` (the code step's, `verification` when it was skipped, are `code`).
 */
const fieldErrors = (fields: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(fields).map(([key, m]) => [
      key === "verification" ? "verification.code" : key.replace(/^answers\./, ""),
      m,
    ]),
  );

/** The team survey (/team/{token}): no account, one page, answers checked by the server. */
export function SurveyForm({
  token,
  companyName,
  executiveName,
  kind,
  answered,
  questions,
}: SurveyFormProps) {
  const [answers, setAnswers] = useState<Answers>({ aiConfidence: 5 });
  const [verification, setVerification] = useState<Verification>({ email: "", code: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(answered);
  const [declined, setDeclined] = useState<string | null>(null);

  if (done) return <SurveyThanks executiveName={executiveName} />;
  if (declined)
    return (
      <section role="status" className="grid gap-3">
        <h1 className="text-2xl font-bold tracking-tight">No more invitations</h1>
        <p className="text-muted-foreground">{declined}</p>
      </section>
    );

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSending(true);
    setFailure(null);
    try {
      await apiFetch(`/api/team/${token}/responses`, {
        method: "POST",
        json: kind === "link" ? { answers, verification } : { answers },
      });
      setDone(true);
      window.scrollTo({ top: 0 });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) return setDone(true);
      const fields = error instanceof ApiError ? fieldErrors(error.fields) : {};
      setErrors(fields);
      setFailure(
        Object.keys(fields).length > 0
          ? "Please answer the questions marked below."
          : error instanceof ApiError
            ? error.message
            : "Your answers could not be sent. Please try again.",
      );
      const first = [
        ...(fields["verification.email"] ? ["verification-email"] : []),
        ...(fields["verification.code"] ? ["verification-code"] : []),
        ...questions.filter((q) => fields[q.field]).map((q) => q.field),
      ][0];
      if (first) document.getElementById(first)?.scrollIntoView({ block: "center" });
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="grid gap-8">
      <form onSubmit={submit} noValidate className="grid gap-8">
        <header className="grid gap-3">
          <p className="text-sm font-medium text-primary">{companyName}</p>
          <h1 className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
            {executiveName} would like your view on AI
          </h1>
          <p className="text-muted-foreground">
            Nine short questions, about 5 minutes. No account needed.
          </p>
          <p className="flex items-start gap-2 rounded-lg border bg-secondary/60 p-3 text-sm">
            <Lock className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            <span>
              Anonymous: {executiveName} sees the team&apos;s answers only combined, once at least
              three leaders have answered, never with your name. What you write is never quoted.
            </span>
          </p>
        </header>
        {kind === "link" && (
          <LinkVerification
            token={token}
            value={verification}
            errors={{ email: errors["verification.email"], code: errors["verification.code"] }}
            onChange={(value) => {
              setVerification(value);
              setErrors((current) =>
                Object.fromEntries(
                  Object.entries(current).filter(([key]) => !key.startsWith("verification")),
                ),
              );
            }}
          />
        )}
        {questions.map((question) => (
          <SurveyField
            key={question.field}
            question={question}
            value={answers[question.field]}
            error={errors[question.field]}
            onChange={(value) => {
              setAnswers((current) => ({ ...current, [question.field]: value }));
              setErrors((current) => {
                const rest = { ...current };
                delete rest[question.field];
                return rest;
              });
            }}
          />
        ))}
        {failure && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {failure}
          </p>
        )}
        <button
          type="submit"
          disabled={sending}
          className={buttonVariants({ size: null, className: "h-12 w-full px-6 sm:w-auto" })}
        >
          {sending ? "Sending..." : "Send my answers"}
        </button>
      </form>
      {kind === "invitation" && <DeclineInvitation token={token} onDeclined={setDeclined} />}
    </div>
  );
}

function SurveyThanks({ executiveName }: { executiveName: string }) {
  return (
    <section role="status" className="grid justify-items-start gap-3">
      <CheckCircle2 className="size-8 text-success" aria-hidden="true" />
      <h1 className="text-2xl font-bold tracking-tight">Thank you: your answers are in</h1>
      <p className="text-muted-foreground">
        {executiveName} will see them combined with the rest of the leadership team&apos;s, never on
        their own. You can close this page.
      </p>
    </section>
  );
}
