"use client";

import { Copy, Link2, Send } from "lucide-react";
import { useState, type FormEvent } from "react";
import { sizedInputClass, textareaClass } from "@/platform/ui/control-styles";
import { FieldShell, describedBy } from "@/platform/ui/field-shell";
import { buttonVariants } from "@/platform/ui/button-variants";
import { apiFetch, ApiError } from "@/platform/http/api-client";
import type { InviteOutcome } from "@/capabilities/team/messages";
import { splitEmails } from "@/capabilities/team/split-emails";

const button = (variant: "default" | "outline" | "ghost" = "default") =>
  buttonVariants({ variant, size: null, className: "h-11 px-4" });

/**
 * Invite the leadership team (results page, My Reports): addresses one per line or comma
 * separated, the outcome listed back; a team link to copy, and revoke. The first invitations of
 * an executive whose address is not yet proven ask for the code the server e-mails them.
 */
export function InvitePanel({
  assessmentId,
  linkExpiresAt,
  onChanged,
}: {
  assessmentId: string;
  linkExpiresAt: string | null;
  /** After invitations or a link change (the results page re-reads its counts). */
  onChanged?: () => void;
}) {
  const base = `/api/assessments/${assessmentId}/team`;
  const [text, setText] = useState("");
  const [outcome, setOutcome] = useState<InviteOutcome | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  /** The server's request for the code it sent, and the code typed. */
  const [codeAsked, setCodeAsked] = useState<string | null>(null);
  const [code, setCode] = useState("");
  const [codeError, setCodeError] = useState<string | null>(null);
  const [link, setLink] = useState<{ url: string; expiresAt: string } | null>(null);
  const [linkNote, setLinkNote] = useState<string | null>(null);
  const inputId = `team-emails-${assessmentId}`;

  async function invite(event: FormEvent | null, withCode = codeAsked !== null) {
    event?.preventDefault();
    const emails = splitEmails(text);
    if (emails.length === 0) return setError("Please enter at least one e-mail address.");
    setSending(true);
    setError(null);
    setCodeError(null);
    try {
      const result = await apiFetch<InviteOutcome>(`${base}/invites`, {
        method: "POST",
        json: { emails, ...(withCode ? { verification: { code } } : {}) },
      });
      setOutcome(result);
      setText(result.rejected.map((r) => r.email).join("\n"));
      setCodeAsked(null);
      onChanged?.();
    } catch (failure) {
      const codeField = failure instanceof ApiError ? failure.fields["verification.code"] : null;
      if (codeField && failure instanceof ApiError && failure.status === 403) {
        setCodeAsked(codeField);
        setCode("");
      } else if (codeField) setCodeError(codeField);
      else
        setError(
          failure instanceof ApiError ? failure.message : "The invitations could not be sent.",
        );
    } finally {
      setSending(false);
    }
  }

  async function createLink() {
    try {
      setLink(await apiFetch(`${base}/link`, { method: "POST" }));
      setLinkNote(null);
      onChanged?.();
    } catch (failure) {
      setLinkNote(failure instanceof ApiError ? failure.message : "No link could be made.");
    }
  }

  async function copyLink() {
    if (!link) return;
    await navigator.clipboard?.writeText(link.url).catch(() => undefined);
    setLinkNote("Link copied.");
  }

  async function revoke() {
    await apiFetch(`${base}/link`, { method: "DELETE" }).catch(() => undefined);
    setLink(null);
    setLinkNote("Team links revoked: they no longer open the survey. Answers already in stay.");
    onChanged?.();
  }

  const expires = link?.expiresAt ?? linkExpiresAt;
  return (
    <div className="grid gap-4 rounded-lg border bg-card p-4 sm:p-5">
      <form onSubmit={invite} noValidate className="grid gap-2">
        <label htmlFor={inputId} className="text-sm font-medium">
          Invite your leadership team
        </label>
        <p id={`${inputId}-hint`} className="text-sm text-muted-foreground">
          Up to 25 work e-mail addresses, one per line or separated by commas. Each leader gets a
          link of their own: about 5 minutes, anonymous.
        </p>
        <textarea
          id={inputId}
          value={text}
          onChange={(event) => setText(event.target.value)}
          rows={3}
          aria-describedby={`${inputId}-hint`}
          aria-invalid={error ? true : undefined}
          className={textareaClass}
          placeholder="lee@company.com, sam@company.com"
        />
        {error && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        )}
        {codeAsked && (
          <div className="grid gap-2 rounded-md border p-3">
            <p role="status" className="text-sm">
              {codeAsked}
            </p>
            <FieldShell
              id={`${inputId}-code`}
              label="Code from the e-mail"
              required
              error={codeError ?? undefined}
            >
              <div className="flex flex-wrap gap-2">
                <input
                  id={`${inputId}-code`}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  className={sizedInputClass("h-11 w-40 tracking-widest")}
                  value={code}
                  aria-invalid={Boolean(codeError)}
                  aria-describedby={describedBy(
                    `${inputId}-code`,
                    undefined,
                    codeError ?? undefined,
                  )}
                  onChange={(event) => setCode(event.target.value)}
                />
                <button
                  type="button"
                  disabled={sending}
                  onClick={() => void invite(null, false)}
                  className={button("ghost")}
                >
                  Send a new code
                </button>
              </div>
            </FieldShell>
          </div>
        )}
        <button type="submit" disabled={sending} className={`${button()} justify-self-start`}>
          <Send aria-hidden="true" />
          {sending ? "Sending..." : "Send invitations"}
        </button>
      </form>
      {outcome && <InviteResults outcome={outcome} />}

      <div className="grid gap-2 border-t pt-4">
        <p className="text-sm font-medium">Or share a team link</p>
        <p className="text-sm text-muted-foreground">
          For 30 days, each leader with it can answer once, after confirming their work e-mail with
          a code.
          {expires &&
            !link &&
            ` A link works until ${new Date(expires).toLocaleDateString("en-CA")}.`}
        </p>
        {link && (
          <div className="flex flex-wrap gap-2">
            <input
              readOnly
              value={link.url}
              aria-label="Team link"
              className="h-11 min-w-0 flex-1 rounded-md border bg-transparent px-3 text-sm"
              onFocus={(event) => event.currentTarget.select()}
            />
            <button type="button" onClick={copyLink} className={button("outline")}>
              <Copy aria-hidden="true" />
              Copy team link
            </button>
          </div>
        )}
        <div className="flex flex-wrap gap-2">
          {!link && (
            <button type="button" onClick={createLink} className={button("outline")}>
              <Link2 aria-hidden="true" />
              Create team link
            </button>
          )}
          {(link || linkExpiresAt) && (
            <button type="button" onClick={revoke} className={button("ghost")}>
              Revoke team links
            </button>
          )}
        </div>
        {linkNote && (
          <p role="status" className="text-sm text-muted-foreground">
            {linkNote}
          </p>
        )}
      </div>
    </div>
  );
}

function InviteResults({ outcome }: { outcome: InviteOutcome }) {
  return (
    <div role="status" className="grid gap-2 text-sm">
      {outcome.invited.length > 0 && (
        <div>
          <p className="font-medium">
            Invited {outcome.invited.length} {outcome.invited.length === 1 ? "leader" : "leaders"}:
          </p>
          <ul className="list-inside list-disc text-muted-foreground">
            {outcome.invited.map((email) => (
              <li key={email}>{email}</li>
            ))}
          </ul>
        </div>
      )}
      {outcome.rejected.length > 0 && (
        <div>
          <p className="font-medium text-destructive">Not invited:</p>
          <ul className="list-inside list-disc">
            {outcome.rejected.map((r) => (
              <li key={r.email}>
                {r.email}: {r.reason}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
