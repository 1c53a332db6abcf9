"use client";

import { lazy, Suspense, useEffect, useState } from "react";

import { useToast } from "@/platform/ui/use-toast";

const Toaster = lazy(() =>
  import("@/platform/ui/toaster").then((module) => ({ default: module.Toaster })),
);

const TOAST_HOTKEY = "F8";

/**
 * The root layout's Toaster, loaded on demand: Radix Toast is fetched when the first toast is
 * shown or F8 is pressed, so a page that never toasts does not download it. Once mounted it
 * stays, and the Toaster handles F8 itself.
 */
export function LazyToaster() {
  const { toasts } = useToast();
  const [mounted, setMounted] = useState(false);
  const [focusOnMount, setFocusOnMount] = useState(false);
  const needed = mounted || toasts.length > 0;

  useEffect(() => {
    if (needed) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.code !== TOAST_HOTKEY && event.key !== TOAST_HOTKEY) return;
      setFocusOnMount(true);
      setMounted(true);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [needed]);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- keep it once the store empties
    if (toasts.length > 0) setMounted(true);
  }, [toasts.length]);

  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
      {focusOnMount ? <FocusViewport /> : null}
    </Suspense>
  );
}

/** Does what the Toaster's own F8 handler does, for the F8 press that loaded it. */
function FocusViewport() {
  useEffect(() => {
    document.querySelector<HTMLElement>('[data-slot="toast-viewport"]')?.focus();
  }, []);
  return null;
}
