"use client";

import { useState } from "react";
import { buttonVariants } from "@/platform/ui/button-variants";
import { ApiError, apiFetch } from "@/platform/http/api-client";

/** "No more invitations": an invited leader declines, and their address is never invited again. */
export function DeclineInvitation({
  token,
  onDeclined,
}: {
  token: string;
  onDeclined: (message: string) => void;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function decline() {
    setSending(true);
    setFailure(null);
    try {
      const { message } = await apiFetch<{ message: string }>(`/api/team/${token}/decline`, {
        method: "POST",
      });
      onDeclined(message);
    } catch (error) {
      setFailure(
        error instanceof ApiError ? error.message : "That did not work. Please try again.",
      );
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="grid justify-items-start gap-2 border-t pt-6 text-sm text-muted-foreground">
      <p>Not for you? Decline, and this address gets no more of these invitations, from anyone.</p>
      <button
        type="button"
        onClick={decline}
        disabled={sending}
        className={buttonVariants({ variant: "ghost", size: null, className: "h-11 px-3" })}
      >
        No more invitations
      </button>
      {failure && (
        <p role="alert" className="font-medium text-destructive">
          {failure}
        </p>
      )}
    </div>
  );
}
