/**
 * Helpers for the account route tests (never imported by the app): requests as a browser or
 * API client would send them, and accounts created straight in the database.
 */
import { NextRequest } from "next/server";
import { generateSync } from "otplib";
import { hashPassword } from "@/platform/auth/password";
import { sealTotpSecret } from "@/platform/auth/totp";
import { db } from "@/platform/db";
import { deliverableBody } from "@/platform/email/outbox";

let clients = 0;
/** A fresh client address per request, so per-client rate limits stay out of the way. */
export const nextIp = () => `198.51.100.${(++clients % 250) + 1}`;

export const noParams = { params: Promise.resolve({}) };

export interface RequestOptions {
  ip?: string;
  headers?: Record<string, string>;
  token?: string;
  cookie?: string;
  url?: string;
}

export function request(
  path: string,
  { ip = nextIp(), headers = {}, token, cookie, url }: RequestOptions = {},
  init: { method?: string; body?: unknown } = {},
) {
  return new NextRequest(url ?? `http://localhost${path}`, {
    method: init.method ?? "GET",
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    headers: {
      "content-type": "application/json",
      "x-forwarded-for": ip,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
  });
}

export const postJson = (path: string, body: unknown, options: RequestOptions = {}) =>
  request(path, options, { method: "POST", body });

/** `name=value` of the Set-Cookie header, as a browser would send it back. */
export function sessionCookieOf(response: Response): string {
  const header = response.headers.get("set-cookie") ?? "";
  const pair = header.split(";")[0];
  if (!pair?.includes("=")) throw new Error(`No cookie set: ${header}`);
  return pair;
}

export const PASSWORD = "Correct-Horse-9";

/** The authenticator secret of the accounts below that have one (every admin, by default). */
export const TEST_TOTP_SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";

/** The authenticator app's code now, or `steps` 30-second steps from now. */
export const totpCode = (steps = 0, secret = TEST_TOTP_SECRET) =>
  generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });

/**
 * An account straight in the database. An admin has an authenticator app (TEST_TOTP_SECRET)
 * unless `totp: false`, as a seeded one would; a user only with `totp: true`.
 */
export async function createAccount(
  email: string,
  extra: {
    password?: string;
    role?: "user" | "admin";
    mustChangePassword?: boolean;
    tempPasswordExpiresAt?: Date | null;
    totp?: boolean;
  } = {},
) {
  const { password = PASSWORD, totp = extra.role === "admin", ...rest } = extra;
  const app = totp
    ? { totpSecret: sealTotpSecret(TEST_TOTP_SECRET), totpEnabledAt: new Date() }
    : {};
  return db.user.create({
    data: { email, password: await hashPassword(password), ...rest, ...app },
  });
}

/**
 * Signs in through the endpoints as a client would: the password, then (for an account with
 * an authenticator app) the app's code. Forgets the account's last code first, so that a test
 * may sign in twice within one 30-second step. Answers the response that signs in.
 */
export async function signIn(
  email: string,
  options: RequestOptions & { password?: string } = {},
): Promise<Response> {
  const { POST: login } = await import("@/app/api/auth/login/route");
  const { POST: mfa } = await import("@/app/api/auth/mfa/route");
  const { password = PASSWORD, ...requestOptions } = options;
  const first = await login(
    postJson("/api/auth/login", { email, password }, requestOptions),
    noParams,
  );
  const answer = (await first.clone().json()) as { mfaRequired?: boolean; challenge?: string };
  if (!answer.mfaRequired) return first;
  await db.user.update({ where: { email }, data: { totpLastStep: null } });
  return mfa(
    postJson("/api/auth/mfa", { challenge: answer.challenge, code: totpCode() }, requestOptions),
    noParams,
  );
}

/**
 * The newest e-mail of a template to an address (the outbox row, secrets redacted), the body
 * as delivered (unsealed), and the reset token its link carries.
 */
export async function lastEmail(to: string, template: string) {
  const message = await db.emailMessage.findFirst({
    where: { to, template },
    orderBy: { createdAt: "desc" },
  });
  const body = message ? deliverableBody(message) : null;
  const token = body?.text.match(/reset-password\?token=([A-Za-z0-9_-]+)/)?.[1];
  return { message, body, token };
}
