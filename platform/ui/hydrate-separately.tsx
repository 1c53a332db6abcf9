import { Suspense, type ReactNode } from "react";

/**
 * A part of a server-rendered page that the browser hydrates on its own, after the page's
 * shell. React defers a server-rendered Suspense boundary to a low-priority, time-sliced pass
 * (and hydrates it at once if it is clicked first), so a long page no longer hydrates in one
 * task that blocks the phone's main thread. Nothing inside suspends: the boundary needs no
 * fallback.
 */
export function HydrateSeparately({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
