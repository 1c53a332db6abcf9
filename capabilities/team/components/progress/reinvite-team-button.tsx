"use client";

import { Loader2, Users } from "lucide-react";
import { useState } from "react";
import { buttonVariants } from "@/platform/ui/button-variants";
import { apiFetch, ApiError } from "@/platform/http/api-client";
import { ALREADY_INVITED, type InviteOutcome } from "@/capabilities/team/messages";

const leaders = (n: number) => `${n} ${n === 1 ? "leader" : "leaders"}`;

/** What the executive reads after the request: counts only (the addresses were theirs before). */
function outcomeText({ invited, rejected }: InviteOutcome): string {
  const already = rejected.filter((r) => r.reason === ALREADY_INVITED).length;
  const other = rejected.length - already;
  return [
    invited.length ? `Invited ${leaders(invited.length)} again.` : "",
    already ? `${leaders(already)} already invited to this assessment.` : "",
    other ? `${leaders(other)} could not be invited.` : "",
  ]
    .filter(Boolean)
    .join(" ");
}

/**
 * "Re-invite the same N leaders" (results, report, My Reports): the server invites the
 * leaders the retaken assessment invited (`{previousTeam: true}`); nothing is typed again.
 */
export function ReinviteTeamButton({
  assessmentId,
  previousTeam,
  companyName,
}: {
  assessmentId: string;
  previousTeam: number;
  companyName?: string;
}) {
  const [sending, setSending] = useState(false);
  const [note, setNote] = useState<{ text: string; error: boolean } | null>(null);
  if (previousTeam < 1) return null;

  async function reinvite() {
    setSending(true);
    try {
      const outcome = await apiFetch<InviteOutcome>(
        `/api/assessments/${assessmentId}/team/invites`,
        { method: "POST", json: { previousTeam: true } },
      );
      setNote({ text: outcomeText(outcome), error: false });
    } catch (failure) {
      setNote({
        text: failure instanceof ApiError ? failure.message : "The invitations could not be sent.",
        error: true,
      });
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="grid gap-1">
      <button
        type="button"
        onClick={reinvite}
        disabled={sending}
        className={buttonVariants({ variant: "outline", className: "justify-self-start" })}
      >
        {sending ? (
          <Loader2 className="animate-spin" aria-hidden="true" />
        ) : (
          <Users aria-hidden="true" />
        )}
        Re-invite the same {leaders(previousTeam)}
        {companyName && <span className="sr-only"> of {companyName}</span>}
      </button>
      {note && (
        <p
          role={note.error ? "alert" : "status"}
          className={
            note.error ? "text-sm font-medium text-destructive" : "text-sm text-muted-foreground"
          }
        >
          {note.text}
        </p>
      )}
    </div>
  );
}
