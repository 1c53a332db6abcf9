"use client";

import { isOutageDigest } from "@/platform/db/outage-digest";

/**
 * What a page shows when it could not be rendered: "briefly unavailable" while the database
 * is away (the outage digest, platform/db/outage-digest.ts), otherwise a general apology.
 * Never the error itself. `onRetry` renders the page again.
 */
export function PageError({ digest, onRetry }: { digest?: string; onRetry: () => void }) {
  const outage = isOutageDigest(digest);
  return (
    <main
      id="main"
      className="flex min-h-dvh flex-col items-center justify-center px-4 text-center"
    >
      <p className="text-sm font-semibold text-primary">{outage ? "503" : "Error"}</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight">
        {outage ? "Briefly unavailable" : "Something went wrong"}
      </h1>
      <p className="mt-4 max-w-md text-muted-foreground">
        {outage
          ? "The service is briefly unavailable. Your answers and reports are safe; please try again in a moment."
          : "This page could not be shown just now. Please try again."}
      </p>
      {/* The design's primary button written out: every page's first load holds this boundary,
          so it carries no class-variance code. */}
      <button
        type="button"
        className="mt-8 inline-flex h-9 items-center justify-center rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground shadow-xs outline-none hover:bg-primary/90 focus-visible:ring-[3px] focus-visible:ring-ring/50"
        onClick={onRetry}
      >
        Try again
      </button>
    </main>
  );
}
