"use client";

import { Phone, PhoneCall } from "lucide-react";
import { useCallback, useState, type ReactNode } from "react";

import { Button } from "@/platform/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/platform/ui/dialog";
import type { ContactLinks } from "@/platform/config/contact";
import { CallRequestForm } from "./call-request-form";

export type AgentPhone = Pick<ContactLinks, "phoneDisplay" | "phoneHref">;

/**
 * The call-request dialog (spec section 2): Emma, the AI voice agent, calls the executive
 * back. With `agentPhone`, it also offers the fixed number as a tel link (Click to Call).
 */
export function CallRequestDialog({
  assessmentId,
  agentPhone,
  trigger,
  defaultOpen = false,
}: {
  assessmentId: string;
  agentPhone?: AgentPhone;
  /** The element that opens the dialog; a "Call Me Back" button by default. */
  trigger?: ReactNode;
  /** Open at once: the lazily loaded dialog mounts on the click that asked for it. */
  defaultOpen?: boolean;
}) {
  const [open, setOpen] = useState(defaultOpen);
  // A new form each time the dialog opens: closing resets the field, error and success state.
  const [session, setSession] = useState(0);
  const close = useCallback(() => setOpen(false), []);
  const onOpenChange = (next: boolean) => {
    if (next) setSession((n) => n + 1);
    setOpen(next);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        {trigger ?? (
          <Button>
            <PhoneCall aria-hidden="true" />
            Call Me Back
          </Button>
        )}
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Request a Call from Emma</DialogTitle>
          <DialogDescription>
            Emma, our AI strategist, will call you to talk through your results and answer your
            questions. Enter the number to call, with the country code.
          </DialogDescription>
        </DialogHeader>
        <CallRequestForm key={session} assessmentId={assessmentId} onDone={close} />
        {agentPhone && (
          <p className="flex flex-wrap items-center justify-center gap-2 border-t pt-4 text-sm text-muted-foreground">
            Prefer to call now?
            <Button asChild variant="link" className="h-auto p-0">
              <a href={agentPhone.phoneHref}>
                <Phone aria-hidden="true" />
                Click to Call {agentPhone.phoneDisplay}
              </a>
            </Button>
          </p>
        )}
      </DialogContent>
    </Dialog>
  );
}
