"use client";

import { ReportsError } from "@/capabilities/accounts/components/reports-error";

/** My Reports could not be loaded: the spec's error card, with a retry. */
export default function MyReportsError({ reset }: { error: Error; reset: () => void }) {
  return <ReportsError onRetry={reset} />;
}
