import { AppError } from "@/platform/errors";

const TOO_MANY = "Too many requests. Please wait a moment and try again.";

/** 429 with Retry-After: the seconds until the window that refused opens again. */
export function rateLimited(retryAfterMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new AppError("rate_limited", TOO_MANY, { headers: { "Retry-After": String(seconds) } });
}
