import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { z } from "zod";
import { CROSS_SITE_REFUSED, isCrossSiteRequest } from "@/platform/auth/request-origin";
import { getCaller, type Caller } from "@/platform/auth/session";
import { AppError } from "@/platform/errors";
import { isDatabaseUnavailable } from "@/platform/db/errors";
import { OUTAGE_RETRY_AFTER_SECONDS } from "@/platform/db/outage-status";
import { hasLoneSurrogate, UNSUPPORTED_CHARACTERS } from "@/platform/validation/text";

/**
 * The route-handler wrapper: the cross-site refusal (platform/auth/request-origin.ts), body
 * parsing (application/json only) with a size limit, zod validation, the caller check, and
 * one error shape for every failure:
 * `{ error: { code, message, fields? }, message }` (the spec's clients read `message`).
 */

export type Access = "public" | "user" | "admin";

type CallerFor<A extends Access> = A extends "public" ? Caller | null : Caller;

export interface HandlerContext<A extends Access, B, P> {
  request: NextRequest;
  params: P;
  body: B;
  caller: CallerFor<A>;
}

interface RouteOptions<A extends Access, S extends z.ZodType | undefined> {
  /** Who may call: anyone, a signed-in user, or an admin (re-read from the database). */
  access: A;
  body?: S;
  /** Largest accepted JSON body, in bytes. */
  maxBodyBytes?: number;
  /**
   * Open to a caller who must still replace a temporary password: only the change-password
   * endpoint. Every other signed-in route refuses them with 403 until they have.
   */
  duringPasswordChange?: boolean;
  /**
   * A protected action (exports, roles, admins, webhook secrets, HubSpot): the session must
   * have proven its second factor in the last STEP_UP_WINDOW_MS, or the answer is 403
   * `step_up_required` and the client asks for a code (POST /api/auth/step-up).
   */
  stepUp?: boolean;
  /**
   * Taken from any site: only for a request that can do no harm from another site and must
   * come from one (RFC 8058's one-click unsubscribe, posted by mail providers).
   */
  allowCrossSite?: boolean;
}

const DEFAULT_MAX_BODY_BYTES = 64 * 1024;

export const PASSWORD_CHANGE_REQUIRED = "Please change your temporary password before continuing.";
export const STEP_UP_REQUIRED =
  "Confirm it is you: use your passkey, or enter a code from your authenticator app.";
export const STEP_UP_WINDOW_MS = 10 * 60_000;

export function json(data: unknown, status = 200, headers?: HeadersInit): NextResponse {
  return NextResponse.json(data, { status, headers });
}

export function errorResponse(error: AppError): NextResponse {
  return json(error.body, error.status, error.headers);
}

/** The first message for each field, keyed by its dotted path. */
export function fieldMessages(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    fields[key] ??= issue.message;
  }
  return fields;
}

export function validationError(error: z.ZodError): AppError {
  const fields = fieldMessages(error);
  const first = Object.values(fields)[0];
  return new AppError("validation_failed", first || "Please check the submitted fields.", {
    fields,
  });
}

/**
 * JSON bodies arrive as application/json only: a form or `text/plain` body is what a page on
 * another site can send without a preflight, so it is never read as JSON.
 */
function requireJsonContentType(request: NextRequest): void {
  const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (type !== "application/json") {
    throw new AppError(
      "unsupported_media_type",
      "Send the request body as JSON with the header Content-Type: application/json.",
    );
  }
}

async function readJsonBody(request: NextRequest, limit: number): Promise<unknown> {
  const text = (await readBodyBytes(request, limit)).toString("utf8");
  if (!text.trim()) throw new AppError("bad_request", "A JSON request body is required.");
  return parseJson(text);
}

/**
 * A JSON body, refused (400) when it is not JSON or when a string in it holds a lone UTF-16
 * surrogate ("\ud800"): JSON allows the escape, but no text holds one and PostgreSQL refuses
 * it in jsonb.
 */
export function parseJson(text: string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new AppError("bad_request", "The request body is not valid JSON.");
  }
  if (hasLoneSurrogate(value)) throw new AppError("bad_request", UNSUPPORTED_CHARACTERS);
  return value;
}

async function checkAccess(
  { access, duringPasswordChange, stepUp }: RouteOptions<Access, z.ZodType | undefined>,
  request: NextRequest,
): Promise<Caller | null> {
  const caller = await getCaller(request);
  if (access === "public") return caller;
  if (!caller) throw new AppError("unauthorized", "Please sign in to continue.");
  if (access === "admin" && caller.role !== "admin") {
    throw new AppError("forbidden", "Admin access is required.");
  }
  if (caller.mustChangePassword && !duringPasswordChange) {
    throw new AppError("forbidden", PASSWORD_CHANGE_REQUIRED);
  }
  if (stepUp) requireStepUp(caller);
  return caller;
}

/** For an action protected only in some cases (creating an admin rather than a user). */
export function requireStepUp(caller: Caller): void {
  const proven = caller.secondFactorAt?.getTime() ?? 0;
  if (proven <= Date.now() - STEP_UP_WINDOW_MS) {
    throw new AppError("step_up_required", STEP_UP_REQUIRED);
  }
}

export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof z.ZodError) return validationError(error);
  if (isDatabaseUnavailable(error)) {
    return new AppError(
      "service_unavailable",
      "The service is temporarily unavailable. Please try again in a moment.",
      { headers: { "Retry-After": String(OUTAGE_RETRY_AFTER_SECONDS) } },
    );
  }
  console.error(error);
  return new AppError("internal", "Something went wrong on our side. Please try again.");
}

export function route<
  A extends Access,
  S extends z.ZodType | undefined = undefined,
  P = Record<string, string>,
>(
  options: RouteOptions<A, S>,
  handler: (
    context: HandlerContext<A, S extends z.ZodType ? z.infer<S> : undefined, P>,
  ) => Promise<Response>,
) {
  return async (request: NextRequest, context: { params: Promise<P> }): Promise<Response> => {
    try {
      if (!options.allowCrossSite && isCrossSiteRequest(request)) {
        throw new AppError("forbidden", CROSS_SITE_REFUSED);
      }
      const caller = await checkAccess(options, request);
      let body: unknown = undefined;
      if (options.body) {
        requireJsonContentType(request);
        const raw = await readJsonBody(request, options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES);
        const parsed = options.body.safeParse(raw);
        if (!parsed.success) throw validationError(parsed.error);
        body = parsed.data;
      }
      const params = (await context?.params) ?? ({} as P);
      return await handler({
        request,
        params,
        body: body as S extends z.ZodType ? z.infer<S> : undefined,
        caller: caller as CallerFor<A>,
      });
    } catch (error) {
      return errorResponse(toAppError(error));
    }
  };
}

/**
 * The raw body, read as a stream up to `limit` bytes: a larger declared Content-Length is
 * refused before anything is read, and a chunked body stops being read at the first byte
 * past the limit (413 either way), so no caller can make the server hold more than that.
 */
export async function readBodyBytes(request: Request, limit: number): Promise<Buffer> {
  const tooLarge = () =>
    new AppError("payload_too_large", `Request body must be at most ${limit} bytes.`);
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit) throw tooLarge();
  if (!request.body) return Buffer.alloc(0);

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, size);
}
