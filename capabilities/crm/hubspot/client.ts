import "server-only";
import { env } from "@/platform/env";

/**
 * One HubSpot API call, with the retries that belong inside it:
 * - 429: waits the Retry-After HubSpot gives (HubSpot's limits are per 10 s window), when
 *   that is at most MAX_INLINE_WAIT_MS, up to MAX_RETRIES times; a longer wait, or one more
 *   429, throws HubSpotRetryLaterError carrying the wait, for the job to come back then.
 * - 5xx, a timeout or a network failure: backs off (0.5 s, 1 s, 2 s, with jitter), then throws
 *   HubSpotRetryLaterError (retry in a minute).
 * - 401 or 403: HubSpotAuthError at once, never retried (the token was revoked or lacks a scope).
 * - Any other 4xx: HubSpotRequestError, never retried (the same request would fail again).
 * The token goes in the Authorization header only: no error message or log line carries it.
 */

export const MAX_RETRIES = 3;
export const MAX_INLINE_WAIT_MS = 10_000;
const BACKOFF_MS = [500, 1_000, 2_000];
const RETRY_LATER_MS = 60_000;
const TIMEOUT_MS = 10_000;

export class HubSpotAuthError extends Error {
  constructor(readonly status: number) {
    super(
      status === 401
        ? "HubSpot refused the access token (401): it was revoked or has expired."
        : "HubSpot refused the request (403): the private app lacks a required scope.",
    );
    this.name = "HubSpotAuthError";
  }
}

/**
 * Try the whole call again after `retryAfterMs`: HubSpot is busy or failing (`reason`
 * "unavailable"), or the connection needs an admin first ("needs_attention").
 */
export class HubSpotRetryLaterError extends Error {
  constructor(
    message: string,
    readonly retryAfterMs: number,
    readonly reason: "unavailable" | "needs_attention" = "unavailable",
  ) {
    super(message);
    this.name = "HubSpotRetryLaterError";
  }
}

export class HubSpotRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "HubSpotRequestError";
  }
}

export interface ClientOptions {
  /** How the client waits between attempts (tests record the waits instead). */
  sleep?: (ms: number) => Promise<void>;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Retry-After in seconds (or an HTTP date), as milliseconds; null when absent or garbled. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const trimmed = header.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) return Math.ceil(Number(trimmed) * 1000);
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

async function messageOf(response: Response): Promise<string> {
  const text = (await response.text().catch(() => "")).slice(0, 2000);
  try {
    const body = JSON.parse(text) as { message?: unknown };
    if (typeof body.message === "string") return body.message.slice(0, 300);
  } catch {
    // not JSON: the status says enough
  }
  return response.statusText || "no message";
}

export async function hubspotRequest<T>(
  token: string,
  method: "GET" | "POST" | "PUT",
  path: string,
  body?: unknown,
  { sleep = realSleep }: ClientOptions = {},
): Promise<T> {
  const where = `${method} ${path.split("?")[0]}`;
  for (let attempt = 0; ; attempt++) {
    let response: Response;
    try {
      response = await fetch(`${env.HUBSPOT_API_URL}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { "content-type": "application/json" }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        redirect: "error",
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      const reason =
        error instanceof Error && error.name === "TimeoutError" ? "timed out" : "failed";
      if (attempt < MAX_RETRIES) {
        await sleep(backoff(attempt));
        continue;
      }
      throw new HubSpotRetryLaterError(`HubSpot ${where} ${reason}.`, RETRY_LATER_MS);
    }

    if (response.ok) {
      if (response.status === 204) return undefined as T;
      const text = await response.text();
      return (text ? JSON.parse(text) : undefined) as T;
    }
    if (response.status === 401 || response.status === 403) {
      await response.body?.cancel();
      throw new HubSpotAuthError(response.status);
    }
    if (response.status === 429) {
      await response.body?.cancel();
      const wait = retryAfterMs(response.headers.get("retry-after")) ?? 1_000;
      if (attempt < MAX_RETRIES && wait <= MAX_INLINE_WAIT_MS) {
        await sleep(wait);
        continue;
      }
      throw new HubSpotRetryLaterError(`HubSpot rate limit on ${where}.`, Math.max(wait, 1_000));
    }
    if (response.status >= 500) {
      await response.body?.cancel();
      if (attempt < MAX_RETRIES) {
        await sleep(backoff(attempt));
        continue;
      }
      throw new HubSpotRetryLaterError(
        `HubSpot answered ${response.status} on ${where}.`,
        RETRY_LATER_MS,
      );
    }
    throw new HubSpotRequestError(
      response.status,
      `HubSpot answered ${response.status} on ${where}: ${await messageOf(response)}`,
    );
  }
}

/** Exponential, with up to 25% jitter so that many callers do not retry in step. */
function backoff(attempt: number): number {
  const base = BACKOFF_MS[Math.min(attempt, BACKOFF_MS.length - 1)]!;
  return Math.round(base * (1 + Math.random() * 0.25));
}
