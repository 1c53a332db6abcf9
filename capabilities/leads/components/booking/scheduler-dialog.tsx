"use client";

import { ExternalLink } from "lucide-react";
import type { ReactNode } from "react";

import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/platform/ui/dialog";

/**
 * The booking provider's scheduler, prefilled for the lead, framed in a dialog as the CSP
 * allows. Loaded by LazyScheduler on the first click, which it opens at once.
 */
export function SchedulerDialog({
  url,
  label,
  className,
}: {
  url: string;
  label: ReactNode;
  className: string;
}) {
  return (
    <Dialog defaultOpen>
      <DialogTrigger data-slot="button" className={className}>
        {label}
      </DialogTrigger>
      <DialogContent className="grid max-h-[95dvh] grid-rows-[auto_1fr_auto] sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>Book a Free Consultation</DialogTitle>
          <DialogDescription>
            Pick a time with a senior AI strategist. Your name, e-mail and company are filled in.
          </DialogDescription>
        </DialogHeader>
        <iframe
          src={url}
          title="Scheduler: book a consultation with a strategist"
          className="h-[65dvh] min-h-80 w-full rounded-md border bg-background"
        />
        <p className="text-sm text-muted-foreground">
          Scheduler not showing?{" "}
          <a
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 font-medium text-primary underline underline-offset-4"
          >
            Open it in a new tab
            <ExternalLink className="size-3.5" aria-hidden="true" />
          </a>
        </p>
      </DialogContent>
    </Dialog>
  );
}
