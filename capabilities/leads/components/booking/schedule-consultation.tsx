import { CalendarDays } from "@/platform/ui/icons";
import type { ComponentProps, ReactNode } from "react";

import { Button, buttonVariants } from "@/platform/ui/button";
import { cn } from "@/platform/ui/utils";
import type { BookingLink } from "../../booking/scheduler-url";
import { LazyScheduler } from "./lazy-scheduler";

type ButtonLook = Pick<ComponentProps<typeof Button>, "size" | "variant" | "className">;

/**
 * "Schedule Free Consultation". With a booking provider, its scheduler (prefilled for the lead,
 * carrying the assessment id: bookingLinkFor) opens in a dialog loaded on first use
 * (LazyScheduler); the booking itself reaches us by the provider's webhook. Without one, the
 * plain booking link opens in a new tab, as the spec has it. Not a client component itself.
 */
export function ScheduleConsultation({
  booking,
  label = "Schedule Free Consultation",
  ...look
}: { booking: BookingLink; label?: ReactNode } & ButtonLook) {
  const content = (
    <>
      <CalendarDays aria-hidden="true" />
      {label}
    </>
  );
  if (!booking.provider) {
    return (
      <Button asChild {...look}>
        <a href={booking.url} target="_blank" rel="noopener noreferrer">
          {content}
        </a>
      </Button>
    );
  }
  return (
    <LazyScheduler
      url={booking.url}
      label={content}
      className={cn(buttonVariants({ variant: look.variant, size: look.size }), look.className)}
    />
  );
}
