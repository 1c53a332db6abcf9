"use client";

import { PageError } from "@/platform/ui/errors/page-error";

/** A page below the root layout failed: a friendly message and a retry, never a stack. */
export default function RootError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return <PageError digest={error.digest} onRetry={reset} />;
}
