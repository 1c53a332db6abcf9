"use client";

import { useRouter } from "next/navigation";
import { useEffect } from "react";

/** The server-rendered report is read again every 2 minutes... */
export const REFRESH_EVERY_MS = 120_000;
/** ...and when the window regains focus once the shown one is 5 minutes old. */
export const STALE_ON_FOCUS_MS = 300_000;

/** Keeps the server-rendered report fresh (a refresh keeps the page's client state). */
export function ReportFreshness() {
  const router = useRouter();
  useEffect(() => {
    let readAt = Date.now();
    const reread = () => {
      readAt = Date.now();
      router.refresh();
    };
    const timer = setInterval(reread, REFRESH_EVERY_MS);
    const onFocus = () => {
      if (Date.now() - readAt >= STALE_ON_FOCUS_MS) reread();
    };
    window.addEventListener("focus", onFocus);
    return () => {
      clearInterval(timer);
      window.removeEventListener("focus", onFocus);
    };
  }, [router]);
  return null;
}
