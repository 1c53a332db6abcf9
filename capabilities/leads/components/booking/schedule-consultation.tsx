"use client";

import { CalendarDays, ExternalLink } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";

import { Button } from "@/platform/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/platform/ui/dialog";
import type { BookingLink } from "../../booking/scheduler-url";

type ButtonLook = Pick<ComponentProps<typeof Button>, "size" | "variant" | "className">;

/**
 * "Schedule Free Consultation". With a booking provider, its scheduler (prefilled for the lead,
 * carrying the assessment id: bookingLinkFor) opens in a dialog, framed as the CSP allows; the
 * booking itself reaches us by the provider's webhook. Without one, the plain booking link
 * opens in a new tab, as the spec has it.
 */
export function ScheduleConsultation({
  booking,
  label = "Schedule Free Consultation",
  ...look
}: { booking: BookingLink; label?: ReactNode } & ButtonLook) {
  if (!booking.provider) {
    return (
      <Button asChild {...look}>
        <a href={booking.url} target="_blank" rel="noopener noreferrer">
          <CalendarDays aria-hidden="true" />
          {label}
        </a>
      </Button>
    );
  }
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button {...look}>
          <CalendarDays aria-hidden="true" />
          {label}
        </Button>
      </DialogTrigger>
      <DialogContent className="grid max-h-[95dvh] grid-rows-[auto_1fr_auto] sm:max-w-3xl">
        <DialogHeader>
          <DialogTitle>Book a Free Consultation</DialogTitle>
          <DialogDescription>
            Pick a time with a senior AI strategist. Your name, e-mail and company are filled in.
          </DialogDescription>
        </DialogHeader>
        <iframe
          src={booking.url}
          title="Scheduler: book a consultation with a strategist"
          className="h-[65dvh] min-h-80 w-full rounded-md border bg-background"
        />
        <p className="text-sm text-muted-foreground">
          Scheduler not showing?{" "}
          <a
            href={booking.url}
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
