"use client";

import { lazy, Suspense, useState, type ReactNode } from "react";

const load = () => import("./scheduler-dialog");
const SchedulerDialog = lazy(() => load().then((m) => ({ default: m.SchedulerDialog })));

/**
 * The "Schedule Free Consultation" button whose dialog (Radix and the scheduler's frame) loads
 * on first use, or as the pointer or focus reaches the button, so the page's first load carries
 * none of it. `className` comes from the server (buttonVariants), keeping class merging off the
 * client.
 */
export function LazyScheduler({
  url,
  label,
  className,
}: {
  url: string;
  label: ReactNode;
  className: string;
}) {
  const [wanted, setWanted] = useState(false);
  const button = (onClick?: () => void) => (
    <button
      type="button"
      data-slot="button"
      className={className}
      onClick={onClick}
      onPointerEnter={() => void load()}
      onFocus={() => void load()}
    >
      {label}
    </button>
  );
  if (!wanted) return button(() => setWanted(true));
  return (
    <Suspense fallback={button()}>
      <SchedulerDialog url={url} label={label} className={className} />
    </Suspense>
  );
}
