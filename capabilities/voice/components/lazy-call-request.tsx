"use client";

import { PhoneCall } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import type { AgentPhone } from "./call-request-dialog";

const load = () => import("./call-request-dialog");
const CallRequestDialog = lazy(() => load().then((m) => ({ default: m.CallRequestDialog })));

/**
 * The "Call Me Back" button whose dialog (its form, validation and Radix) loads on first use,
 * or as the pointer or focus reaches the button, so the page's first load carries none of it.
 * `className` comes from the server (buttonVariants), keeping class merging off the client.
 */
export function LazyCallRequest({
  assessmentId,
  agentPhone,
  className,
}: {
  assessmentId: string;
  agentPhone?: AgentPhone;
  className: string;
}) {
  const [wanted, setWanted] = useState(false);
  const button = (onClick?: () => void) => (
    <button
      type="button"
      className={className}
      onClick={onClick}
      onPointerEnter={() => void load()}
      onFocus={() => void load()}
    >
      <PhoneCall aria-hidden="true" />
      Call Me Back
    </button>
  );
  if (!wanted) return button(() => setWanted(true));
  return (
    <Suspense fallback={button()}>
      <CallRequestDialog assessmentId={assessmentId} agentPhone={agentPhone} defaultOpen />
    </Suspense>
  );
}
