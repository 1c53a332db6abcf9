/**
 * Helpers for the account route tests (never imported by the app): requests as a browser or
 * API client would send them, and accounts created straight in the database.
 */
import { NextRequest } from "next/server";
import { hashPassword } from "@/platform/auth/password";
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

export async function createAccount(
  email: string,
  extra: {
    password?: string;
    role?: "user" | "admin";
    mustChangePassword?: boolean;
    tempPasswordExpiresAt?: Date | null;
  } = {},
) {
  const { password = PASSWORD, ...rest } = extra;
  return db.user.create({ data: { email, password: await hashPassword(password), ...rest } });
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
