"use client";

import { ApiError, apiFetch } from "@/platform/http/api-client";
import { withStepUp } from "./step-up";

/**
 * The admin screens' session rule (spec section 4, "Admin session"): a 401 or 403 from any
 * admin API call ends the browser session and sends the person to /login. The cookie is
 * httpOnly, so ending it is the logout endpoint's job; a full page load then drops every
 * cached admin answer.
 */

export function isAuthFailure(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.status === 401 || error.status === 403) &&
    error.code !== "step_up_required"
  );
}

/** The full page load that leaves (jsdom cannot navigate: tests watch this instead). */
export const pageNavigation = {
  replace(path: string) {
    window.location.replace(path);
  },
};

async function endSession(): Promise<void> {
  try {
    await fetch("/api/auth/logout", { method: "POST", credentials: "same-origin" });
  } catch {
    // Offline or the server is down: /login still shows, and signing in replaces the cookie.
  }
  pageNavigation.replace("/login");
}

let leaving: Promise<void> | null = null;

/** Ends the session and goes to /login (once, however many requests failed at the same time). */
export function signOutToLogin(): Promise<void> {
  leaving ??= endSession().finally(() => (leaving = null));
  return leaving;
}

/** SWR's onError for the admin dashboard: authentication failures leave, others are shown. */
export function handleAdminError(error: unknown): void {
  if (isAuthFailure(error)) void signOutToLogin();
}

/**
 * apiFetch for admin calls: a protected action asks for a step-up code first (step-up.tsx);
 * on 401/403 the session ends (see above) and the error is still thrown, so callers stop what
 * they were doing.
 */
export async function adminFetch<T>(
  path: string,
  init: RequestInit & { json?: unknown } = {},
): Promise<T> {
  try {
    return await withStepUp(() => apiFetch<T>(path, init));
  } catch (error) {
    handleAdminError(error);
    throw error;
  }
}

/** The message of a failed call, for a toast or an inline alert. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}
