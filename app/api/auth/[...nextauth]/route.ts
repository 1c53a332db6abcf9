import type { NextRequest } from "next/server";
import { handlers } from "@/lib/auth/config";
import { CROSS_SITE_REFUSED, isCrossSiteRequest } from "@/lib/auth/request-origin";
import { errorResponse } from "@/lib/http";
import { AppError } from "@/lib/errors";

/**
 * next-auth's own endpoints (session, csrf, signout, Credentials callback). Its POSTs refuse
 * cross-site senders as our routes do: a page elsewhere cannot sign a visitor in to an
 * account of its choosing (login CSRF) nor out.
 */
export const GET = handlers.GET;

export function POST(request: NextRequest): Promise<Response> {
  if (isCrossSiteRequest(request)) {
    return Promise.resolve(errorResponse(new AppError("forbidden", CROSS_SITE_REFUSED)));
  }
  return handlers.POST(request);
}
