import { NextRequest } from "next/server";
import { handlers } from "@/capabilities/accounts/auth-config";
import { CROSS_SITE_REFUSED, isCrossSiteRequest } from "@/platform/auth/request-origin";
import { errorResponse, readBodyBytes, toAppError } from "@/platform/http";
import { AppError } from "@/platform/errors";

/** Largest form next-auth is handed (a sign-in is an e-mail, a password and a CSRF token). */
const MAX_AUTH_FORM_BYTES = 16 * 1024;

/**
 * next-auth's own endpoints (session, csrf, signout, Credentials callback). Its POSTs refuse
 * cross-site senders as our routes do: a page elsewhere cannot sign a visitor in to an
 * account of its choosing (login CSRF) nor out. The form is read here, up to its limit
 * (413 past it), before next-auth parses it.
 */
export const GET = handlers.GET;

export async function POST(request: NextRequest): Promise<Response> {
  try {
    if (isCrossSiteRequest(request)) throw new AppError("forbidden", CROSS_SITE_REFUSED);
    const body = await readBodyBytes(request, MAX_AUTH_FORM_BYTES);
    return await handlers.POST(new NextRequest(request, { body: new Uint8Array(body) }));
  } catch (error) {
    return errorResponse(toAppError(error));
  }
}
