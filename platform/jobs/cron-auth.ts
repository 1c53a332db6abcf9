import "server-only";
import { timingSafeEqual } from "node:crypto";
import { env } from "@/platform/env";
import { AppError } from "@/platform/errors";

/** The cron route answers only `Authorization: Bearer $CRON_SECRET`; without the variable it is off. */
export function assertCronCaller(request: Request) {
  if (!env.CRON_SECRET)
    throw new AppError("not_found", "The cron route is disabled: set CRON_SECRET to enable it.");
  const given = Buffer.from(request.headers.get("authorization") ?? "");
  const expected = Buffer.from(`Bearer ${env.CRON_SECRET}`);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw new AppError("unauthorized", "Invalid cron credentials.");
  }
}
