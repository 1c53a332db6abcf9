import "server-only";
import { after } from "next/server";
import { env } from "@/platform/env";

/**
 * Runs work after the response has gone out (Next's `after()`), so the answer takes the same
 * time whatever the work does (e.g. whether a reset e-mail was sent). Tests run it at once,
 * since they call handlers outside a Next request.
 */
export async function afterResponse(label: string, task: () => Promise<void>): Promise<void> {
  const run = () =>
    task().catch((error: unknown) => console.error(`[after response] ${label} failed:`, error));
  if (env.NODE_ENV === "test") return run();
  after(run);
}
