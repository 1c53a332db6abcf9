import { z } from "zod";

/** Paging and enumerated values of list query strings, shared by the lists' routes and forms. */

/** A query-string value left blank counts as absent, so `?page=` means the default. */
export const blankToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

const wholeNumber = (name: string, fallback: number, max: number) => {
  const message = `${name} must be a whole number between 1 and ${max}.`;
  return z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: message })
      .int(message)
      .min(1, message)
      .max(max, message)
      .default(fallback),
  );
};

export const oneOf = <const T extends readonly [string, ...string[]]>(
  name: string,
  values: T,
  fallback: T[number],
) =>
  z.preprocess(
    blankToUndefined,
    z.enum(values, { error: `${name} must be one of: ${values.join(", ")}.` }).default(fallback),
  );

export const MAX_PAGE_SIZE = 100;

export const pagingSchema = z.object({
  page: wholeNumber("page", 1, 100_000),
  pageSize: wholeNumber("pageSize", 25, MAX_PAGE_SIZE),
});
export type Paging = z.infer<typeof pagingSchema>;
