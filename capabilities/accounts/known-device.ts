import "server-only";
import type { NextResponse } from "next/server";
import { addressTokens } from "@/platform/auth/address-token";
import { isProduction } from "@/platform/env";

/**
 * A browser that has signed in to an account (or set its password from a reset e-mail) is known
 * to it: a signed cookie says so for KNOWN_DEVICE_DAYS. The sign-in throttle that slows guesses
 * at an account from many addresses (capabilities/accounts/login.ts) never slows its known devices, so an
 * attack on the account does not lock its owner out. The cookie proves nothing else: the
 * password is still checked. It holds a token per account (a shared computer may know a few).
 */
export const KNOWN_DEVICE_DAYS = 180;
const MAX_ACCOUNTS = 3;
const SEPARATOR = "~";

const tokens = addressTokens("known-device v1", KNOWN_DEVICE_DAYS);
export const knownDeviceCookie = () => (isProduction ? "__Host-known-device" : "known-device");

/** The cookie's value in a request's Cookie header (next-auth's authorize gets a plain Request). */
export function knownDeviceOf(request: Request): string | undefined {
  const name = knownDeviceCookie();
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === name) return value.join("=");
  }
  return undefined;
}

const accountsIn = (cookie: string | undefined) =>
  (cookie ?? "").split(SEPARATOR).filter((token) => tokens.read(token) !== null);

/** Whether the cookie says this browser has signed in to `email` before. */
export function isKnownDevice(cookie: string | undefined, email: string): boolean {
  const address = email.trim().toLowerCase();
  return accountsIn(cookie).some((token) => tokens.read(token) === address);
}

/** Marks the browser of `request` as known to `email`, keeping the accounts it knew. */
export function rememberDevice(response: NextResponse, request: Request, email: string) {
  const address = email.trim().toLowerCase();
  const others = accountsIn(knownDeviceOf(request)).filter((t) => tokens.read(t) !== address);
  const value = [tokens.issue(address), ...others].slice(0, MAX_ACCOUNTS).join(SEPARATOR);
  response.cookies.set(knownDeviceCookie(), value, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure: isProduction,
    maxAge: KNOWN_DEVICE_DAYS * 86_400,
  });
  return response;
}
