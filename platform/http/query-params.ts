import "server-only";
import type { z } from "zod";
import { validationError } from "@/platform/http";

/** Validates a request's query string; a bad value is a 400 with the schema's message. */
export function parseQuery<S extends z.ZodType>(schema: S, request: Request): z.infer<S> {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = schema.safeParse(params);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

/** The offset of a page (pages count from 1). */
export const offsetOf = ({ page, pageSize }: { page: number; pageSize: number }) =>
  (page - 1) * pageSize;

/** Ids in paths are UUIDs: anything else is an unknown object (404), never a database error. */
export const isUuid = (id: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
