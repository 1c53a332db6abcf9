"use client";

import { PageError } from "@/platform/ui/errors/page-error";
import "./globals.css";

/** The root layout itself failed: the boundary brings its own document. */
export default function GlobalError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return (
    <html lang="en">
      <body className="min-h-dvh font-sans">
        <PageError digest={error.digest} onRetry={reset} />
      </body>
    </html>
  );
}
